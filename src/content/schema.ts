import { z } from 'zod';

// The shapes of the files in content/. Every object is strict, so a misspelt key is reported instead of
// silently ignored. Cross-field rules (sums, contiguous years) sit beside the fields they check, so each
// problem is reported at the JSON path an editor has to change.

/** What was found, briefly, for an error message. */
function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** An error message that says what was found and what is expected: "is "100"; expected a whole number". */
const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `is missing; expected ${what}` : `is ${show(issue.input)}; expected ${what}`;

const text = z
  .string({ error: expected('a text') })
  .trim()
  .min(1, { error: expected('a text that is not empty') });
const httpsUrl = z.url({ protocol: /^https$/, error: expected('an https:// URL') });
const count = z
  .int({ error: expected('a whole number') })
  .nonnegative({ error: expected('a number of 0 or more') });
const year = z
  .int({ error: expected('a year') })
  .min(1900, { error: expected('a year') })
  .max(2200, { error: expected('a year') });

/** Placeholders that copy in site.json may contain; filled from the municipality file. */
export const COPY_PLACEHOLDERS = ['municipality', 'target'] as const;

const copy = text.refine(
  (value) =>
    [...value.matchAll(/\{([^}]*)\}/g)].every(([, name]) =>
      (COPY_PLACEHOLDERS as readonly string[]).includes(name ?? ''),
    ),
  {
    error: expected(
      `a text whose only placeholders are ${COPY_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
    ),
  },
);

export const PARTNER_TYPES = [
  'municipality',
  'cantonal-energy-agency',
  'energy-supplier',
  'heat-pump-company',
  'data-company',
  'infrastructure',
] as const;

const partner = z.strictObject({
  name: text,
  type: z.enum(PARTNER_TYPES, { error: expected(`one of ${PARTNER_TYPES.join(', ')}`) }),
  url: httpsUrl,
  logo: z.string().regex(/^\/partners\/[a-z0-9-]+\.(svg|png|webp)$/, {
    error: expected('a file in public/partners/, written like /partners/name.svg'),
  }),
});

const housing = z.strictObject({ total: count, renewable: count, fossil: count }).superRefine((h, ctx) => {
  if (h.renewable + h.fossil !== h.total) {
    ctx.addIssue({
      code: 'custom',
      path: ['fossil'],
      message: `is ${h.fossil}; expected total − renewable = ${h.total - h.renewable} (renewable + fossil must equal total ${h.total})`,
    });
  }
});

const historyPoint = z.strictObject({ year, houses: count });

export const municipalitySchema = z
  .strictObject({
    $schema: z.string().optional(),
    // The descriptions (.meta) reach editors through the generated JSON Schema.
    name: text.meta({ description: 'The municipality\'s name as the pages write it, e.g. "Diepoldsau".' }),
    housing: housing.meta({
      description: 'Single-family houses today: total = renewable + fossil (by heating).',
    }),
    target: z
      .int({ error: expected('a whole number') })
      .positive({ error: expected('a number of 1 or more') })
      .meta({
        description: 'Houses the project switches from fossil to renewable heating (100 in Diepoldsau).',
      }),
    startYear: year.meta({
      description: 'The year the project starts; its value in the houses chart is housing.renewable.',
    }),
    renewableHistory: z
      .array(historyPoint, { error: expected('a list of { year, houses }') })
      .min(2, { error: expected('at least two years') })
      .meta({
        description:
          'Houses with renewable heating per year, one entry per year without gaps, ending the year before startYear.',
      }),
    renewableWithoutProject: count.meta({
      description: 'Houses with renewable heating in the year after startYear if there were no project.',
    }),
    /** Overrides the y-axis of the houses chart, which is otherwise derived from its values. */
    housesAxis: z
      .strictObject({ min: count, max: count })
      .refine((axis) => axis.min < axis.max, {
        error: (issue) => {
          const axis = issue.input as { min: number; max: number };
          return `is ${axis.min}-${axis.max}; expected min below max`;
        },
      })
      .optional()
      .meta({ description: "Optional: the houses chart's y-axis; without it, derived from the values." }),
    partners: z
      .array(partner, { error: expected('a list of partners') })
      .length(6, {
        error: (issue) => `lists ${(issue.input as unknown[]).length}; expected exactly six partners`,
      })
      .meta({
        description:
          'Exactly six: municipality, cantonal energy agency, energy supplier, heat-pump company, data company, infrastructure.',
      }),
  })
  .superRefine((m, ctx) => {
    if (m.target > m.housing.fossil) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: `is ${m.target}; expected at most the ${m.housing.fossil} fossil-heated houses`,
      });
    }
    // The history runs year by year up to the year before the start; the start year's value is
    // housing.renewable, so it is not typed twice.
    m.renewableHistory.forEach((point, i) => {
      const next = (m.renewableHistory[0]?.year ?? 0) + i;
      if (point.year !== next) {
        ctx.addIssue({
          code: 'custom',
          path: ['renewableHistory', i, 'year'],
          message: `is ${point.year}; expected ${next}: the years follow each other without gaps (year ${next} is missing)`,
        });
      }
    });
    if (m.housesAxis && m.housesAxis.min < m.housesAxis.max) {
      // Every value the houses chart draws must lie inside the axis.
      const values = [
        ...m.renewableHistory.map((p) => p.houses),
        m.housing.renewable,
        m.housing.renewable + m.target,
        m.renewableWithoutProject,
      ];
      const low = Math.min(...values);
      const high = Math.max(...values);
      if (m.housesAxis.min > low) {
        ctx.addIssue({
          code: 'custom',
          path: ['housesAxis', 'min'],
          message: `is ${m.housesAxis.min}; expected at most ${low}, the smallest value the houses chart shows`,
        });
      }
      if (m.housesAxis.max < high) {
        ctx.addIssue({
          code: 'custom',
          path: ['housesAxis', 'max'],
          message: `is ${m.housesAxis.max}; expected at least ${high}, the largest value the houses chart shows`,
        });
      }
    }
    const last = m.renewableHistory.at(-1);
    if (last && last.year !== m.startYear - 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['renewableHistory'],
        message: `ends with ${last.year}; expected it to end with ${m.startYear - 1}, the year before startYear`,
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
  title: copy.pipe(z.string().max(60, { error: expected('a title of at most 60 characters') })),
  text: copy.pipe(z.string().max(320, { error: expected('a text of at most 320 characters') })),
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
  $schema: z.string().optional(),
  campaign: text,
  /** The campaign-wide line of the link preview used where a municipality has no image of its own. */
  slogan: text,
  siteUrl: httpsUrl,
  copyrightYear: year,
  cooperative: z.strictObject({
    name: text,
    legalForm: text,
    address: z.strictObject({
      street: text,
      postalCode: z.string({ error: expected('a four-digit postal code') }).regex(/^\d{4}$/, {
        error: expected('a four-digit postal code'),
      }),
      locality: text,
      country: text,
    }),
    email: z.email({ error: expected('an email address like name@example.ch') }),
    phone: swissPhone,
    /** The entry in the commercial register, shown in the imprint. */
    register: z.strictObject({
      office: text,
      uid,
    }),
    /** The president of the board (Verwaltung), shown in the imprint. */
    president: text,
  }),
  links: z.strictObject({
    booking: httpsUrl,
    linkedin: httpsUrl,
    instagram: httpsUrl,
  }),
  hero: z.strictObject({
    headline: copy,
    subtext: copy,
  }),
  /** The four cards of the section 'Schlüsselfaktoren für den Erfolg', in their order on the page. */
  successFactors: z
    .array(successFactor, { error: expected('a list of four success factors { icon, title, text }') })
    .length(4, {
      error: (issue) => `lists ${(issue.input as unknown[]).length}; expected exactly four success factors`,
    }),
});

// content/heat-pump-index.json: the campaign-wide chart of heat-pump applications, indexed to the first
// year = 1. A series is one line, or two (Plus: `values`, the upper estimate; Minus: `minus`, the lower).

/** The six series of the spec, by key. The order of the file sets their colours (--chart-1 … --chart-6). */
export const HEAT_PUMP_SERIES_KEYS = [
  'uzwilWPGesuche',
  'schweizSchaetzungGemini',
  'schweizDatenGemini',
  'verkaufteWPSchweiz',
  'SchweizEnergyReporter',
  'heizungsersatzStadtSG',
] as const;

const indexValue = z
  .number({ error: expected('an index value (a number of 0 or more; the first year is 1)') })
  .nonnegative({ error: expected('an index value (a number of 0 or more; the first year is 1)') });
const indexValues = z.array(indexValue, { error: expected('a list of index values, one per year') });

const heatPumpSeries = z
  .strictObject({
    key: z.enum(HEAT_PUMP_SERIES_KEYS, { error: expected(`one of ${HEAT_PUMP_SERIES_KEYS.join(', ')}`) }),
    label: text,
    /** Where the numbers come from; may be left out while the series is a placeholder. */
    source: text.optional(),
    /** true while the values are stand-ins until the cooperative supplies the real series. */
    placeholder: z.boolean({ error: expected('true or false') }).optional(),
    values: indexValues,
    minus: indexValues.optional(),
  })
  .superRefine((s, ctx) => {
    if (!s.placeholder && s.source === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['source'],
        message: 'is missing; expected the source of the data (or "placeholder": true while there is none)',
      });
    }
    s.minus?.forEach((low, i) => {
      const high = s.values[i];
      if (high !== undefined && low > high) {
        ctx.addIssue({
          code: 'custom',
          path: ['minus', i],
          message: `is ${low}; expected at most ${high}, the upper estimate in values[${i}]`,
        });
      }
    });
  });

export const heatPumpIndexSchema = z
  .strictObject({
    $schema: z.string().optional(),
    years: z
      .array(year, { error: expected('a list of years') })
      .min(2, { error: expected('at least two years') }),
    series: z.array(heatPumpSeries, { error: expected('a list of series') }),
  })
  .superRefine((index, ctx) => {
    index.years.forEach((y, i) => {
      const next = (index.years[0] ?? 0) + i;
      if (y !== next) {
        ctx.addIssue({
          code: 'custom',
          path: ['years', i],
          message: `is ${y}; expected ${next}: the years follow each other without gaps`,
        });
      }
    });
    const seen = new Map<string, number>();
    index.series.forEach((s, i) => {
      const first = seen.get(s.key);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['series', i, 'key'],
          message: `is "${s.key}"; expected each series once (it is already series[${first}])`,
        });
      } else seen.set(s.key, i);
      for (const line of ['values', 'minus'] as const) {
        const values = s[line];
        if (!values) continue;
        if (values.length !== index.years.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['series', i, line],
            message: `lists ${values.length} values; expected ${index.years.length}, one per year ${index.years[0]}-${index.years.at(-1)}`,
          });
        }
        if (values[0] !== undefined && values[0] !== 1) {
          ctx.addIssue({
            code: 'custom',
            path: ['series', i, line, 0],
            message: `is ${values[0]}; expected 1: every series is indexed to its first year (${index.years[0]} = 1)`,
          });
        }
      }
    });
    const missing = HEAT_PUMP_SERIES_KEYS.filter((key) => !seen.has(key));
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['series'],
        message: `lacks ${missing.map((k) => `"${k}"`).join(', ')}; expected each of the six series ${HEAT_PUMP_SERIES_KEYS.join(', ')}`,
      });
    }
  });

export type Municipality = z.infer<typeof municipalitySchema>;
export type Site = z.infer<typeof siteSchema>;
export type Partner = z.infer<typeof partner>;
export type HeatPumpIndex = z.infer<typeof heatPumpIndexSchema>;
export type HeatPumpSeries = HeatPumpIndex['series'][number];
export type HeatPumpSeriesKey = (typeof HEAT_PUMP_SERIES_KEYS)[number];
export type PartnerType = (typeof PARTNER_TYPES)[number];
export type SuccessFactor = z.infer<typeof successFactor>;
export type SuccessFactorIcon = (typeof SUCCESS_FACTOR_ICONS)[number];
