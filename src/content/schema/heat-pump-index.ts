import { z } from 'zod';
import { checkYears, MAX_CHART_YEARS, schemaLink, textField, year } from './fields.ts';

// content/heat-pump-index.json: the campaign-wide chart of heat-pump applications, indexed to the first
// year = 1. A series is one line, or two (Plus: `values`, the upper estimate; Minus: `minus`, the lower).

/** One colour and marker each (src/components/charts/series-style.tsx); the order of the file sets them. */
export const MAX_CHART_SERIES = 6;

/** An index value: 1 is the first year; a thousandfold rise is beyond any real series (and any axis). */
const MAX_INDEX_VALUE = 1000;
const indexValues = (title: string, itemTitle: string, description: string) =>
  z
    .array(
      z
        .number()
        .nonnegative()
        .max(MAX_INDEX_VALUE)
        .meta({ title: itemTitle, description: 'Ein Indexwert; das erste Jahr ist 1.', examples: [1.25] }),
    )
    .meta({ title, description, examples: [[1, 1.25, 1.55]] });

const heatPumpSeries = z
  .strictObject({
    // Names the series for good, whatever its label: letters and digits, as a JSON key is written.
    key: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]*$/)
      .meta({
        title: 'Schlüssel',
        description:
          'Der feste Name der Reihe, jede einmal; er bleibt, auch wenn sich die Bezeichnung ändert.',
        examples: ['verkaufteWPSchweiz'],
        form: 'ein Wort aus Buchstaben und Ziffern, ohne Leerzeichen',
      }),
    // A line of the chart's legend at 360 px.
    label: textField({
      max: 40,
      title: 'Bezeichnung',
      description: 'Der Name der Linie in der Legende.',
      example: 'Verkaufte WP Schweiz',
    }),
    /** Where the numbers come from; may be left out while the series is a placeholder. */
    source: textField({
      max: 200,
      title: 'Quelle',
      description: 'Woher die Zahlen stammen. Darf fehlen, solange "placeholder": true gilt.',
      example: 'Gemeinde Musterwil (Baugesuche)',
    }).optional(),
    /** The series drawn on top of the others and told in the success box; at most one. */
    highlight: z
      .boolean()
      .meta({
        title: 'Hervorgehoben',
        description:
          'true für die eine Reihe, die über den anderen gezeichnet und im Erfolgskasten erzählt wird.',
        examples: [true],
      })
      .optional(),
    /** The short name written at the end of the highlighted line (and in the chart's summary). */
    endLabel: textField({
      max: 20,
      title: 'Name am Linienende',
      description: 'Der kurze Name am Ende der hervorgehobenen Linie. Nötig, wenn "highlight": true.',
      example: 'Musterwil',
    }).optional(),
    /** true while the values are stand-ins until the cooperative supplies the real series. */
    placeholder: z
      .boolean()
      .meta({
        title: 'Platzhalter',
        description: 'true, solange die Werte Platzhalter sind.',
        examples: [true],
      })
      .optional(),
    values: indexValues('Werte', 'Wert', 'Ein Wert pro Jahr (bei zwei Linien: die obere Schätzung).'),
    minus: indexValues(
      'Untere Werte',
      'Unterer Wert',
      'Freiwillig: die untere Schätzung, ein Wert pro Jahr.',
    ).optional(),
  })
  .meta({ title: 'Reihe', description: 'Eine Linie des Diagramms.' })
  .superRefine((s, ctx) => {
    if (!s.placeholder && s.source === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['source'],
        message:
          'Das Feld "source" fehlt. Erwartet die Quelle der Zahlen, z. B. "source": "Gemeinde Musterwil (Baugesuche)", oder "placeholder": true, solange es keine gibt.',
      });
    }
    if (s.highlight && s.endLabel === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['endLabel'],
        message:
          'Das Feld "endLabel" fehlt. Erwartet den kurzen Namen am Ende der hervorgehobenen Linie, z. B. "endLabel": "Musterwil".',
      });
    }
    s.minus?.forEach((low, i) => {
      const high = s.values[i];
      if (high !== undefined && low > high) {
        ctx.addIssue({
          code: 'custom',
          path: ['minus', i],
          message: `Der untere Wert ${low} ist grösser als der obere ${high} (Werte, Wert ${i + 1}). Erwartet höchstens ${high}.`,
        });
      }
    });
  });

export const heatPumpIndexSchema = z
  .strictObject({
    $schema: schemaLink('../schemas/heat-pump-index.schema.json'),
    years: z
      .array(year.meta({ title: 'Jahr', description: 'Ein Jahr des Diagramms.', examples: [2020] }))
      .min(2)
      .max(MAX_CHART_YEARS)
      .meta({
        title: 'Jahre',
        description: 'Die Jahre des Diagramms, aufeinanderfolgend ohne Lücke.',
        examples: [[2020, 2021, 2022]],
      }),
    series: z.array(heatPumpSeries).min(1).max(MAX_CHART_SERIES).meta({
      title: 'Reihen',
      description: 'Die Linien des Diagramms, höchstens sechs; ihre Reihenfolge bestimmt die Farben.',
    }),
  })
  .superRefine((index, ctx) => {
    checkYears(index.years, ctx, (i) => ['years', i]);
    const seen = new Map<string, number>();
    index.series.forEach((s, i) => {
      const first = seen.get(s.key);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['series', i, 'key'],
          message: `Die Reihe "${s.key}" steht schon als Reihe ${first + 1}. Erwartet jede Reihe nur einmal.`,
        });
      } else seen.set(s.key, i);
      for (const line of ['values', 'minus'] as const) {
        const values = s[line];
        if (!values) continue;
        if (values.length !== index.years.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['series', i, line],
            message: `Die Liste hat ${values.length} Werte. Erwartet ${index.years.length}, einen pro Jahr von ${index.years[0]} bis ${index.years.at(-1)}.`,
          });
        }
        if (values[0] !== undefined && values[0] !== 1) {
          ctx.addIssue({
            code: 'custom',
            path: ['series', i, line, 0],
            message: `Hier steht ${values[0]}. Erwartet 1: jede Reihe beginnt im ersten Jahr (${index.years[0]}) mit 1.`,
          });
        }
      }
    });
    const highlighted = index.series.flatMap((s, i) => (s.highlight ? [i] : []));
    for (const i of highlighted.slice(1)) {
      ctx.addIssue({
        code: 'custom',
        path: ['series', i, 'highlight'],
        message: `Hier steht true, aber Reihe ${(highlighted[0] ?? 0) + 1} ist schon hervorgehoben. Erwartet höchstens eine hervorgehobene Reihe.`,
      });
    }
  })
  .meta({
    title: 'Wärmepumpen-Index',
    description: 'Das Diagramm der Wärmepumpen-Gesuche, für alle Gemeinden gleich; das erste Jahr ist 1.',
  });

export type HeatPumpIndex = z.infer<typeof heatPumpIndexSchema>;
export type HeatPumpSeries = HeatPumpIndex['series'][number];
