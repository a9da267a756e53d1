import { z } from 'zod';
import { quote } from '../quote.ts';
import { unsafeUrlProblem } from '../unsafe-text.ts';

// The field types the content files share. Every field says what it is beside its rules: a text in the one
// call that declares it (`textField` here, `copyField` in copy.ts), any other field in zod's `.meta()`: its
// German title, a description and an example (`examples`), which the editors' JSON Schemas
// (src/content/json-schema.ts), the German messages (src/content/issue-messages.ts), the editing app's form
// and the launch check read. The schemas word only their own rules (sums, years, one partner per type), in
// the messages' style: what is wrong, then "Erwartet …".

declare module 'zod' {
  interface GlobalMeta {
    /** What a text of a fixed form looks like, for a message ("eine Nummer wie +41 71 123 45 67"). */
    form?: string;
    /** A field of fixed values: each value's German name, in the schema's order (set by `choice`). */
    enumDescriptions?: string[];
  }
}

/** A map's keys in its order, as `z.enum` takes them. */
export const valuesOf = <T extends string>(names: Record<T, string>) => Object.keys(names) as [T, ...T[]];

/**
 * A field of fixed values, made from the one map of its values to their German names: the app offers the
 * names, the editors' schemas list them, the messages name them.
 */
export const choice = <T extends string>(names: Record<T, string>) =>
  z.enum(valuesOf(names)).meta({ enumDescriptions: Object.values(names) });

/** The form of a web address, in a message. */
export const HTTPS_FORM = 'eine vollständige Webadresse, die mit https:// beginnt';

/**
 * A text that is not empty and has at most `max` characters (after trimming). Every text has a place on the
 * page and a limit that still fits it at 360 px (docs/content.md, "Limits"); a megabyte typed by mistake stops the
 * build instead of making a megabyte page.
 */
export const text = (max: number) => z.string().trim().min(1).max(max);

/** What editors read of a field: its German title, what and where it is, and one example of a value. */
export interface Words<T = string> {
  title: string;
  description: string;
  example: T;
}

/** A field's words as zod's `.meta()` keeps them: the editors' JSON Schemas call the example `examples`. */
export const wordsMeta = <T>({ title, description, example }: Words<T>) => ({
  title,
  description,
  examples: [example],
});

/**
 * A block of fields (an object of a content file), said by name: its title and description first, where a
 * reader of a long list of fields looks for them, then the fields; no other key is allowed.
 */
export const block = <T extends z.core.$ZodLooseShape>({
  title,
  description,
  fields,
}: {
  title: string;
  description: string;
  fields: T;
}) => z.strictObject(fields).meta({ title, description });

/** A text field, said by name: its limit and its words. */
export const textField = ({ max, ...words }: Words & { max: number }) => text(max).meta(wordsMeta(words));

/** URLs are not shown on the page; the limit only keeps a runaway value out. */
const MAX_URL = 300;
export const httpsUrl = z
  .url({ protocol: /^https$/, hostname: /\./ })
  .max(MAX_URL)
  .superRefine((value, ctx) => {
    // Anything but https:// is refused above already.
    const problem = /^https:\/\//i.test(value) ? unsafeUrlProblem(value) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The single-family houses of one municipality: the largest Swiss municipality has far fewer. */
export const MAX_HOUSES = 1_000_000;
export const count = z.int().nonnegative().max(MAX_HOUSES);

/** Years of the campaign's figures: history, start, copyright. */
export const year = z.int().min(2000).max(2100);

/** The form of a day, in a message. */
export const DAY_FORM = 'ein Datum, geschrieben wie 2026-03-12 (Jahr-Monat-Tag)';

/**
 * A calendar day, written like 2026-03-12; the editing app offers a date picker for it (its JSON Schema's
 * format "date"). zod's own check knows the calendar: 2026-02-30 and 2026-02-29 are refused.
 */
export const day = z.iso
  .date({
    error: (issue) => {
      if (typeof issue.input !== 'string') return undefined;
      return /^\d{4}-\d{2}-\d{2}$/.test(issue.input)
        ? `Den ${issue.input} gibt es nicht im Kalender. Erwartet ${DAY_FORM}.`
        : `«${issue.input}» ist kein Datum. Erwartet ${DAY_FORM}.`;
    },
  })
  .meta({ form: DAY_FORM });

/** A Swiss phone number, written internationally: +41 71 123 45 67. */
export const swissPhone = z.string().regex(/^\+41 \d{2} \d{3} \d{2} \d{2}$/);

/** The check digit of a Swiss UID (eCH-0097: weights 5 4 3 2 7 6 5 4, modulo 11); null if none can exist. */
function uidCheckDigit(eightDigits: string): number | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(eightDigits[i]), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? null : digit;
}

/** The company identification number (UID) as the commercial register prints it: CHE-123.456.789. */
export const uid = z
  .string()
  .regex(/^CHE-\d{3}\.\d{3}\.\d{3}$/)
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '');
      return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
    },
    {
      error: (issue) =>
        `Die letzte Ziffer von ${quote(String(issue.input))} ist nicht die Prüfziffer (vertippt?). Erwartet die UID genau so, wie sie im Handelsregister steht.`,
    },
  );

/** A chart draws one point per year; beyond this many, its labels no longer fit at 360 px. */
export const MAX_CHART_YEARS = 30;

/** "$schema": the path of the editors' JSON Schema (`link`, as the content file writes it); read by editors only. */
export const schemaLink = (link: string) =>
  z
    .string()
    .max(200)
    .meta({
      title: 'Schema',
      description:
        'Verweis auf die Beschreibung dieser Datei; damit erklärt der Editor jedes Feld. Nicht ändern.',
      examples: [link],
    })
    .optional();

/** A municipality's file name without .json, and the path of its page: lower-case words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A page's path is at most this long (a municipality's file name: src/content/slug-rule.ts). */
export const MAX_SLUG_LENGTH = 40;
export const slug = z.string().regex(SLUG).max(MAX_SLUG_LENGTH);
/** The slug rule in words, for every message about a file name or a page's path. */
export const SLUG_RULE = `höchstens ${MAX_SLUG_LENGTH} Kleinbuchstaben (ohne Umlaute), Ziffern und einzelne Bindestriche dazwischen`;

type Context = z.core.$RefinementCtx;

/**
 * Years that follow each other, each once: one message per mistake at the entry where it shows. A missing
 * year is one message naming it, not one for every year after it; an entry that alone is off (a year typed
 * twice where the next one belongs, 2032 for 2023) is one message asking for the year it stands for.
 */
export function checkYears(years: readonly number[], ctx: Context, pathOf: (index: number) => PropertyKey[]) {
  let previous = years[0] ?? 0;
  for (let i = 1; i < years.length; i += 1) {
    const current = years[i] ?? 0;
    const meant = previous + 1;
    let message: string | undefined;
    if (current === meant) {
      previous = current;
      continue;
    }
    if (years[i + 1] === meant + 1) {
      // The entries around it fit: only this one is off.
      const twice = current === previous ? ` Das Jahr ${current} steht damit zweimal.` : '';
      message = `Hier steht ${current}, nach ${previous}.${twice} Erwartet ${meant}: jedes Jahr einmal, ohne Lücke.`;
      previous = meant;
    } else if (current === previous) {
      message = `Das Jahr ${current} steht zweimal. Erwartet jedes Jahr nur einmal: einen der beiden Einträge löschen.`;
    } else if (current > meant) {
      const missing = Array.from({ length: current - meant }, (_, k) => meant + k);
      const named =
        missing.length === 1 ? `Das Jahr ${meant} fehlt` : `Die Jahre ${meant} bis ${current - 1} fehlen`;
      message = `${named} (nach ${previous} folgt hier ${current}). Erwartet jedes Jahr ohne Lücke: ${missing.join(', ')} vor diesem Eintrag ergänzen.`;
      previous = current;
    } else {
      message = `Hier steht ${current} nach ${previous}. Erwartet die Jahre aufsteigend, ohne Lücke: nach ${previous} kommt ${meant}.`;
      previous = current;
    }
    ctx.addIssue({ code: 'custom', path: pathOf(i), message });
  }
}
