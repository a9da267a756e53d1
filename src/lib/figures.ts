import { type CampaignStatus, campaignChange } from '@/content/campaign-time.ts';
import { fill } from '@/content/placeholders.ts';
import type { HeatPumpIndex } from '@/content/schema/heat-pump-index.ts';
import type { Municipality } from '@/content/schema/municipality.ts';
import type { Site } from '@/content/schema/site.ts';

// Every figure the site shows that is not typed in the content file is computed here, from the content.

export interface HousingFigures {
  total: number;
  renewable: number;
  fossil: number;
  /** The houses the campaign changes: its target, or its result once it has one. */
  target: number;
  /** Shares in percent of all houses, unrounded. */
  renewableShare: number;
  fossilShare: number;
  renewableAfter: number;
  fossilAfter: number;
  renewableShareAfter: number;
  fossilShareAfter: number;
  /** How much the renewable count grows through the project, in percent of today's count. */
  renewableUplift: number;
  /** The project target as a share of all houses, in percent. */
  targetShare: number;
}

export interface YearValue {
  year: number;
  houses: number;
}

export interface RenewableSeries {
  /** Year by year up to and including the start year (whose value is today's renewable count). */
  actual: YearValue[];
  startYear: number;
  projectionYear: number;
  /** The renewable houses after the campaign: its target reached, or its result once it has one. */
  withProject: number;
  withoutProject: number;
  /** Whether `withProject` is the result achieved rather than a projection. */
  achieved: boolean;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

/** The year the campaign starts in: the houses chart's «Start 100in100». */
export const startYear = (municipality: Pick<Municipality, 'campaign'>) =>
  Number(municipality.campaign.start.slice(0, 4));

type Status = Pick<CampaignStatus, 'result'>;

export function housingFigures(municipality: Municipality, status: Status): HousingFigures {
  const { total, renewable, fossil } = municipality.housing;
  const change = campaignChange(municipality.target, status);
  const renewableAfter = renewable + change;
  const fossilAfter = fossil - change;
  return {
    total,
    renewable,
    fossil,
    target: change,
    renewableShare: percent(renewable, total),
    fossilShare: percent(fossil, total),
    renewableAfter,
    fossilAfter,
    renewableShareAfter: percent(renewableAfter, total),
    fossilShareAfter: percent(fossilAfter, total),
    renewableUplift: percent(change, renewable),
    targetShare: percent(change, total),
  };
}

export function renewableSeries(municipality: Municipality, status: Status): RenewableSeries {
  const start = startYear(municipality);
  return {
    actual: [...municipality.renewableHistory, { year: start, houses: municipality.housing.renewable }],
    startYear: start,
    projectionYear: start + 1,
    withProject: municipality.housing.renewable + campaignChange(municipality.target, status),
    withoutProject: municipality.renewableWithoutProject,
    achieved: status.result !== undefined,
  };
}

export interface AxisRange {
  min: number;
  max: number;
}

/**
 * The y-axis of a chart that shows `values`: 10 % room below the smallest and 15 % above the largest (for
 * the labels of the projections), rounded outward to tens.
 */
export function houseAxisRange(values: readonly number[]): AxisRange {
  if (values.length === 0) throw new RangeError('houseAxisRange: no values');
  const min = Math.floor((Math.min(...values) * 0.9) / 10) * 10;
  const max = Math.ceil((Math.max(...values) * 1.15) / 10) * 10;
  return { min: Math.max(0, min), max: max > min ? max : min + 10 };
}

/** Every value the houses chart draws. */
export function renewableSeriesValues(series: RenewableSeries): number[] {
  return [...series.actual.map((point) => point.houses), series.withProject, series.withoutProject];
}

/** The houses chart's y-axis: the municipality file's `housesAxis` if it has one, else derived. */
export function housesAxis(municipality: Municipality, status: Status): AxisRange {
  return (
    municipality.housesAxis ?? houseAxisRange(renewableSeriesValues(renewableSeries(municipality, status)))
  );
}

/** One drawn line of the heat-pump index chart: a series, or the Plus or Minus line of a series. */
export interface IndexLine {
  key: string;
  /** Position of the series in the file (0-5): picks its colour and marker. */
  seriesIndex: number;
  /** The series' label; the table adds which of its two lines this is (site.json → heatPumpChart). */
  label: string;
  /** "single" for a series with one line; "plus"/"minus" for the upper/lower estimate. */
  kind: 'single' | 'plus' | 'minus';
  values: number[];
}

/** The lines of the index chart, in drawing order; a series with a `minus` line gives two. */
export function indexLines(index: HeatPumpIndex): IndexLine[] {
  return index.series.flatMap((series, seriesIndex): IndexLine[] =>
    series.minus
      ? [
          {
            key: `${series.key}Plus`,
            seriesIndex,
            label: series.label,
            kind: 'plus' as const,
            values: series.values,
          },
          {
            key: `${series.key}Minus`,
            seriesIndex,
            label: series.label,
            kind: 'minus' as const,
            values: series.minus,
          },
        ]
      : [
          {
            key: series.key,
            seriesIndex,
            label: series.label,
            kind: 'single' as const,
            values: series.values,
          },
        ],
  );
}

/** The largest value of the index chart, for its y-axis. */
export function indexMax(index: HeatPumpIndex): number {
  return Math.max(...indexLines(index).flatMap((line) => line.values));
}

/** The highlighted series (the place where 100in100 began): its name and its index in the last year. */
export function indexHighlight(
  index: HeatPumpIndex,
): { key: string; name: string; year: number; value: number } | undefined {
  const series = index.series.find((series) => series.highlight);
  const year = index.years.at(-1);
  const value = series?.values.at(-1);
  return !series || year === undefined || value === undefined
    ? undefined
    : { key: series.key, name: series.endLabel ?? series.label, year, value };
}

/**
 * The figure's source line: the sources of the real series, and, while any series is a placeholder, a note
 * that its values are stand-ins.
 */
export function indexSourceLine(
  index: HeatPumpIndex,
  copy: Pick<Site['heatPumpChart'], 'source' | 'placeholderNote' | 'otherSeriesNote'>,
): string {
  const sources = [
    ...new Set(
      index.series.flatMap((series) => (!series.placeholder && series.source ? [series.source] : [])),
    ),
  ];
  if (sources.length === 0) return fill(copy.source, { sources: copy.placeholderNote });
  if (index.series.some((series) => series.placeholder)) sources.push(copy.otherSeriesNote);
  return fill(copy.source, { sources: sources.join('; ') });
}
