import { TrendingUp } from 'lucide';
import { type FigureParts, figureParts } from '@/components/charts/chart-figure';
import { IndexLegend } from '@/components/charts/index-legend';
import { Icon } from '@/components/ui/icon';
import type { HeatPumpIndex } from '@/content/schema/heat-pump-index';
import { indexLines, indexSourceLine, uzwilHighlight } from '@/lib/figures';
import { formatNumber } from '@/lib/format';
import type { HeatPumpChartStatic } from './heat-pump-chart';

// The build-only parts of the heat-pump chart section (see StaticHtml). Only src/entry-server.tsx imports
// this module, so the legend and the marker shapes it shares with the lazy chart stay in that chunk.

export function heatPumpChartStatic(index: HeatPumpIndex): HeatPumpChartStatic {
  return {
    intro:
      'In Uzwil hat 100in100 begonnen. So haben sich dort die Gesuche für Wärmepumpen entwickelt, verglichen mit der ganzen Schweiz und der Stadt St. Gallen.',
    figure: figureParts(indexFigureParts(index)),
    successBox: <SuccessBox index={index} />,
  };
}

/** Caption, legend, source and table of the figure. */
function indexFigureParts(index: HeatPumpIndex): FigureParts {
  const first = index.years[0];
  const last = index.years.at(-1);
  return {
    title: `Wärmepumpen ${first} bis ${last}, im Verhältnis zu ${first} (${first} = 1)`,
    description: 'Gesuche in Uzwil, Schätzungen und Daten für die Schweiz und die Stadt St. Gallen',
    source: indexSourceLine(index),
    legend: <IndexLegend index={index} />,
    table: {
      columns: ['Reihe', ...index.years.map(String)],
      rows: indexLines(index).map((line) => ({
        header: line.label,
        cells: line.values.map((v) => formatNumber(v, { decimals: 2 })),
      })),
    },
  };
}

function SuccessBox({ index }: { index: HeatPumpIndex }) {
  const highlight = uzwilHighlight(index);
  if (!highlight) return null;
  const first = index.years[0];
  const factor = formatNumber(highlight.value, { decimals: 2 });
  return (
    <div className="rounded-2xl border border-brand/30 bg-brand-soft p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-page">
          <Icon icon={TrendingUp} className="size-6" />
        </span>
        <h3 className="text-xl font-bold">Erfolg von 100in100</h3>
      </div>
      <p className="mt-6 text-5xl font-extrabold tracking-tight text-brand tabular-nums">
        {factor}
        <span className="text-3xl">-mal</span>
      </p>
      <p className="mt-1 font-semibold">{`so viele Gesuche wie ${first}`}</p>
      <p className="mt-4 text-pretty">
        {`In Uzwil, wo 100in100 begonnen hat, stiegen die Gesuche für Wärmepumpen ${highlight.year} auf das ${factor}-Fache von ${first}: weit über den Reihen für die ganze Schweiz.`}
      </p>
    </div>
  );
}
