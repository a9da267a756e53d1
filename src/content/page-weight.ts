import { FIRST_ROUND_TRIP } from '../base/first-round-trip.ts';
import { formatNumber } from '../base/format.ts';
import { type JsonFile, problemAt } from './check-file.ts';
import { leaves } from './json.ts';
import { fieldAt } from './json-schema.ts';

// Whether a page, as browsers receive it, still arrives in a new connection's first round trip, and if not,
// which of the texts it shows are the longest: the ones whose shortening helps most. Said in German by the
// launch check (scripts/content/launch-check.ts); a warning for the cooperative, never a failed build.

/** How many of a page's longest texts a warning names. */
export const LONGEST_TEXTS = 5;

export interface PageWeight {
  /** The page's path ("/", "/uzwil"), or a name for the not-found page. */
  page: string;
  /** Its HTML as Brotli: the copy every server of the site sends. */
  bytes: number;
  /** The texts it shows (longTexts of its content files), in any order. */
  texts: LongText[];
}

export interface LongText {
  /** "content/site.json, Zeile 33, Spalte 17: Startbereich, Untertitel" */
  where: string;
  /** Its field's German names from the file's top, as the editing app's form nests them: ["Startbereich", "Untertitel"]. */
  field?: string[];
  /** The text itself, where it is one value of a JSON file. */
  text?: string;
  length: number;
}

/** A file's texts in sentences (not addresses, file paths or keys), longest first. */
export function longTexts(file: JsonFile): LongText[] {
  return leaves(file.tree)
    .filter(({ node, path }) => typeof node.value === 'string' && path[0] !== '$schema')
    .filter(({ node }) => /\s/.test(node.value) && !/^(https?:|mailto:|\/)/.test(node.value))
    .map(({ node, path }) => ({
      where: problemAt(file, node.offset, path, '').replace(/: $/, ''),
      field: fieldAt(file.fields, path).names,
      text: node.value as string,
      length: [...(node.value as string)].length,
    }))
    .sort((a, b) => b.length - a.length);
}

/** «12.7 KB» */
export const kilobytes = (bytes: number) => `${formatNumber(bytes / 1024, { decimals: 1 })} KB`;

/**
 * The launch check's lines on the pages' weight: one line when every page fits the first round trip, else
 * a warning per page past it with the longest texts it shows.
 */
export function pageWeightReport(pages: PageWeight[]): { ok: boolean; lines: string[] } {
  const over = pages.filter((page) => page.bytes > FIRST_ROUND_TRIP);
  const largest = pages.reduce((max, page) => Math.max(max, page.bytes), 0);
  if (over.length === 0)
    return {
      ok: true,
      lines: [
        `Alle ${pages.length} Seiten kommen mit der ersten Übertragung (${kilobytes(FIRST_ROUND_TRIP)}) an; die grösste hat ${kilobytes(largest)}.`,
      ],
    };
  const lines = [
    `Achtung: ${over.length === 1 ? '1 Seite ist' : `${over.length} Seiten sind`} grösser als die ${kilobytes(FIRST_ROUND_TRIP)}, die mit der ersten Übertragung ankommen; auf dem Handy erscheint sie dann spürbar später. Kürzen hilft am meisten bei den längsten Texten:`,
  ];
  for (const page of over) {
    lines.push(
      `  ${page.page}: ${kilobytes(page.bytes)}, ${kilobytes(page.bytes - FIRST_ROUND_TRIP)} zu viel. Ihre längsten Texte:`,
    );
    const texts = [...page.texts].sort((a, b) => b.length - a.length);
    for (const text of texts.slice(0, LONGEST_TEXTS))
      lines.push(`    ${text.where}: ${formatNumber(text.length)} Zeichen`);
  }
  return { ok: false, lines };
}
