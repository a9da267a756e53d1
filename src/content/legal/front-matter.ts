import { quote } from '../quote.ts';
import { lineOf } from './lines.ts';

// The front matter of the legal text: `---` / `updated: 2021-10-13` / `---`, the date of the last update.

const DATE_TEXT = new Intl.DateTimeFormat('de-CH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "13. Oktober 2021" for "2021-10-13"; undefined unless the text is a real date written like that. */
export function dateText(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  const real =
    !Number.isNaN(date.getTime()) &&
    date.getUTCDate() === Number(match[3]) &&
    date.getUTCMonth() + 1 === Number(match[2]);
  return real ? DATE_TEXT.format(date) : undefined;
}

export interface FrontMatter {
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
    if (dateText(value)) updated = value;
    else problems.push(`line ${i + 2}: updated: is ${quote(value)}; expected a date written like 2021-10-13`);
  });
  if (!mentioned) {
    problems.push('front matter: updated: is missing; expected the date of the last update, like 2021-10-13');
  }
  return { updated, body: source.slice(match[0].length), bodyLine: lineOf(source, match[0].length) };
}
