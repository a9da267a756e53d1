import { z } from 'zod';

// The field types the content files share, and the wording of their error messages: each message says
// what was found and what was expected, so an editor knows what to change.

/** What was found, briefly, for an error message. */
function show(value: unknown): string {
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

export const text = z
  .string({ error: expected('a text') })
  .trim()
  .min(1, { error: expected('a text that is not empty') });
export const httpsUrl = z.url({ protocol: /^https$/, error: expected('an https:// URL') });
export const count = z
  .int({ error: expected('a whole number') })
  .nonnegative({ error: expected('a number of 0 or more') });
export const year = z
  .int({ error: expected('a year') })
  .min(1900, { error: expected('a year') })
  .max(2200, { error: expected('a year') });
