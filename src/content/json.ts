import {
  createScanner,
  getLocation,
  getNodeValue,
  type JSONPath,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import { positions } from './positions.ts';
import { unsafeCharacterProblem } from './unsafe-text.ts';

// Reads a content file's JSON strictly with jsonc-parser, which keeps the offset of every node: each
// problem, in the syntax or later in the schema, can name the line and column an editor has to change.
// Comments and trailing commas are refused (the site's tools and JSON.parse do not accept them), and a key
// given twice is reported (JSON.parse would keep the last without a word).

/** Deeper nesting than any content file needs; also keeps a hostile file from exhausting the stack. */
const MAX_JSON_DEPTH = 32;

/** A problem at an offset of the text; `path` is where in the data it lies (for the field's name). */
export interface JsonProblem {
  offset: number;
  path: JSONPath;
  message: string;
}

export type ParsedJson =
  | { value: unknown; tree: Node; text: string; problems: [] }
  | { text: string; problems: JsonProblem[] };

// By jsonc-parser's name of each error (its codes are a const enum that this project's settings cannot read).
const SYNTAX: Record<string, string> = {
  InvalidSymbol:
    'Hier steht ein Zeichen, das in JSON nicht stehen darf. Erwartet einen Text in "doppelten Anführungszeichen", eine Zahl, true, false, [ oder {.',
  InvalidNumberFormat:
    'Diese Zahl ist so nicht lesbar. Erwartet eine Zahl wie 412 oder 1.5 (Punkt statt Komma, ohne führende Null, ohne Apostroph).',
  PropertyNameExpected:
    'Hier fehlt ein Feldname. Erwartet einen Namen in doppelten Anführungszeichen, z. B. "name": …',
  ValueExpected:
    'Hier fehlt ein Wert. Erwartet einen Text in "doppelten Anführungszeichen", eine Zahl, true, false, [ oder {.',
  ColonExpected: 'Nach dem Feldnamen fehlt der Doppelpunkt. Erwartet "name": Wert.',
  CommaExpected: 'Vor diesem Eintrag fehlt ein Komma. Erwartet ein Komma am Ende des vorherigen Eintrags.',
  CloseBraceExpected: 'Hier fehlt die schliessende Klammer }. Erwartet zu jeder { eine }.',
  CloseBracketExpected: 'Hier fehlt die schliessende Klammer ]. Erwartet zu jeder [ eine ].',
  EndOfFileExpected:
    'Nach der letzten Klammer steht noch etwas. Erwartet nichts mehr nach der schliessenden } der Datei.',
  InvalidCommentToken:
    'Hier steht ein Kommentar. Kommentare sind in den Inhaltsdateien nicht erlaubt: bitte löschen.',
  UnexpectedEndOfComment:
    'Hier steht ein Kommentar. Kommentare sind in den Inhaltsdateien nicht erlaubt: bitte löschen.',
  UnexpectedEndOfString:
    'Der Text ist nicht abgeschlossen. Erwartet ein " am Ende des Texts, auf derselben Zeile.',
  InvalidEscapeCharacter:
    'Nach dem Backslash \\ steht ein unbekanntes Zeichen. Erwartet \\" für ein Anführungszeichen oder \\\\ für einen Backslash.',
  InvalidUnicode:
    'Nach \\u stehen nicht vier Hex-Ziffern. Erwartet z. B. \\u00e4 für ä, oder das Zeichen selbst.',
  InvalidCharacter:
    'Im Text steht ein unsichtbares Steuerzeichen (z. B. ein Tabulator). Erwartet es gelöscht oder durch ein Leerzeichen ersetzt.',
};

const TRAILING_COMMA =
  'Komma nach dem letzten Eintrag. Erwartet kein Komma vor der schliessenden Klammer: dieses Komma löschen.';

/** The offset of a comma that stands right before the `}` or `]` at `offset`, if there is one. */
function trailingComma(text: string, offset: number): number | undefined {
  if (text[offset] !== '}' && text[offset] !== ']') return undefined;
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i -= 1;
  return text[i] === ',' ? i : undefined;
}

/** The offset where nesting first goes deeper than MAX_JSON_DEPTH, read without recursion. */
function tooDeep(text: string): number | undefined {
  const scanner = createScanner(text, true);
  let depth = 0;
  while (scanner.getPosition() < text.length) {
    scanner.scan();
    // One character long: a bracket, never a string (which has its quotes).
    const token = scanner.getTokenLength() === 1 ? text[scanner.getTokenOffset()] : undefined;
    if (token === '{' || token === '[') {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return scanner.getTokenOffset();
    } else if (token === '}' || token === ']') depth -= 1;
  }
  return undefined;
}

/** Every leaf value of a JSON tree with its path: texts, numbers, true, false and null. */
export function leaves(node: Node, path: JSONPath = [], found: { node: Node; path: JSONPath }[] = []) {
  if (node.type === 'object') {
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key && value) leaves(value, [...path, String(key.value)], found);
    }
  } else if (node.type === 'array') {
    node.children?.forEach((child, i) => {
      leaves(child, [...path, i], found);
    });
  } else found.push({ node, path });
  return found;
}

/** Every text with a control character or a bidirectional control (src/content/unsafe-text.ts), at the text. */
function unsafeTexts(tree: Node): JsonProblem[] {
  return leaves(tree).flatMap(({ node, path }) => {
    const message = typeof node.value === 'string' ? unsafeCharacterProblem(node.value) : undefined;
    return message ? [{ offset: node.offset, path, message }] : [];
  });
}

/** Every key given twice in one object, at the second key, naming the line of the first. */
function duplicateKeys(tree: Node, line: (offset: number) => number): JsonProblem[] {
  const problems: JsonProblem[] = [];
  const visit = (node: Node, path: JSONPath) => {
    if (node.type === 'object') {
      const seen = new Map<string, number>();
      for (const property of node.children ?? []) {
        const [keyNode, value] = property.children ?? [];
        if (!keyNode) continue;
        const key = String(keyNode.value);
        const first = seen.get(key);
        if (first === undefined) seen.set(key, keyNode.offset);
        else {
          problems.push({
            offset: keyNode.offset,
            path: [...path, key],
            message: `Das Feld "${key}" steht zweimal in diesem Block (zuerst in Zeile ${line(first)}). Erwartet jedes Feld nur einmal: sonst gilt stillschweigend nur das letzte.`,
          });
        }
        if (value) visit(value, [...path, key]);
      }
    } else if (node.type === 'array') {
      node.children?.forEach((child, i) => {
        visit(child, [...path, i]);
      });
    }
  };
  visit(tree, []);
  return problems;
}

/**
 * Parses `raw` as JSON. Returns the value with its syntax tree (offsets of every node), or the problems: the
 * first syntax error (those after it are mostly its echo), or every key given twice and every text with a
 * control character. A UTF-8 byte-order mark
 * at the start is accepted and ignored; offsets count from after it.
 */
export function parseJson(raw: string): ParsedJson {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  if (text.trim() === '') {
    return {
      text,
      problems: [
        {
          offset: 0,
          path: [],
          message: 'Die Datei ist leer. Erwartet den Inhalt in { }, wie in der Vorlage.',
        },
      ],
    };
  }
  const deep = tooDeep(text);
  if (deep !== undefined) {
    const message = `Hier ist die Datei tiefer als ${MAX_JSON_DEPTH} Ebenen verschachtelt. Erwartet höchstens ${MAX_JSON_DEPTH} Ebenen von [ und { (eine Klammer zu viel?).`;
    return { text, problems: [{ offset: deep, path: [], message }] };
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first || !tree) {
    const offset = first?.offset ?? 0;
    const comma = trailingComma(text, offset);
    const problem =
      comma === undefined
        ? {
            offset,
            message:
              (first && SYNTAX[printParseErrorCode(first.error)]) ??
              'Hier ist die Datei nicht lesbar. Erwartet JSON wie in der Vorlage.',
          }
        : { offset: comma, message: TRAILING_COMMA };
    return { text, problems: [{ ...problem, path: getLocation(text, problem.offset).path }] };
  }
  const position = positions(text);
  const problems = [...duplicateKeys(tree, (offset) => position(offset).line), ...unsafeTexts(tree)];
  if (problems.length > 0) return { text, problems };
  return { value: getNodeValue(tree), tree, text, problems: [] };
}
