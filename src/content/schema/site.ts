import { z } from 'zod';
import { quote } from '../quote.ts';
import { httpsUrl, schemaPath, slug, text, year } from './fields.ts';
import { PARTNER_TYPES, type PartnerType } from './municipality.ts';

type PartnerTypeLabels = Record<PartnerType, ReturnType<typeof text>>;

// content/site.json: the campaign-wide facts and copy (contact, links, hero, success factors). Every object
// is strict, so a misspelt key is reported instead of silently ignored.

/** Placeholders that copy in site.json may contain; filled from the municipality file. */
export const COPY_PLACEHOLDERS = ['municipality', 'target', 'campaign'] as const;

/** Placeholders of the heat-pump chart's success box, filled from content/heat-pump-index.json. */
export const INDEX_PLACEHOLDERS = ['firstYear', 'year', 'factor'] as const;

/** Placeholders of the houses chart's texts, filled from the municipality's history and forecast. */
const HOUSES_PLACEHOLDERS = ['firstYear', 'startYear', 'year'] as const;

/** The language of a text that is not the page's German (the spec writes two messages in English), for lang. */
const textLanguage = z.enum(['en', 'fr', 'it']).optional();

/**
 * Copy shown on the page: a text of at most `max` characters whose every "{" opens a known placeholder
 * (those of the municipality file, and `also`) that is closed, so that nothing like "{municipality"
 * reaches the page literally.
 */
const copy = (max: number, also: readonly string[] = [], required: readonly string[] = []) =>
  text(max).superRefine((value, ctx) => {
    // The page puts something of its own where a required placeholder stands: once, not twice.
    for (const name of required) {
      const times = value.split(`{${name}}`).length - 1;
      if (times !== 1)
        ctx.addIssue({
          code: 'custom',
          message: times
            ? `Der Platzhalter {${name}} steht ${times}-mal im Text. Erwartet ihn genau einmal.`
            : `Der Platzhalter {${name}} fehlt. Erwartet ihn genau so im Text.`,
        });
    }
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
  /** The municipality whose page is the site's home page, /: the file name of a published municipality. */
  homeMunicipality: slug,
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
  /** The two ways to get in touch (hero, top bar, call to action): the buttons' labels. */
  contactButtons: z.strictObject({
    booking: text(24),
    mail: text(24),
    /** The mail button on the call to action's panel. */
    mailInvite: text(32),
  }),
  /** The line under the headline of the link preview images ({cooperative}: the cooperative's name). */
  shareImage: z.strictObject({ byline: copy(60, ['cooperative']) }),
  /** The first link of every page, shown on keyboard focus: it skips to the main content. */
  skipLink: text(40),
  /** The home page's title ({campaign}: the campaign's name) and its description for search engines. */
  homePage: z.strictObject({
    title: copy(70),
    organisation: copy(200),
  }),
  /** The privacy page: its title, description ({cooperative}: the cooperative's name), heading and lines. */
  privacyPage: z.strictObject({
    title: text(70),
    description: copy(200, ['cooperative']),
    back: text(40),
    kicker: text(30),
    heading: text(80),
    updated: text(40),
  }),
  /** The top bar's logo link (its label on the home page and on the other pages) and its buttons' name. */
  topBar: z.strictObject({ homeAnchor: text(60), homePage: text(60), contact: text(30) }),
  /** The section of today's houses: the line under the total, the two cards' labels and their share line. */
  housingStats: z.strictObject({
    total: copy(60),
    renewable: text(30),
    fossil: text(30),
    share: copy(60, ['share'], ['share']),
  }),
  /** The section 'Jetzt auch für …': its paragraph, the counters' badges and lines, and the houses chart. */
  wilChart: z.strictObject({
    intro: copy(320),
    /** The badges' titles: the change in houses, and the growth of the renewable ones in per cent. */
    housesBadge: copy(60),
    upliftBadge: copy(80),
    /** The line under each counter and its share; {today} and {after} are the figures without and with the project. */
    counts: copy(80, ['today', 'after']),
    shares: copy(100, ['today', 'after']),
    /** The target's share of all houses; {share} is the emphasised figure that counts up. */
    targetShare: copy(160, ['total', 'share'], ['share']),
    chartTitle: copy(120, HOUSES_PLACEHOLDERS),
    chartDescription: copy(160, HOUSES_PLACEHOLDERS),
    chartSource: copy(160, HOUSES_PLACEHOLDERS),
    /** The chart's text for screen readers; {first}, {start}, {with}, {without} are its counts. */
    chartSummary: copy(400, [...HOUSES_PLACEHOLDERS, 'first', 'start', 'with', 'without']),
    /** The y-axis' unit, the year of the start and the two forecast lines' names. */
    unit: text(20),
    startLabel: text(30),
    withLabel: text(30),
    withoutLabel: text(30),
    forecast: text(20),
    yearColumn: text(30),
    housesColumn: text(60),
  }),
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
    /** The chart area's messages: before the section was seen, while loading, when the chart failed. */
    scrollPrompt: text(60),
    loading: text(60),
    loadingLang: textLanguage,
    failed: text(120),
    /** Under the prompt when the page runs without JavaScript. */
    noScript: text(160),
    chartTitle: copy(120, ['firstYear', 'year']),
    seriesColumn: text(30),
    /** The legend's name for screen readers, its note on series with two lines, and those lines' suffixes. */
    legendLabel: text(30),
    legendNote: text(200),
    upperSuffix: text(20),
    lowerSuffix: text(20),
    /** The source line: {sources} are the real series' sources, or the note while all are placeholders. */
    source: copy(200, ['sources'], ['sources']),
    placeholderNote: text(80),
    otherSeriesNote: text(100),
    /** The y-axis' unit and the chart's text for screen readers ({name}, {factor}: the highlighted series). */
    unit: copy(40, ['firstYear']),
    chartSummary: copy(200, ['firstYear', 'year']),
    summaryHighlight: copy(160, ['name', 'year', 'factor']),
    summaryRange: copy(160, ['firstYear', 'year', 'min', 'max']),
  }),
  /** Every chart's data table: the label that opens it and its name for screen readers ({title}: the chart's). */
  chartTable: z.strictObject({ toggle: text(40), label: copy(200, ['title'], ['title']) }),
  /** The section 'Unsere Partner': its paragraph and the name of each partner type under the logos. */
  partners: z.strictObject({
    intro: copy(320),
    types: z.strictObject(
      Object.fromEntries(PARTNER_TYPES.map((type) => [type, text(40)])) as PartnerTypeLabels,
    ),
  }),
  /** The paragraph beside the call to action's buttons. */
  callToAction: z.strictObject({ text: copy(320) }),
  footer: z.strictObject({
    logoLabel: text(60),
    tagline: text(160),
    socialLabel: text(40),
    /** Each network's link name ({network}: LinkedIn, Instagram). */
    socialLink: copy(60, ['network'], ['network']),
    quickLinks: text(30),
    contact: text(30),
    privacy: text(30),
    imprint: text(30),
    terms: text(30),
  }),
  /** The list of the other published municipalities before the footer of each municipality's page. */
  campaignLinks: z.strictObject({ heading: copy(40) }),
  /** The imprint on the privacy page: its heading, its sentence and the names of its rows. */
  imprint: z.strictObject({
    title: text(40),
    intro: text(160),
    operator: text(30),
    legalForm: text(30),
    address: text(30),
    register: text(30),
    uid: text(30),
    president: text(30),
    email: text(30),
    phone: text(30),
  }),
  /** The page for unknown addresses. */
  notFound: z.strictObject({
    title: text(60),
    description: text(160),
    logoLabel: text(60),
    heading: text(60),
    headingLang: textLanguage,
    text: text(200),
    button: text(40),
  }),
  /** The four cards of the section 'Schlüsselfaktoren für den Erfolg', in their order on the page. */
  successFactors: z.array(successFactor).length(4),
});

export type Site = z.infer<typeof siteSchema>;
export type SuccessFactor = z.infer<typeof successFactor>;
export type SuccessFactorIcon = (typeof SUCCESS_FACTOR_ICONS)[number];
