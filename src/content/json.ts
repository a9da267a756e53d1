import { formatPath } from './path.ts';
import { positions } from './positions.ts';
import { quote } from './quote.ts';
import { unsafeCharacterProblem } from './unsafe-text.ts';

// Reads a content file's JSON strictly. JSON.parse keeps the last of two equal keys without a word and
// reports a syntax error by character offset only; an editor needs the line. So one pass over the text
// checks the syntax (RFC 8259) and the keys, naming line and column, and only valid text reaches JSON.parse.

/** Deeper nesting than any content file needs; also keeps a hostile file from exhausting the stack. */
const MAX_JSON_DEPTH = 32;

const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// Control characters (U+0000-U+001F) must be escaped inside a JSON text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: excluding them is the point
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

class SyntaxProblem extends Error {
  constructor(
    readonly index: number,
    readonly expected: string,
  ) {
    super(expected);
  }
}

/** What stands at `index`, for a message: a character, "the end of the file" or an unescaped control. */
function found(text: string, index: number): string {
  const char = text[index];
  if (char === undefined) return 'the end of the file';
  if (char === '\n' || char === '\r') return 'a line break';
  if (char === '"') return 'a quote mark (")';
  if (char < ' ') return `the control character U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return `"${char}"`;
}

/** The line of each text value, by its path (JSON.stringify of the path's keys), for problems found later. */
export type ValueLines = ReadonlyMap<string, number>;

/**
 * Parses `raw` as JSON. Returns the value and the line of each text in it, or the problems: the first
 * syntax error ("line 3, column 9: …"), every key given twice in one object ("line 12: hero.headline: is
 * given twice (first on line 10)") and every text with a control character or a bidirectional control
 * (src/content/unsafe-text.ts). A UTF-8 byte-order mark at the start is accepted and ignored.
 */
export function parseJson(
  raw: string,
): { value: unknown; lines: ValueLines; problems: [] } | { problems: string[] } {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const problems: string[] = [];
  const lines = new Map<string, number>();
  const position = positions(text);
  let i = 0;

  const skipWhitespace = () => {
    WHITESPACE.lastIndex = i;
    WHITESPACE.exec(text);
    i = WHITESPACE.lastIndex;
  };
  const token = (pattern: RegExp, expected: string): string => {
    pattern.lastIndex = i;
    const match = pattern.exec(text);
    if (!match) {
      // Inside a string, point at the character that breaks it, not at the opening quote.
      if (pattern === STRING && text[i] === '"') throw badString(i);
      throw new SyntaxProblem(i, `${expected}, found ${found(text, i)}`);
    }
    i = pattern.lastIndex;
    return match[0];
  };
  const badString = (start: number) => {
    let j = start + 1;
    while (j < text.length) {
      const char = text[j] ?? '';
      if (char === '"') break;
      if (char < ' ') return new SyntaxProblem(j, `expected the text to end with ", found ${found(text, j)}`);
      if (char === '\\') {
        if (!/^(["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(j + 1, j + 6))) {
          return new SyntaxProblem(j, 'expected an escape like \\" \\\\ \\n or \\u00e4 after the backslash');
        }
        j += text[j + 1] === 'u' ? 6 : 2;
        continue;
      }
      j += 1;
    }
    return new SyntaxProblem(j, `expected the text to end with ", found ${found(text, j)}`);
  };

  const value = (path: PropertyKey[], depth: number): void => {
    if (depth > MAX_JSON_DEPTH) {
      throw new SyntaxProblem(i, `expected at most ${MAX_JSON_DEPTH} levels of nesting`);
    }
    skipWhitespace();
    const char = text[i];
    if (char === '{') {
      object(path, depth);
      return;
    }
    if (char === '[') {
      array(path, depth);
      return;
    }
    if (char === '"') {
      const line = position(i).line;
      // A text holds no line break, so the whole text stands on the line where it starts.
      const unsafe = unsafeCharacterProblem(JSON.parse(token(STRING, 'expected a text')) as string);
      if (unsafe) problems.push(`line ${line}: ${formatPath(path)}: ${unsafe}`);
      lines.set(JSON.stringify(path), line);
      return;
    }
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      token(NUMBER, 'expected a number');
      return;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, i)) {
        i += literal.length;
        return;
      }
    }
    throw new SyntaxProblem(
      i,
      `expected a value (a text in "", a number, true, false, null, [ or {), found ${found(text, i)}`,
    );
  };

  const object = (path: PropertyKey[], depth: number) => {
    i += 1;
    const keys = new Map<string, number>();
    skipWhitespace();
    if (text[i] === '}') {
      i += 1;
      return;
    }
    for (;;) {
      skipWhitespace();
      const keyStart = i;
      const key = JSON.parse(token(STRING, 'expected a key in double quotes')) as string;
      const line = position(keyStart).line;
      const first = keys.get(key);
      if (first === undefined) keys.set(key, line);
      else {
        problems.push(
          `line ${line}: ${formatPath([...path, key])}: is given twice (first on line ${first}); expected each key once (JSON keeps only the last)`,
        );
      }
      skipWhitespace();
      token(/:/y, `expected ":" after the key ${quote(key)}`);
      value([...path, key], depth + 1);
      skipWhitespace();
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      token(/\}/y, 'expected "," or "}" after a value');
      return;
    }
  };

  const array = (path: PropertyKey[], depth: number) => {
    i += 1;
    skipWhitespace();
    if (text[i] === ']') {
      i += 1;
      return;
    }
    for (let index = 0; ; index += 1) {
      value([...path, index], depth + 1);
      skipWhitespace();
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      token(/\]/y, 'expected "," or "]" after a value');
      return;
    }
  };

  try {
    value([], 0);
    skipWhitespace();
    if (i < text.length) throw new SyntaxProblem(i, `expected the end of the file, found ${found(text, i)}`);
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    const { line, column } = position(error.index);
    return { problems: [`line ${line}, column ${column}: not valid JSON: ${error.expected}`] };
  }
  if (problems.length > 0) return { problems };
  return { value: JSON.parse(text), lines, problems: [] };
}
