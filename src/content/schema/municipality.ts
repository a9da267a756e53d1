import { z } from 'zod';
import { count, expected, httpsUrl, MAX_CHART_YEARS, MAX_HOUSES, schemaPath, text, year } from './fields.ts';

// content/municipalities/<slug>.json: one file per municipality. Every object is strict, so a misspelt key
// is reported instead of silently ignored. Cross-field rules (sums, contiguous years) sit beside the fields
// they check, so each problem is reported at the JSON path an editor has to change.

export const PARTNER_TYPES = [
  'municipality',
  'cantonal-energy-agency',
  'energy-supplier',
  'heat-pump-company',
  'data-company',
  'infrastructure',
] as const;

const partner = z.strictObject({
  // The logo's text alternative.
  name: text(60),
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
    $schema: schemaPath,
    // The descriptions (.meta) reach editors through the generated JSON Schema.
    // Filled into the headline and headings: 30 characters hold every Swiss municipality's name and keep
    // the longest headline to nine lines at 360 px.
    name: text(30).meta({
      description: 'The municipality\'s name as the pages write it, e.g. "Diepoldsau".',
    }),
    housing: housing.meta({
      description: 'Single-family houses today: total = renewable + fossil (by heating).',
    }),
    target: z
      .int({ error: expected('a whole number') })
      .positive({ error: expected('a number of 1 or more') })
      .max(MAX_HOUSES, { error: expected(`a number of at most ${MAX_HOUSES.toLocaleString('en')}`) })
      .meta({
        description: 'Houses the project switches from fossil to renewable heating (100 in Diepoldsau).',
      }),
    startYear: year.meta({
      description: 'The year the project starts; its value in the houses chart is housing.renewable.',
    }),
    renewableHistory: z
      .array(historyPoint, { error: expected('a list of { year, houses }') })
      .min(2, { error: expected('at least two years') })
      .max(MAX_CHART_YEARS, {
        error: (issue) =>
          `lists ${(issue.input as unknown[]).length} years; expected at most ${MAX_CHART_YEARS}, what the houses chart can label`,
      })
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

export type Municipality = z.infer<typeof municipalitySchema>;
export type Partner = z.infer<typeof partner>;
export type PartnerType = (typeof PARTNER_TYPES)[number];
