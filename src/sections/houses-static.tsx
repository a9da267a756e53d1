import { formatNumber, formatPercent } from '@/base/format.ts';
import { ChartFigure, type FigureParts, figureParts } from '@/components/charts/chart-figure.tsx';
import { FRAME_CLASS } from '@/components/charts/chart-size.ts';
import { HousesChart } from '@/components/charts/houses-chart.tsx';
import type { CampaignStatus } from '@/content/campaign-time.ts';
import { fill } from '@/content/placeholders.ts';
import type { Municipality } from '@/content/schema/municipality.ts';
import type { Site } from '@/content/schema/site.ts';
import { type HousingFigures, housesAxis, type RenewableSeries, renewableSeries } from '@/lib/figures.ts';
import type { HousesStatic } from './houses.tsx';

// The build-only parts of 'Jetzt auch für …' (see StaticHtml). Only src/entry-server.tsx imports this
// module, so the houses chart and the chart primitives it shares with the lazy heat-pump chart stay out of
// the page's initial JavaScript. Once the campaign has a result, its copy already says so (the achieved…
// texts in place of theirs: src/content/timed-content.ts).

export function housesStatic(
  site: Site,
  municipality: Municipality,
  status: CampaignStatus,
  figures: HousingFigures,
): HousesStatic {
  return {
    intro: site.wilChart.intro,
    renewableDetail: <BeforeAfter copy={site.wilChart} figures={figures} of="renewable" />,
    fossilDetail: <BeforeAfter copy={site.wilChart} figures={figures} of="fossil" />,
    figure: <HousesFigure site={site} municipality={municipality} status={status} />,
  };
}

type Copy = Site['wilChart'];

/** The chart's years, for its texts' placeholders. */
const years = (series: RenewableSeries) => ({
  firstYear: String(series.actual[0]?.year),
  startYear: String(series.startYear),
  year: String(series.projectionYear),
});

/** Caption, source and table of the houses chart. */
function housesFigureParts(copy: Copy, series: RenewableSeries): FigureParts {
  const fillYears = (template: string) => fill(template, years(series));
  const forecast = (label: string) => `${series.projectionYear} ${label} (${copy.forecast})`;
  return {
    title: fillYears(copy.chartTitle),
    description: fillYears(copy.chartDescription),
    source: fillYears(copy.chartSource),
    table: {
      columns: [copy.yearColumn, copy.housesColumn],
      rows: [
        ...series.actual.map((point) => ({
          header: point.year === series.startYear ? `${point.year} (${copy.startLabel})` : String(point.year),
          cells: [formatNumber(point.houses)],
        })),
        {
          // The result is no forecast.
          header: series.achieved ? `${series.projectionYear} ${copy.withLabel}` : forecast(copy.withLabel),
          cells: [formatNumber(series.withProject)],
        },
        { header: forecast(copy.withoutLabel), cells: [formatNumber(series.withoutProject)] },
      ],
    },
  };
}

function housesSummary(copy: Copy, series: RenewableSeries): string {
  return fill(copy.chartSummary, {
    ...years(series),
    first: formatNumber(series.actual[0]?.houses ?? 0),
    start: formatNumber(series.actual.at(-1)?.houses ?? 0),
    with: formatNumber(series.withProject),
    without: formatNumber(series.withoutProject),
  });
}

function HousesFigure({
  site,
  municipality,
  status,
}: {
  site: Site;
  municipality: Municipality;
  status: CampaignStatus;
}) {
  const copy = site.wilChart;
  const series = renewableSeries(municipality, status);
  return (
    <ChartFigure parts={figureParts(housesFigureParts(copy, series), site.chartTable)}>
      <div className={FRAME_CLASS.compact}>
        <HousesChart
          series={series}
          axis={housesAxis(municipality, status)}
          summary={housesSummary(copy, series)}
          labels={{
            unit: copy.unit,
            start: copy.startLabel,
            with: copy.withLabel,
            without: copy.withoutLabel,
          }}
        />
      </div>
    </ChartFigure>
  );
}

/** The count and share of renewable or fossil houses before the campaign beside those after it. */
function BeforeAfter({
  copy,
  figures,
  of,
}: {
  copy: Copy;
  figures: HousingFigures;
  of: 'renewable' | 'fossil';
}) {
  // {today} in the copy of a campaign ahead or running, {before} in the copy that replaces it once there is a
  // result: the same figure, the houses before the campaign.
  const fillIn = (template: string, today: string, after: string) =>
    fill(template, { today, before: today, after });
  return (
    <>
      {fillIn(copy.counts, formatNumber(figures[of]), formatNumber(figures[`${of}After`]))}
      <span className="block text-sm">
        {fillIn(copy.shares, formatPercent(figures[`${of}Share`]), formatPercent(figures[`${of}ShareAfter`]))}
      </span>
    </>
  );
}
