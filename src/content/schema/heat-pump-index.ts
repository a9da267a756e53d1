import { z } from 'zod';
import { expected, MAX_CHART_YEARS, schemaPath, text, year } from './fields.ts';

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

/** An index value: 1 is the first year; a thousandfold rise is beyond any real series (and any axis). */
const MAX_INDEX_VALUE = 1000;
const INDEX_VALUE = `an index value (a number from 0 to ${MAX_INDEX_VALUE}; the first year is 1)`;
const indexValue = z
  .number({ error: expected(INDEX_VALUE) })
  .nonnegative({ error: expected(INDEX_VALUE) })
  .max(MAX_INDEX_VALUE, { error: expected(INDEX_VALUE) });
const indexValues = z.array(indexValue, { error: expected('a list of index values, one per year') });

const heatPumpSeries = z
  .strictObject({
    key: z.enum(HEAT_PUMP_SERIES_KEYS, { error: expected(`one of ${HEAT_PUMP_SERIES_KEYS.join(', ')}`) }),
    // A line of the chart's legend at 360 px.
    label: text(40),
    /** Where the numbers come from; may be left out while the series is a placeholder. */
    source: text(200).optional(),
    /** The series drawn on top of the others and told in the success box; at most one. */
    highlight: z.boolean({ error: expected('true or false') }).optional(),
    /** The short name written at the end of the highlighted line (and in the chart's summary). */
    endLabel: text(20).optional(),
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
    if (s.highlight && s.endLabel === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['endLabel'],
        message: 'is missing; expected the short name written at the end of the highlighted line',
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
    $schema: schemaPath,
    years: z
      .array(year, { error: expected('a list of years') })
      .min(2, { error: expected('at least two years') })
      .max(MAX_CHART_YEARS, {
        error: (issue) =>
          `lists ${(issue.input as unknown[]).length} years; expected at most ${MAX_CHART_YEARS}, what the chart can label`,
      }),
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
    const highlighted = index.series.flatMap((s, i) => (s.highlight ? [i] : []));
    for (const i of highlighted.slice(1)) {
      ctx.addIssue({
        code: 'custom',
        path: ['series', i, 'highlight'],
        message: `is true; expected one highlighted series at most (series[${highlighted[0]}] is)`,
      });
    }
    const missing = HEAT_PUMP_SERIES_KEYS.filter((key) => !seen.has(key));
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['series'],
        message: `lacks ${missing.map((k) => `"${k}"`).join(', ')}; expected each of the six series ${HEAT_PUMP_SERIES_KEYS.join(', ')}`,
      });
    }
  });

export type HeatPumpIndex = z.infer<typeof heatPumpIndexSchema>;
export type HeatPumpSeries = HeatPumpIndex['series'][number];
export type HeatPumpSeriesKey = (typeof HEAT_PUMP_SERIES_KEYS)[number];
