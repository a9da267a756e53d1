import { z } from 'zod';
import {
  checkYears,
  count,
  httpsUrl,
  MAX_CHART_YEARS,
  MAX_HOUSES,
  schemaPath,
  text,
  year,
} from './fields.ts';

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

/** Each type's German name, for editors: the field guide, the editing app's choice and the messages. */
export const PARTNER_TYPE_NAMES = {
  municipality: 'Gemeinde',
  'cantonal-energy-agency': 'kantonale Energieagentur',
  'energy-supplier': 'Energieversorger',
  'heat-pump-company': 'Wärmepumpen-Firma',
  'data-company': 'Datenfirma',
  infrastructure: 'Infrastruktur',
} as const satisfies Record<(typeof PARTNER_TYPES)[number], string>;

/** A partner's logo: a file in public/partners/ (src/content/load.ts checks that it exists). */
export const LOGO_PATH = /^\/partners\/[a-z0-9-]+\.(svg|png|webp)$/;

const partner = z.strictObject({
  // The logo's text alternative.
  name: text(60),
  type: z.enum(PARTNER_TYPES),
  url: httpsUrl,
  logo: z.string().regex(LOGO_PATH),
});

const housing = z.strictObject({ total: count, renewable: count, fossil: count }).superRefine((h, ctx) => {
  if (h.renewable + h.fossil !== h.total) {
    ctx.addIssue({
      code: 'custom',
      path: ['fossil'],
      message: `Erneuerbar ${h.renewable} + fossil ${h.fossil} = ${h.renewable + h.fossil}, aber total ist ${h.total}. Erwartet, dass beide zusammen das Total ergeben: fossil ${h.total - h.renewable} (oder total ${h.renewable + h.fossil}).`,
    });
  }
});

const historyPoint = z.strictObject({ year, houses: count });

/** "municipality", "energy-supplier", …: the types in the spec's order, for messages. */
const typeName = (type: keyof typeof PARTNER_TYPE_NAMES) => `"${type}" (${PARTNER_TYPE_NAMES[type]})`;
const typeList = (types: readonly (keyof typeof PARTNER_TYPE_NAMES)[]) => types.map(typeName).join(', ');

export const municipalitySchema = z
  .strictObject({
    $schema: schemaPath,
    // Filled into the headline and headings: 30 characters hold every Swiss municipality's name and keep
    // the longest headline to nine lines at 360 px.
    name: text(30),
    /** A draft (false) is built nowhere public: only `npm run dev` and the editing app show it. */
    published: z.boolean(),
    housing,
    target: z.int().positive().max(MAX_HOUSES),
    startYear: year,
    renewableHistory: z.array(historyPoint).min(2).max(MAX_CHART_YEARS),
    renewableWithoutProject: count,
    /** Overrides the y-axis of the houses chart, which is otherwise derived from its values. */
    housesAxis: z
      .strictObject({ min: count, max: count })
      .refine((axis) => axis.min < axis.max, {
        error: (issue) => {
          const axis = issue.input as { min: number; max: number };
          return `Minimum ${axis.min} ist nicht kleiner als Maximum ${axis.max}. Erwartet ein Minimum unter dem Maximum.`;
        },
      })
      .optional(),
    partners: z.array(partner).length(PARTNER_TYPES.length),
  })
  .superRefine((m, ctx) => {
    // Above MAX_HOUSES the number itself is the mistake, already reported.
    if (m.target > m.housing.fossil && m.target <= MAX_HOUSES) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: `Das Ziel ${m.target} ist grösser als die ${m.housing.fossil} fossil geheizten Häuser. Erwartet höchstens ${m.housing.fossil}: umstellen lassen sich nur fossil geheizte Häuser.`,
      });
    }
    // The history runs year by year up to the year before the start; the start year's value is
    // housing.renewable, so it is not typed twice.
    checkYears(
      m.renewableHistory.map((point) => point.year),
      ctx,
      (i) => ['renewableHistory', i, 'year'],
    );
    const last = m.renewableHistory.at(-1);
    if (last && last.year !== m.startYear - 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['renewableHistory', m.renewableHistory.length - 1, 'year'],
        message: `Der Verlauf endet mit ${last.year}, das Startjahr ist ${m.startYear}. Erwartet als letzten Eintrag das Jahr ${m.startYear - 1}, das Jahr vor dem Startjahr.`,
      });
    }
    // One partner per role: the page shows the six roles of the spec, each once.
    const seen = new Map<string, number>();
    m.partners.forEach((p, i) => {
      const first = seen.get(p.type);
      if (first === undefined) {
        seen.set(p.type, i);
        return;
      }
      const missing = PARTNER_TYPES.filter((t) => !m.partners.some((other) => other.type === t));
      ctx.addIssue({
        code: 'custom',
        path: ['partners', i, 'type'],
        message: `Der Typ ${typeName(p.type)} steht schon bei Partner ${first + 1}. Erwartet jeden Typ genau einmal${missing.length > 0 ? `; noch ohne Partner: ${typeList(missing)}` : ''}.`,
      });
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
          message: `Hier steht ${m.housesAxis.min}, das Diagramm zeigt aber auch ${low}. Erwartet höchstens ${low}, den kleinsten Wert des Diagramms.`,
        });
      }
      if (m.housesAxis.max < high) {
        ctx.addIssue({
          code: 'custom',
          path: ['housesAxis', 'max'],
          message: `Hier steht ${m.housesAxis.max}, das Diagramm zeigt aber auch ${high}. Erwartet mindestens ${high}, den grössten Wert des Diagramms.`,
        });
      }
    }
  });

export type Municipality = z.infer<typeof municipalitySchema>;
export type Partner = z.infer<typeof partner>;
export type PartnerType = (typeof PARTNER_TYPES)[number];
