import { ChartFigure, type FigureParts, figureParts } from '@/components/charts/chart-figure.tsx';
import { FRAME_CLASS } from '@/components/charts/chart-size.ts';
import { HousesChart, START_LABEL, WITH_LABEL, WITHOUT_LABEL } from '@/components/charts/houses-chart.tsx';
import type { Municipality } from '@/content/schema/municipality.ts';
import type { Site } from '@/content/schema/site.ts';
import { fillCopy } from '@/lib/copy.ts';
import { type HousingFigures, housesAxis, type RenewableSeries, renewableSeries } from '@/lib/figures.ts';
import { formatNumber, formatPercent } from '@/lib/format.ts';
import type { WilChartStatic } from './wil-chart.tsx';

// The build-only parts of 'Jetzt auch für …' (see StaticHtml). Only src/entry-server.tsx imports this
// module, so the houses chart and the chart primitives it shares with the lazy heat-pump chart stay out of
// the page's initial JavaScript.

export function wilChartStatic(site: Site, municipality: Municipality, f: HousingFigures): WilChartStatic {
  return {
    intro: fillCopy(site.wilChart.intro, municipality),
    renewableDetail: <BeforeAfter figures={f} of="renewable" />,
    fossilDetail: <BeforeAfter figures={f} of="fossil" />,
    figure: <HousesFigure municipality={municipality} />,
  };
}

/** Caption, source and table of the houses chart. */
function housesFigureParts(name: string, s: RenewableSeries): FigureParts {
  return {
    title: `Einfamilienhäuser mit erneuerbarer Heizung in ${name}, ${s.actual[0]?.year} bis ${s.projectionYear}`,
    description: `Bis ${s.startYear} der Bestand, ${s.projectionYear} die Prognose mit und ohne 100in100`,
    source: `Quelle: 100in100, Gebäudebestand ${name}; ${s.projectionYear}: Prognose`,
    table: {
      columns: ['Jahr', 'Einfamilienhäuser mit erneuerbarer Heizung'],
      rows: [
        ...s.actual.map((p) => ({
          header: p.year === s.startYear ? `${p.year} (${START_LABEL})` : String(p.year),
          cells: [formatNumber(p.houses)],
        })),
        { header: `${s.projectionYear} ${WITH_LABEL} (Prognose)`, cells: [formatNumber(s.withProject)] },
        {
          header: `${s.projectionYear} ${WITHOUT_LABEL} (Prognose)`,
          cells: [formatNumber(s.withoutProject)],
        },
      ],
    },
  };
}

function housesSummary(name: string, s: RenewableSeries): string {
  const first = s.actual[0];
  return `Liniendiagramm: Einfamilienhäuser mit erneuerbarer Heizung in ${name}, ${first?.year}: ${formatNumber(
    first?.houses ?? 0,
  )}, ${s.startYear}: ${formatNumber(s.actual.at(-1)?.houses ?? 0)} (${START_LABEL}). Prognose ${
    s.projectionYear
  }: ${formatNumber(s.withProject)} ${WITH_LABEL}, ${formatNumber(s.withoutProject)} ${WITHOUT_LABEL}.`;
}

function HousesFigure({ municipality }: { municipality: Municipality }) {
  const series = renewableSeries(municipality);
  return (
    <ChartFigure parts={figureParts(housesFigureParts(municipality.name, series))}>
      <div className={FRAME_CLASS.compact}>
        <HousesChart
          series={series}
          axis={housesAxis(municipality)}
          summary={housesSummary(municipality.name, series)}
        />
      </div>
    </ChartFigure>
  );
}

/** Today's count and share of renewable or fossil houses beside those after the project. */
function BeforeAfter({ figures: f, of }: { figures: HousingFigures; of: 'renewable' | 'fossil' }) {
  return (
    <>
      {`heute ${formatNumber(f[of])} · mit 100in100 ${formatNumber(f[`${of}After`])}`}
      <span className="block text-sm">
        {`Anteil am Bestand: ${formatPercent(f[`${of}Share`])} heute, ${formatPercent(f[`${of}ShareAfter`])} mit 100in100`}
      </span>
    </>
  );
}
