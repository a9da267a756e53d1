import { isDay } from '../../base/calendar.ts';
import { quote } from '../quote.ts';

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
      'Zeile 1: Der Kopf mit dem Datum fehlt. Erwartet am Anfang der Datei ---, updated: JJJJ-MM-TT, ---',
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
        `Zeile ${i + 2}: ${quote(line.trim())} gehört nicht in den Kopf. Erwartet dort nur "updated: JJJJ-MM-TT".`,
      );
      return;
    }
    mentioned = true;
    const value = entry[2] ?? '';
    if (isDay(value)) updated = value;
    else
      problems.push(
        `Zeile ${i + 2}: updated: ${quote(value)} ist kein gültiges Datum. Erwartet ein Datum wie 2021-10-13.`,
      );
  });
  if (!mentioned) {
    problems.push('Kopf: updated: fehlt. Erwartet das Datum der letzten Änderung, z. B. updated: 2021-10-13');
  }
  return { updated, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length };
}
