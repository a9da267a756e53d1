import { LoaderCircle, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChartFigure, type FigureParts } from '@/components/charts/chart-figure';
import { FRAME_CLASS } from '@/components/charts/chart-size';
import { SECTION } from '@/components/layout/anchors';
import { Section } from '@/components/layout/section';
import { StaticHtml } from '@/components/layout/static-html';
import { useVisibleOnce } from '@/components/motion/use-visible-once';
import type { HeatPumpIndex } from '@/content/schema/heat-pump-index';
import { indexLines, indexSourceLine, uzwilHighlight } from '@/lib/figures';
import { formatNumber } from '@/lib/format';
import { MOTION } from '@/lib/motion';

// The heat-pump index chart: 'Scrollen um Daten zu laden' until 20 % of the section has been seen, then
// 'Loading chart data...' for 800 ms (simulated loading), then the chart, whose code is a separate chunk
// fetched only at that moment. It happens once. The frame keeps its size in every state (no layout shift);
// legend, explanation and data table are in the HTML from the start.

// The legend is needed only at build time (it is static HTML; see indexFigureParts): imported this way, the
// browser build drops it and the marker shapes it shares with the lazy chart stay in that chunk.
const { IndexLegend } = import.meta.env.SSR
  ? await import('@/components/charts/index-legend')
  : ({} as typeof import('@/components/charts/index-legend'));

type ChartState = 'idle' | 'loading' | 'loaded';

const loadChart = () => import('@/components/charts/index-chart');

function ChartUnavailable() {
  return <ChartMessage text="Das Diagramm konnte nicht geladen werden; die Werte stehen in der Tabelle." />;
}

const IndexChart = lazy(() =>
  loadChart().then(
    (module) => ({ default: module.IndexChart }),
    () => ({ default: ChartUnavailable }),
  ),
);

function ChartMessage({ text, loading = false, lang }: { text: string; loading?: boolean; lang?: string }) {
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-xl border-2 border-dashed border-line bg-surface/60 p-6 text-center text-muted"
    >
      {/* The spinner's place is kept in every state, and each message is a new element, so switching from
          one message to the next moves nothing (CLS 0). */}
      {loading ? (
        <LoaderCircle
          aria-hidden="true"
          className="size-10 animate-spin text-brand motion-reduce:animate-none"
          data-spinner=""
        />
      ) : (
        <span aria-hidden="true" className="block size-10" />
      )}
      <p key={text} lang={lang} className="font-medium">
        {text}
      </p>
      {loading ? null : (
        // Without JavaScript the chart never loads; its numbers are in the table below the figure.
        <noscript>
          <p className="max-w-xs text-sm">
            Ohne JavaScript erscheint die Grafik nicht: Ihre Zahlen stehen unten unter «Daten als Tabelle».
          </p>
        </noscript>
      )}
    </div>
  );
}

/** Caption, legend, source and table: written at build time only (see StaticHtml). */
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
          <TrendingUp aria-hidden="true" className="size-6" />
        </span>
        <h3 className="text-xl font-bold">Erfolg von 100in100</h3>
      </div>
      <p className="mt-6 text-5xl font-extrabold tracking-tight text-brand tabular-nums">
        {factor}
        <span className="text-3xl">-mal</span>
      </p>
      <p className="mt-1 font-semibold">so viele Gesuche wie {first}</p>
      <p className="mt-4 text-pretty">
        In Uzwil, wo 100in100 begonnen hat, stiegen die Gesuche für Wärmepumpen {highlight.year} auf das{' '}
        {factor}-Fache von {first}: weit über den Reihen für die ganze Schweiz.
      </p>
    </div>
  );
}

export function HeatPumpChart({ index }: { index: HeatPumpIndex }) {
  const [sectionRef, seen] = useVisibleOnce<HTMLElement>(MOTION.chartThreshold);
  const [state, setState] = useState<ChartState>('idle');

  useEffect(() => {
    if (!seen) return;
    setState('loading');
    loadChart().catch(() => {}); // fetch the chunk now, during the simulated loading; failures show later
    const timer = setTimeout(() => setState('loaded'), MOTION.chartLoadDelayMs);
    return () => clearTimeout(timer);
  }, [seen]);

  const loadingMessage = <ChartMessage text="Loading chart data..." loading lang="en" />;

  return (
    <Section
      ref={sectionRef}
      id={SECTION.chart}
      // A long single word: it may break rather than overflow a 320 px screen.
      title={<span className="break-words">Wärmepumenersatz</span>}
      intro={
        <StaticHtml as="span">
          {import.meta.env.SSR
            ? 'In Uzwil hat 100in100 begonnen. So haben sich dort die Gesuche für Wärmepumpen entwickelt, verglichen mit der ganzen Schweiz und der Stadt St. Gallen.'
            : null}
        </StaticHtml>
      }
      tone="surface"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start">
        <ChartFigure parts={import.meta.env.SSR ? indexFigureParts(index) : undefined}>
          <div className={FRAME_CLASS.wide} data-chart-state={state} aria-busy={state === 'loading'}>
            {state === 'loaded' ? (
              <Suspense fallback={loadingMessage}>
                <IndexChart index={index} />
              </Suspense>
            ) : state === 'loading' ? (
              loadingMessage
            ) : (
              <ChartMessage text="Scrollen um Daten zu laden" />
            )}
          </div>
        </ChartFigure>
        <StaticHtml>{import.meta.env.SSR ? <SuccessBox index={index} /> : null}</StaticHtml>
      </div>
    </Section>
  );
}
