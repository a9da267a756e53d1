import { z } from 'zod';
import { checkYears, count, MAX_CHART_YEARS, MAX_HOUSES, year } from '../fields.ts';

// A municipality's houses: the stock today, the target, the years before the campaign and the houses
// chart's axis, and the rules that hold them against each other.

export const housing = z
  .strictObject({
    total: count.meta({
      title: 'total',
      description: 'Alle Einfamilienhäuser der Gemeinde.',
      examples: [1567],
    }),
    renewable: count.meta({
      title: 'erneuerbar geheizt',
      description: 'Häuser mit Wärmepumpe, Holz oder Fernwärme.',
      examples: [312],
    }),
    fossil: count.meta({
      title: 'fossil geheizt',
      description: 'Häuser mit Öl- oder Gasheizung.',
      examples: [1255],
    }),
  })
  .superRefine((h, ctx) => {
    if (h.renewable + h.fossil !== h.total) {
      ctx.addIssue({
        code: 'custom',
        path: ['fossil'],
        message: `Erneuerbar ${h.renewable} + fossil ${h.fossil} = ${h.renewable + h.fossil}, aber total ist ${h.total}. Erwartet, dass beide zusammen das Total ergeben: fossil ${h.total - h.renewable} (oder total ${h.renewable + h.fossil}).`,
      });
    }
  })
  .meta({
    title: 'Einfamilienhäuser',
    description: 'Die Einfamilienhäuser der Gemeinde heute: total = erneuerbar + fossil geheizt.',
  });

export const target = z
  .int()
  .positive()
  .max(MAX_HOUSES)
  .meta({
    title: 'Ziel',
    description:
      'So viele Häuser stellt das Projekt von fossil auf erneuerbar um (höchstens die fossil geheizten).',
    examples: [100],
  });

const historyPoint = z
  .strictObject({
    year: year.meta({ title: 'Jahr', description: 'Das Jahr dieses Eintrags.', examples: [2025] }),
    houses: count.meta({
      title: 'Häuser',
      description: 'Erneuerbar geheizte Häuser in diesem Jahr.',
      examples: [294],
    }),
  })
  .meta({
    title: 'Verlauf, Eintrag',
    description: 'Ein Jahr des Verlaufs.',
    examples: [{ year: 2025, houses: 294 }],
  });

export const renewableHistory = z
  .array(historyPoint)
  .min(2)
  .max(MAX_CHART_YEARS)
  .meta({
    title: 'Verlauf',
    description:
      'Erneuerbar geheizte Häuser pro Jahr, ein Eintrag pro Jahr ohne Lücke, bis zum Jahr vor dem Start der Kampagne.',
    examples: [
      [
        { year: 2024, houses: 276 },
        { year: 2025, houses: 294 },
      ],
    ],
  });

export const renewableWithoutProject = count.meta({
  title: 'Häuser ohne Projekt',
  description:
    'So viele Häuser wären im Jahr nach dem Start der Kampagne ohne das Projekt erneuerbar geheizt.',
  examples: [330],
});

/** Overrides the y-axis of the houses chart, which is otherwise derived from its values. */
export const housesAxis = z
  .strictObject({
    min: count.meta({ title: 'Minimum', description: 'Der kleinste Wert der Achse.', examples: [200] }),
    max: count.meta({ title: 'Maximum', description: 'Der grösste Wert der Achse.', examples: [450] }),
  })
  .refine((axis) => axis.min < axis.max, {
    error: (issue) => {
      const axis = issue.input as { min: number; max: number };
      return `Minimum ${axis.min} ist nicht kleiner als Maximum ${axis.max}. Erwartet ein Minimum unter dem Maximum.`;
    },
  })
  .meta({
    title: 'Achse des Häuser-Diagramms',
    description: 'Freiwillig: Anfang und Ende der senkrechten Achse. Ohne dieses Feld wird sie berechnet.',
  })
  .optional();

type HouseFields = {
  housing: z.infer<typeof housing>;
  target: number;
  campaign: { start: string };
  renewableHistory: z.infer<typeof renewableHistory>;
  renewableWithoutProject: number;
  housesAxis?: z.infer<typeof housesAxis>;
};

/** The target against the fossil-heated houses, and the history year by year up to the campaign's start. */
export function checkTargetAndHistory(m: HouseFields, ctx: z.core.$RefinementCtx) {
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
  const startYear = Number(m.campaign.start.slice(0, 4));
  const last = m.renewableHistory.at(-1);
  if (last && Number.isInteger(startYear) && last.year !== startYear - 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['renewableHistory', m.renewableHistory.length - 1, 'year'],
      message: `Der Verlauf endet mit ${last.year}, die Kampagne beginnt ${startYear}. Erwartet als letzten Eintrag das Jahr ${startYear - 1}, das Jahr vor dem Start.`,
    });
  }
}

/** Every value the houses chart draws lies inside an axis the file sets. */
export function checkAxis(m: HouseFields, ctx: z.core.$RefinementCtx) {
  if (m.housesAxis && m.housesAxis.min < m.housesAxis.max) {
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
}
