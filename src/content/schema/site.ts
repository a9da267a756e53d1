import { z } from 'zod';
import { quote } from '../quote.ts';
import { httpsUrl, schemaPath, text, year } from './fields.ts';

// content/site.json: the campaign-wide facts and copy (contact, links, hero, success factors). Every object
// is strict, so a misspelt key is reported instead of silently ignored.

/** Placeholders that copy in site.json may contain; filled from the municipality file. */
export const COPY_PLACEHOLDERS = ['municipality', 'target'] as const;

/** Placeholders of the heat-pump chart's success box, filled from content/heat-pump-index.json. */
export const INDEX_PLACEHOLDERS = ['firstYear', 'year', 'factor'] as const;

/**
 * Copy shown on the page: a text of at most `max` characters whose every "{" opens a known placeholder
 * (those of the municipality file, and `also`) that is closed, so that nothing like "{municipality"
 * reaches the page literally.
 */
const copy = (max: number, also: readonly string[] = []) =>
  text(max).superRefine((value, ctx) => {
    const names: readonly string[] = [...COPY_PLACEHOLDERS, ...also];
    const list = names.map((p) => `{${p}}`).join(', ');
    for (const [, name = '', closed] of value.matchAll(/\{([^{}]*)(\}?)/g)) {
      const known = names.includes(name);
      if (closed && known) continue;
      const word = /^\w*/.exec(name)?.[0] || 'municipality';
      ctx.addIssue({
        code: 'custom',
        message: closed
          ? `Der Platzhalter {${name}} ist unbekannt. Erwartet nur ${list} (genau so geschrieben).`
          : `Der Platzhalter "{${word}" ist nicht geschlossen. Erwartet ihn mit Klammer zu: {${word}}.`,
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
  icon: z.enum(SUCCESS_FACTOR_ICONS),
  // A card's heading (two lines at 360 px) and its text.
  title: copy(60),
  text: copy(320),
});

/** The anchor ids of the home page's sections (named as in the spec), in the page's order. */
export const SECTION_IDS = [
  'Home',
  'HousingStatsSection',
  'ChartSection',
  'WilChart',
  'SuccessFactorsSection',
  'PartnersSection',
  'CallToAction',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

const section = z.strictObject({
  id: z.enum(SECTION_IDS),
  // A heading of two lines at 360 px; soft hyphens (U+00AD) say where a long word may break.
  title: copy(80).optional(),
  /** The label of the footer's quick link to the section; without it, the footer does not list it. */
  nav: copy(40).optional(),
});

const swissPhone = z.string().regex(/^\+41 \d{2} \d{3} \d{2} \d{2}$/);

/** The check digit of a Swiss UID (eCH-0097: weights 5 4 3 2 7 6 5 4, modulo 11); null if none can exist. */
export function uidCheckDigit(eightDigits: string): number | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(eightDigits[i]), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? null : digit;
}

/** The company identification number (UID) as the commercial register prints it: CHE-123.456.789. */
const uid = z
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
      postalCode: z.string().regex(/^\d{4}$/),
      locality: text(40),
      country: text(40),
    }),
    // One unbreakable word in the footer and the imprint: beyond 30 characters it widens the page at 360 px.
    email: z.email().max(30),
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
  /**
   * The home page's sections in their order (the spec's): each heading (the hero's is `hero.headline`) and,
   * for the footer's quick links, its label.
   */
  sections: z.array(section).superRefine((list, ctx) => {
    const ids = list.map((s) => s.id).join(', ');
    if (ids !== SECTION_IDS.join(', '))
      ctx.addIssue({
        code: 'custom',
        message: `Die Liste nennt ${ids || 'keinen Abschnitt'}. Erwartet jeden Abschnitt einmal, in der Reihenfolge der Seite: ${SECTION_IDS.join(', ')}.`,
      });
  }),
  /** The section 'Jetzt auch für …': its first paragraph. */
  wilChart: z.strictObject({ intro: copy(320) }),
  /**
   * The heat-pump chart's section: its paragraph, the figure's description, and the success box about the
   * highlighted series of content/heat-pump-index.json ({firstYear}, {year}: its first and last year,
   * {factor}: its last value).
   */
  heatPumpChart: z.strictObject({
    intro: copy(320),
    description: copy(160),
    successTitle: copy(60),
    successUnit: text(12),
    successCaption: copy(80, INDEX_PLACEHOLDERS),
    successText: copy(320, INDEX_PLACEHOLDERS),
  }),
  /** The four cards of the section 'Schlüsselfaktoren für den Erfolg', in their order on the page. */
  successFactors: z.array(successFactor).length(4),
});

export type Site = z.infer<typeof siteSchema>;
export type SuccessFactor = z.infer<typeof successFactor>;
export type SuccessFactorIcon = (typeof SUCCESS_FACTOR_ICONS)[number];
