import { TrendingUp } from 'lucide';
import { formatNumber } from '@/base/format.ts';
import { type FigureParts, figureParts } from '@/components/charts/chart-figure.tsx';
import { IndexLegend } from '@/components/charts/index-legend.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { fill } from '@/content/placeholders.ts';
import type { HeatPumpIndex } from '@/content/schema/heat-pump-index.ts';
import type { Site } from '@/content/schema/site.ts';
import { indexHighlight, indexLines, indexSourceLine } from '@/lib/figures.ts';
import type { HeatPumpIndexStatic } from './heat-pump-index.tsx';

// The build-only parts of the heat-pump chart section (see StaticHtml). Only src/entry-server.tsx imports
// this module, so the legend and the marker shapes it shares with the lazy chart stay in that chunk.

type Copy = Site['heatPumpChart'];

export function heatPumpIndexStatic(index: HeatPumpIndex, site: Site): HeatPumpIndexStatic {
  const copy = site.heatPumpChart;
  return {
    intro: copy.intro,
    figure: figureParts(
      indexFigureParts(index, copy, {
        title: fill(copy.chartTitle, {
          firstYear: String(index.years[0]),
          year: String(index.years.at(-1)),
        }),
        description: copy.description,
      }),
      site.chartTable,
    ),
    successBox: <SuccessBox index={index} copy={copy} />,
  };
}

/** Caption, legend, source and table of the figure. */
function indexFigureParts(
  index: HeatPumpIndex,
  copy: Copy,
  caption: { title: string; description: string },
): FigureParts {
  return {
    ...caption,
    source: indexSourceLine(index, copy),
    legend: <IndexLegend index={index} copy={copy} />,
    table: {
      columns: [copy.seriesColumn, ...index.years.map(String)],
      rows: indexLines(index).map((line) => ({
        header:
          line.kind === 'single'
            ? line.label
            : `${line.label} ${line.kind === 'plus' ? copy.upperSuffix : copy.lowerSuffix}`,
        cells: line.values.map((v) => formatNumber(v, { decimals: 2 })),
      })),
    },
  };
}

function SuccessBox({ index, copy }: { index: HeatPumpIndex; copy: Copy }) {
  const highlight = indexHighlight(index);
  if (!highlight) return null;
  const factor = formatNumber(highlight.value, { decimals: 2 });
  const fillIn = (template: string) =>
    fill(template, { firstYear: String(index.years[0]), year: String(highlight.year), factor });
  return (
    <div className="rounded-2xl border border-brand/30 bg-brand-soft p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-page">
          <Icon icon={TrendingUp} className="size-6" />
        </span>
        <h3 className="text-xl font-bold">{copy.successTitle}</h3>
      </div>
      <p className="mt-6 text-5xl font-extrabold tracking-tight text-brand tabular-nums">
        {factor}
        <span className="text-3xl">{copy.successUnit}</span>
      </p>
      <p className="mt-1 font-semibold">{fillIn(copy.successCaption)}</p>
      <p className="mt-4 text-pretty">{fillIn(copy.successText)}</p>
    </div>
  );
}
