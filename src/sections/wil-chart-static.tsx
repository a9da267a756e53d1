import { formatNumber, formatPercent } from '@/base/format.ts';
import { ChartFigure, type FigureParts, figureParts } from '@/components/charts/chart-figure.tsx';
import { FRAME_CLASS } from '@/components/charts/chart-size.ts';
import { HousesChart } from '@/components/charts/houses-chart.tsx';
import type { Municipality } from '@/content/schema/municipality.ts';
import type { Site } from '@/content/schema/site.ts';
import { fillCopy } from '@/lib/copy.ts';
import { type HousingFigures, housesAxis, type RenewableSeries, renewableSeries } from '@/lib/figures.ts';
import type { WilChartStatic } from './wil-chart.tsx';

// The build-only parts of 'Jetzt auch für …' (see StaticHtml). Only src/entry-server.tsx imports this
// module, so the houses chart and the chart primitives it shares with the lazy heat-pump chart stay out of
// the page's initial JavaScript.

export function wilChartStatic(site: Site, municipality: Municipality, f: HousingFigures): WilChartStatic {
  return {
    intro: fillCopy(site.wilChart.intro, municipality),
    renewableDetail: <BeforeAfter site={site} municipality={municipality} figures={f} of="renewable" />,
    fossilDetail: <BeforeAfter site={site} municipality={municipality} figures={f} of="fossil" />,
    figure: <HousesFigure site={site} municipality={municipality} />,
  };
}

type Copy = Site['wilChart'];

/** The chart's years, for its texts' placeholders. */
const years = (s: RenewableSeries) => ({
  firstYear: String(s.actual[0]?.year),
  startYear: String(s.startYear),
  year: String(s.projectionYear),
});

/** Caption, source and table of the houses chart. */
function housesFigureParts(copy: Copy, m: Municipality, s: RenewableSeries): FigureParts {
  const fill = (template: string) => fillCopy(template, m, years(s));
  const forecast = (label: string) => `${s.projectionYear} ${label} (${copy.forecast})`;
  return {
    title: fill(copy.chartTitle),
    description: fill(copy.chartDescription),
    source: fill(copy.chartSource),
    table: {
      columns: [copy.yearColumn, copy.housesColumn],
      rows: [
        ...s.actual.map((p) => ({
          header: p.year === s.startYear ? `${p.year} (${copy.startLabel})` : String(p.year),
          cells: [formatNumber(p.houses)],
        })),
        { header: forecast(copy.withLabel), cells: [formatNumber(s.withProject)] },
        { header: forecast(copy.withoutLabel), cells: [formatNumber(s.withoutProject)] },
      ],
    },
  };
}

function housesSummary(copy: Copy, m: Municipality, s: RenewableSeries): string {
  return fillCopy(copy.chartSummary, m, {
    ...years(s),
    first: formatNumber(s.actual[0]?.houses ?? 0),
    start: formatNumber(s.actual.at(-1)?.houses ?? 0),
    with: formatNumber(s.withProject),
    without: formatNumber(s.withoutProject),
  });
}

function HousesFigure({ site, municipality }: { site: Site; municipality: Municipality }) {
  const copy = site.wilChart;
  const series = renewableSeries(municipality);
  return (
    <ChartFigure parts={figureParts(housesFigureParts(copy, municipality, series), site.chartTable)}>
      <div className={FRAME_CLASS.compact}>
        <HousesChart
          series={series}
          axis={housesAxis(municipality)}
          summary={housesSummary(copy, municipality, series)}
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

/** Today's count and share of renewable or fossil houses beside those after the project. */
function BeforeAfter({
  site,
  municipality,
  figures: f,
  of,
}: {
  site: Site;
  municipality: Municipality;
  figures: HousingFigures;
  of: 'renewable' | 'fossil';
}) {
  const fill = (template: string, today: string, after: string) =>
    fillCopy(template, municipality, { today, after });
  return (
    <>
      {fill(site.wilChart.counts, formatNumber(f[of]), formatNumber(f[`${of}After`]))}
      <span className="block text-sm">
        {fill(site.wilChart.shares, formatPercent(f[`${of}Share`]), formatPercent(f[`${of}ShareAfter`]))}
      </span>
    </>
  );
}
