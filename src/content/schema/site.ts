import { z } from 'zod';
import { expected, httpsUrl, schemaPath, show, text, year } from './fields.ts';

// content/site.json: the campaign-wide facts and copy (contact, links, hero, success factors). Every object
// is strict, so a misspelt key is reported instead of silently ignored.

/** Placeholders that copy in site.json may contain; filled from the municipality file. */
export const COPY_PLACEHOLDERS = ['municipality', 'target'] as const;

const PLACEHOLDER_LIST = COPY_PLACEHOLDERS.map((p) => `{${p}}`).join(', ');

/**
 * Copy shown on the page: a text of at most `max` characters whose every "{" opens a known placeholder
 * that is closed, so that nothing like "{municipality" reaches the page literally.
 */
const copy = (max: number) =>
  text(max).superRefine((value, ctx) => {
    for (const [, name = '', closed] of value.matchAll(/\{([^{}]*)(\}?)/g)) {
      const known = (COPY_PLACEHOLDERS as readonly string[]).includes(name);
      if (closed && known) continue;
      const word = /^\w*/.exec(name)?.[0] || 'municipality';
      ctx.addIssue({
        code: 'custom',
        message: closed
          ? `is ${show(value)}; expected a text whose only placeholders are ${PLACEHOLDER_LIST}`
          : `is ${show(value)}; "{${word}" is not closed; expected a placeholder written like {${word}}`,
      });
    }
  });

/**
 * Icons an editor may give a success factor; src/sections/success-factors.tsx maps each to a lucide icon.
 * Every name costs bytes in the page's JavaScript (~120 B gzip), used or not: keep the list short.
 */
export const SUCCESS_FACTOR_ICONS = [
  'map-pin',
  'smartphone',
  'handshake',
  'badge-check',
  'shield-check',
  'users',
] as const;

const successFactor = z.strictObject({
  icon: z.enum(SUCCESS_FACTOR_ICONS, { error: expected(`one of ${SUCCESS_FACTOR_ICONS.join(', ')}`) }),
  // A card's heading (two lines at 360 px) and its text.
  title: copy(60),
  text: copy(320),
});

const swissPhone = z.string().regex(/^\+41 \d{2} \d{3} \d{2} \d{2}$/, {
  error: expected('a Swiss number written like +41 71 123 45 67'),
});

/** The check digit of a Swiss UID (eCH-0097: weights 5 4 3 2 7 6 5 4, modulo 11); null if none can exist. */
export function uidCheckDigit(eightDigits: string): number | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(eightDigits[i]), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? null : digit;
}

/** The company identification number (UID) as the commercial register prints it: CHE-123.456.789. */
const uid = z
  .string({ error: expected('a UID written like CHE-123.456.789') })
  .regex(/^CHE-\d{3}\.\d{3}\.\d{3}$/, { error: expected('a UID written like CHE-123.456.789') })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '');
      return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
    },
    { error: expected('a UID whose last digit is its check digit (mistyped?)') },
  );

export const siteSchema = z.strictObject({
  $schema: schemaPath,
  // In every page title, the footer and the link previews.
  campaign: text(30),
  /** The campaign-wide line of the link preview used where a municipality has no image of its own. */
  slogan: text(120),
  siteUrl: httpsUrl,
  copyrightYear: year,
  cooperative: z.strictObject({
    // The footer, the imprint and the legal text; an address line each at 360 px.
    name: text(80),
    legalForm: text(60),
    address: z.strictObject({
      street: text(60),
      postalCode: z.string({ error: expected('a four-digit postal code') }).regex(/^\d{4}$/, {
        error: expected('a four-digit postal code'),
      }),
      locality: text(40),
      country: text(40),
    }),
    // One unbreakable word in the footer and the imprint: beyond 30 characters it widens the page at 360 px.
    email: z
      .email({ error: expected('an email address like name@example.ch') })
      .max(30, { error: expected('an email address of at most 30 characters') }),
    phone: swissPhone,
    /** The entry in the commercial register, shown in the imprint. */
    register: z.strictObject({
      office: text(100),
      uid,
    }),
    /** The president of the board (Verwaltung), shown in the imprint. */
    president: text(60),
  }),
  links: z.strictObject({
    booking: httpsUrl,
    linkedin: httpsUrl,
    instagram: httpsUrl,
  }),
  /** Said to screen readers by every link that opens another site in a new tab (its description). */
  newTab: text(40),
  hero: z.strictObject({
    // The page's largest text: 90 characters are six lines at 360 px, the sub-text ten.
    headline: copy(90),
    subtext: copy(320),
  }),
  /** The four cards of the section 'Schlüsselfaktoren für den Erfolg', in their order on the page. */
  successFactors: z
    .array(successFactor, { error: expected('a list of four success factors { icon, title, text }') })
    .length(4, {
      error: (issue) => `lists ${(issue.input as unknown[]).length}; expected exactly four success factors`,
    }),
});

export type Site = z.infer<typeof siteSchema>;
export type SuccessFactor = z.infer<typeof successFactor>;
export type SuccessFactorIcon = (typeof SUCCESS_FACTOR_ICONS)[number];
