import { z } from 'zod';
import { unsafeUrlProblem } from '../unsafe-text.ts';

// The field types the content files share, and the wording of their error messages: each message says
// what was found and what was expected, so an editor knows what to change.

/** What was found, briefly, for an error message. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** An error message that says what was found and what is expected: "is "100"; expected a whole number". */
export const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `is missing; expected ${what}` : `is ${show(issue.input)}; expected ${what}`;

/** "1,000,000": numbers in messages, written for the editor. */
const written = (n: number) => n.toLocaleString('en');

/**
 * A text that is not empty and has at most `max` characters (after trimming). Every text has a place on the
 * page and a limit that still fits it at 360 px (docs/content.md, "Limits"); a megabyte typed by mistake stops the
 * build instead of making a megabyte page.
 */
export const text = (max: number) =>
  z
    .string({ error: expected('a text') })
    .trim()
    .min(1, { error: expected('a text that is not empty') })
    .max(max, {
      error: (issue) =>
        `is ${show(issue.input)} (${written(String(issue.input).length)} characters); expected at most ${written(max)} characters`,
    });

/** URLs are not shown on the page; the limit only keeps a runaway value out. */
const MAX_URL = 300;
export const httpsUrl = z
  .url({ protocol: /^https$/, error: expected('an https:// URL') })
  .max(MAX_URL, { error: expected(`an https:// URL of at most ${MAX_URL} characters`) })
  .superRefine((value, ctx) => {
    // Anything but https:// is refused above already.
    const problem = /^https:\/\//i.test(value) ? unsafeUrlProblem(value) : undefined;
    // `line`: src/content/load.ts names the line of the value in the file.
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { line: true } });
  });

/** The single-family houses of one municipality: the largest Swiss municipality has far fewer. */
export const MAX_HOUSES = 1_000_000;
export const count = z
  .int({ error: expected('a whole number') })
  .nonnegative({ error: expected('a number of 0 or more') })
  .max(MAX_HOUSES, { error: expected(`a number of at most ${written(MAX_HOUSES)}`) });

/** Years of the campaign's figures: history, start, copyright. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
export const year = z
  .int({ error: expected('a year') })
  .min(FIRST_YEAR, { error: expected(`a year from ${FIRST_YEAR} to ${LAST_YEAR}`) })
  .max(LAST_YEAR, { error: expected(`a year from ${FIRST_YEAR} to ${LAST_YEAR}`) });

/** A chart draws one point per year; beyond this many, its labels no longer fit at 360 px. */
export const MAX_CHART_YEARS = 30;

/** "$schema": the path of the editors' JSON Schema; read by editors only. */
export const schemaPath = z
  .string({ error: expected('a path') })
  .max(200, { error: expected('a path of at most 200 characters') })
  .optional();
