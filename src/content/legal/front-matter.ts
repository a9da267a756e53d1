import { quote } from '../quote.ts';
import { writtenDate } from '../written-date.ts';

// The front matter of the legal text: `---` / `updated: 2021-10-13` / `---`, the date of the last update.

interface FrontMatter {
  /** The date of the last update, ISO, when it is valid. */
  updated?: string;
  /** The Markdown after the front matter, and the line of the file it starts on. */
  body: string;
  bodyLine: number;
}

/** Splits off the front matter; every problem is pushed as "line N: …". */
export function frontMatter(source: string, problems: string[]): FrontMatter {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) {
    problems.push(
      'line 1: has no front matter; expected the file to start with ---, updated: YYYY-MM-DD, ---',
    );
    return { body: source, bodyLine: 1 };
  }
  let updated: string | undefined;
  let mentioned = false;
  (match[1] ?? '').split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const entry = /^(\w+):\s*(.*?)\s*$/.exec(line);
    if (entry?.[1] !== 'updated') {
      problems.push(
        `line ${i + 2}: ${quote(line.trim())}: expected only "updated: YYYY-MM-DD" in the front matter`,
      );
      return;
    }
    mentioned = true;
    const value = entry[2] ?? '';
    try {
      writtenDate(value);
      updated = value;
    } catch {
      problems.push(`line ${i + 2}: updated: is ${quote(value)}; expected a date written like 2021-10-13`);
    }
  });
  if (!mentioned) {
    problems.push('front matter: updated: is missing; expected the date of the last update, like 2021-10-13');
  }
  return { updated, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length };
}
