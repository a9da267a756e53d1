import { LoaderCircle } from 'lucide';
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { ChartFigure } from '@/components/charts/chart-figure.tsx';
import { FRAME_CLASS } from '@/components/charts/chart-size.ts';
import { Section } from '@/components/layout/section.tsx';
import { StaticHtml } from '@/components/layout/static-html.tsx';
import { useVisibleOnce } from '@/components/motion/use-visible-once.ts';
import { Icon } from '@/components/ui/icon.tsx';
import type { BrowserCopy } from '@/content/browser-content.ts';
import type { HeatPumpIndex } from '@/content/schema/heat-pump-index.ts';
import { MOTION } from '@/lib/motion.ts';

// The heat-pump index chart: 'Scrollen um Daten zu laden' until 20 % of the section has been seen, then
// 'Loading chart data...' for 800 ms (simulated loading), then the chart, whose code is a separate chunk
// fetched only at that moment. It happens once. The frame keeps its size in every state (no layout shift);
// legend, explanation and data table are in the HTML from the start.

type ChartState = 'idle' | 'loading' | 'loaded';

const loadChart = () => import('@/components/charts/index-chart.tsx');

type Copy = BrowserCopy<'heatPumpChart'>;

const IndexChart = lazy<ComponentType<{ index: HeatPumpIndex; copy: Copy }>>(() =>
  loadChart().then(
    (module) => ({ default: module.IndexChart }),
    () => ({
      default: ({ copy }: { copy: Copy }) => <ChartMessage text={copy.failed} noScript={copy.noScript} />,
    }),
  ),
);

function ChartMessage({
  text,
  noScript,
  loading = false,
  lang,
}: {
  text: string;
  /** Shown under a message that waits for the chart, when the page runs without JavaScript. */
  noScript: string;
  loading?: boolean;
  lang?: string;
}) {
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-xl border-2 border-dashed border-line bg-surface/60 p-6 text-center text-muted"
    >
      {/* The spinner's place is kept in every state, and each message is a new element, so switching from
          one message to the next moves nothing (CLS 0). */}
      {loading ? (
        <Icon
          icon={LoaderCircle}
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
          <p className="max-w-xs text-sm">{noScript}</p>
        </noscript>
      )}
    </div>
  );
}

/** The parts of the section that never change after the build (src/sections/heat-pump-index-static.tsx). */
export interface HeatPumpIndexStatic {
  intro: ReactNode;
  /** Caption, legend, source and table of the figure. */
  figure: ComponentProps<typeof ChartFigure>['parts'];
  /** What the highlighted series achieved, beside the figure. */
  successBox: ReactNode;
}

export function HeatPumpIndexSection({
  title,
  copy,
  index,
  built,
}: {
  /** The heading, from site.json → sections. */
  title: string;
  copy: Copy;
  index: HeatPumpIndex;
  built?: HeatPumpIndexStatic;
}) {
  const [sectionRef, seen] = useVisibleOnce<HTMLElement>(MOTION.chartThreshold);
  const [state, setState] = useState<ChartState>('idle');

  useEffect(() => {
    if (!seen) return;
    setState('loading');
    loadChart().catch(() => {}); // fetch the chunk now, during the simulated loading; failures show later
    const timer = setTimeout(() => setState('loaded'), MOTION.chartLoadDelayMs);
    return () => clearTimeout(timer);
  }, [seen]);

  const loadingMessage = (
    <ChartMessage text={copy.loading} noScript={copy.noScript} loading lang={copy.loadingLang} />
  );

  return (
    <Section
      ref={sectionRef}
      id="ChartSection"
      title={title}
      intro={<StaticHtml as="span">{built?.intro}</StaticHtml>}
      tone="surface"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start">
        <ChartFigure parts={built?.figure}>
          <div className={FRAME_CLASS.wide} data-chart-state={state} aria-busy={state === 'loading'}>
            {state === 'loaded' ? (
              <Suspense fallback={loadingMessage}>
                <IndexChart index={index} copy={copy} />
              </Suspense>
            ) : state === 'loading' ? (
              loadingMessage
            ) : (
              <ChartMessage text={copy.scrollPrompt} noScript={copy.noScript} />
            )}
          </div>
        </ChartFigure>
        <StaticHtml>{built?.successBox}</StaticHtml>
      </div>
    </Section>
  );
}
