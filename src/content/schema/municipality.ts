import { z } from 'zod';
import { buildDay, isDay, writtenDay } from '../../base/calendar.ts';
import { CAMPAIGN_DAYS, campaignEnd } from '../campaign-time.ts';
import {
  checkYears,
  choice,
  count,
  day,
  HTTPS_FORM,
  httpsUrl,
  MAX_CHART_YEARS,
  MAX_HOUSES,
  schemaLink,
  text,
  valuesOf,
  year,
} from './fields.ts';

// content/municipalities/<slug>.json: one file per municipality. Every object is strict, so a misspelt key
// is reported instead of silently ignored. Cross-field rules (sums, contiguous years) sit beside the fields
// they check, so each problem is reported at the JSON path an editor has to change.

/**
 * The partners' roles, in the spec's order, each with its German name as the page shows it under the logos:
 * the one spelling of the editing app's choice, the messages and the editors' schemas. The page's own labels
 * are copy in content/site.json (partners.types), held equal to these by src/content/partner-types.test.ts.
 */
export const PARTNER_TYPE_NAMES = {
  municipality: 'Gemeinde',
  'cantonal-energy-agency': 'Kantonale Energieagentur',
  'energy-supplier': 'Energieversorger',
  'heat-pump-company': 'Wärmepumpen-Firma',
  'data-company': 'Datenfirma',
  infrastructure: 'Infrastruktur',
} as const;
export const PARTNER_TYPES = valuesOf(PARTNER_TYPE_NAMES);

/** A partner's logo: a file in public/partners/ (src/content/load.ts checks that it exists). */
export const LOGO_PATH = /^\/partners\/[a-z0-9-]+\.(svg|png|webp)$/;
/** The logo rule in words: what a logo's file name in public/partners/ may be. */
export const LOGO_NAME_RULE = 'Kleinbuchstaben, Ziffern und Bindestriche, Endung .svg, .png oder .webp';

const partner = z
  .strictObject({
    // The logo's text alternative.
    name: text(60).meta({
      title: 'Name',
      description: 'Der Name des Partners; Screenreader lesen ihn anstelle des Logos vor.',
      examples: ['Gemeinde Musterwil'],
    }),
    type: choice(PARTNER_TYPE_NAMES).meta({
      title: 'Typ',
      description: 'Die Rolle des Partners.',
      examples: ['municipality'],
    }),
    url: httpsUrl.meta({
      title: 'Webadresse',
      description: 'Die Website des Partners, vollständig mit https://.',
      examples: ['https://www.diepoldsau.ch'],
      form: HTTPS_FORM,
    }),
    logo: z
      .string()
      .regex(LOGO_PATH)
      .meta({
        title: 'Logo',
        description: 'Die Logo-Datei im Ordner public/partners/ (SVG, PNG oder WebP), mit / am Anfang.',
        examples: ['/partners/diepoldsau.svg'],
        form: `eine Datei in public/partners/, geschrieben wie /partners/name.svg (${LOGO_NAME_RULE})`,
      }),
  })
  .meta({ title: 'Partner', description: 'Ein Partner: Name, Typ, Webadresse und Logo.' });

const housing = z
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

/** "municipality", "energy-supplier", …: the types in the spec's order, for messages. */
const typeName = (type: keyof typeof PARTNER_TYPE_NAMES) => `"${type}" (${PARTNER_TYPE_NAMES[type]})`;
const typeList = (types: readonly (keyof typeof PARTNER_TYPE_NAMES)[]) => types.map(typeName).join(', ');

/**
 * The campaign's days, its progress and its result against each other, the houses and the day of the build
 * (SOURCE_DATE_EPOCH, else today; in the editing app, the day it is open).
 */
function checkCampaignTime(m: z.infer<typeof municipalityShape>, ctx: z.core.$RefinementCtx) {
  const { start, end } = m.campaign;
  // A day that does not exist is reported at its field already.
  if (![start, end ?? start, m.progress?.asOf ?? start].every(isDay)) return;
  const last = campaignEnd(m.campaign);
  const today = buildDay();
  if (end !== undefined && end <= start)
    ctx.addIssue({
      code: 'custom',
      path: ['campaign', 'end'],
      message: `Das Ende ${writtenDay(end)} liegt nicht nach dem Start ${writtenDay(start)}. Erwartet einen Tag nach dem Start, oder kein Ende (dann dauert die Kampagne ${CAMPAIGN_DAYS} Tage).`,
    });
  const fossil = m.housing.fossil;
  for (const [key, what] of [
    ['progress', 'Der Zwischenstand'],
    ['result', 'Das Ergebnis'],
  ] as const) {
    const replaced = m[key]?.replaced;
    if (replaced !== undefined && replaced > fossil && replaced <= MAX_HOUSES)
      ctx.addIssue({
        code: 'custom',
        path: [key, 'replaced'],
        message: `${what} ${replaced} ist grösser als die ${fossil} fossil geheizten Häuser. Erwartet höchstens ${fossil}.`,
      });
  }
  const asOf = m.progress?.asOf;
  if (asOf !== undefined && (asOf < start || asOf > last))
    ctx.addIssue({
      code: 'custom',
      path: ['progress', 'asOf'],
      message: `Der Stand vom ${writtenDay(asOf)} liegt ausserhalb der Kampagne (${writtenDay(start)} bis ${writtenDay(last)}). Erwartet einen Tag der Kampagne.`,
    });
  else if (asOf !== undefined && asOf > today)
    ctx.addIssue({
      code: 'custom',
      path: ['progress', 'asOf'],
      message: `Der Stand vom ${writtenDay(asOf)} liegt in der Zukunft (heute ist der ${writtenDay(today)}). Erwartet einen Tag bis heute.`,
    });
  if (m.result && today <= last)
    ctx.addIssue({
      code: 'custom',
      path: ['result'],
      message: `Ein Ergebnis gibt es erst nach dem letzten Tag, dem ${writtenDay(last)} (heute ist der ${writtenDay(today)}). Erwartet bis dann einen Zwischenstand ("progress") statt eines Ergebnisses.`,
    });
}

const municipalityShape = z.strictObject({
  $schema: schemaLink('../../schemas/municipality.schema.json'),
  // Filled into the headline and headings: 30 characters hold every Swiss municipality's name and keep
  // the longest headline to nine lines at 360 px.
  name: text(30).meta({
    title: 'Name der Gemeinde',
    description: 'Der Name der Gemeinde, wie ihn die Seiten schreiben (Titel, Überschriften).',
    examples: ['Musterwil'],
  }),
  // Where the campaign stands on the map of all campaigns; checked against the geodata with the name
  // (src/content/geodata/official-municipalities.ts), so a typo cannot move it to another municipality.
  bfsNumber: z
    .int()
    .min(1)
    .max(9999)
    .meta({
      title: 'BFS-Gemeindenummer',
      description:
        'Die amtliche Nummer der Gemeinde (Bundesamt für Statistik, 1 bis 4 Ziffern). Sie setzt die Gemeinde auf die Karte aller Kampagnen und muss zum Namen passen.',
      examples: [3234],
    }),
  /** A draft (false) is built nowhere public: only `npm run dev` and the editing app show it. */
  published: z.boolean().meta({
    title: 'Veröffentlicht',
    description:
      'Eingeschaltet (true): die Seite der Gemeinde ist öffentlich, unter /dateiname. Aus (false): ein Entwurf, nur in der Vorschau zu sehen.',
    examples: [true],
  }),
  housing: housing.meta({
    title: 'Einfamilienhäuser',
    description: 'Die Einfamilienhäuser der Gemeinde heute: total = erneuerbar + fossil geheizt.',
  }),
  target: z
    .int()
    .positive()
    .max(MAX_HOUSES)
    .meta({
      title: 'Ziel',
      description:
        'So viele Häuser stellt das Projekt von fossil auf erneuerbar um (höchstens die fossil geheizten).',
      examples: [100],
    }),
  campaign: z
    .strictObject({
      start: day.meta({
        title: 'Start',
        description: `Der erste der ${CAMPAIGN_DAYS} Tage.`,
        examples: ['2026-03-01'],
      }),
      end: day
        .meta({
          title: 'Ende',
          description: `Freiwillig: der letzte Tag. Ohne dieses Feld dauert die Kampagne ${CAMPAIGN_DAYS} Tage, Start und letzter Tag mitgezählt.`,
          examples: ['2026-06-08'],
        })
        .optional(),
      placeholder: z
        .boolean()
        .meta({
          title: 'Daten noch offen',
          description:
            'Eingeschaltet: Start und Ende sind vorläufig. Die Seite zeigt sie; die Startkontrolle (npm run launch-check) meldet sie, bis das Feld gelöscht oder ausgeschaltet ist.',
          examples: [true],
        })
        .optional(),
    })
    .meta({
      title: 'Kampagne',
      description: `Die ${CAMPAIGN_DAYS} Tage der Kampagne. Die Seite richtet sich nach dem Tag, an dem sie gebaut wird: angekündigt, läuft, abgeschlossen.`,
    }),
  progress: z
    .strictObject({
      replaced: count.meta({
        title: 'Ersetzte Heizungen',
        description: 'So viele fossile Heizungen sind bis zum Stichtag ersetzt.',
        examples: [37],
      }),
      asOf: day.meta({
        title: 'Stand vom',
        description: 'Der Tag, von dem die Zahl stammt: innerhalb der Kampagne und nicht in der Zukunft.',
        examples: ['2026-03-12'],
      }),
    })
    .meta({
      title: 'Zwischenstand',
      description: 'Freiwillig, während die Kampagne läuft: so viele Heizungen sind bis jetzt ersetzt.',
    })
    .optional(),
  result: z
    .strictObject({
      replaced: count.meta({
        title: 'Ersetzte Heizungen',
        description: 'So viele fossile Heizungen hat die Kampagne ersetzt.',
        examples: [86],
      }),
      yearBefore: count
        .meta({
          title: 'Im ganzen Jahr davor',
          description:
            'Freiwillig: so viele Heizungen wurden im ganzen Jahr vor der Kampagne ersetzt. Die Seite rechnet daraus, wie viel schneller es mit der Kampagne ging.',
          examples: [21],
        })
        .optional(),
    })
    .meta({
      title: 'Ergebnis',
      description: 'Erst nach dem letzten Tag: was die Kampagne erreicht hat.',
    })
    .optional(),
  renewableHistory: z
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
    }),
  renewableWithoutProject: count.meta({
    title: 'Häuser ohne Projekt',
    description:
      'So viele Häuser wären im Jahr nach dem Start der Kampagne ohne das Projekt erneuerbar geheizt.',
    examples: [330],
  }),
  /** Overrides the y-axis of the houses chart, which is otherwise derived from its values. */
  housesAxis: z
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
    .optional(),
  partners: z.array(partner).length(PARTNER_TYPES.length).meta({
    title: 'Partner',
    description: 'Genau sechs Partner, einer pro Typ, in der Reihenfolge der Logos auf der Seite.',
  }),
});

export const municipalitySchema = municipalityShape
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
    const startYear = Number(m.campaign.start.slice(0, 4));
    const last = m.renewableHistory.at(-1);
    if (last && Number.isInteger(startYear) && last.year !== startYear - 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['renewableHistory', m.renewableHistory.length - 1, 'year'],
        message: `Der Verlauf endet mit ${last.year}, die Kampagne beginnt ${startYear}. Erwartet als letzten Eintrag das Jahr ${startYear - 1}, das Jahr vor dem Start.`,
      });
    }
    checkCampaignTime(m, ctx);
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
  })
  .meta({
    title: 'Gemeinde',
    description: 'Die Zahlen und Partner einer Gemeinde. Eine Datei pro Gemeinde.',
  });

export type Municipality = z.infer<typeof municipalitySchema>;
export type Partner = z.infer<typeof partner>;
export type PartnerType = (typeof PARTNER_TYPES)[number];
