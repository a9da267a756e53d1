import { ChartFigure, type FigureParts } from '@/components/charts/chart-figure';
import { FRAME_CLASS } from '@/components/charts/chart-size';
import { SECTION } from '@/components/layout/anchors';
import { Section } from '@/components/layout/section';
import { StaticHtml } from '@/components/layout/static-html';
import { useCountUp } from '@/components/motion/use-count-up';
import { useVisibleOnce } from '@/components/motion/use-visible-once';
import { ChangeBadge } from '@/components/ui/change-badge';
import { StatCard } from '@/components/ui/stat-card';
import type { Municipality } from '@/content/schema/municipality';
import { type HousingFigures, housesAxis, type RenewableSeries, renewableSeries } from '@/lib/figures';
import { formatNumber, formatPercent } from '@/lib/format';
import { MOTION } from '@/lib/motion';

// 'Jetzt auch für …': what 100 houses change. Two counter cards (renewable up by the target, fossil down),
// the target's share of all houses, and the line chart of renewable houses with the two projections.
// Every figure is in the HTML as text; the counting numerals are decoration, hidden from screen readers.

// The houses chart is needed only at build time (see HousesFigure). Imported this way, the browser build
// drops it (import.meta.env.SSR is false there) together with the chart primitives it shares with the lazy
// heat-pump chart, which then stay in that chunk instead of the page's initial JavaScript.
const { HousesChart, START_LABEL, WITH_LABEL, WITHOUT_LABEL } = import.meta.env.SSR
  ? await import('@/components/charts/houses-chart')
  : ({} as typeof import('@/components/charts/houses-chart'));

/** Caption, source and table of the houses chart: written at build time only (see StaticHtml). */
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

/** The houses chart never changes after the build: its SVG is in the HTML and ships no JavaScript. */
function HousesFigure({ municipality }: { municipality: Municipality }) {
  const series = renewableSeries(municipality);
  return (
    <ChartFigure parts={housesFigureParts(municipality.name, series)}>
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

export function WilChart({
  municipality,
  figures: f,
}: {
  municipality: Municipality;
  figures: HousingFigures;
}) {
  const [cardsRef, cardsSeen] = useVisibleOnce<HTMLDivElement>(MOTION.counterThreshold);
  const [shareRef, shareSeen] = useVisibleOnce<HTMLParagraphElement>(MOTION.percentThreshold);
  const counter = { durationMs: MOTION.counterDurationMs, start: cardsSeen };
  const renewable = useCountUp({ from: f.renewable, to: f.renewableAfter, ...counter });
  const fossil = useCountUp({ from: f.fossil, to: f.fossilAfter, ...counter });
  // 0.0 % would mean nothing without JavaScript: the HTML shows the final share.
  const share = useCountUp({
    from: 0,
    to: f.targetShare,
    durationMs: MOTION.percentDurationMs,
    start: shareSeen,
    decimals: 1,
    initial: f.targetShare,
  });
  const uplift = formatPercent(f.renewableUplift, { compact: true, decimals: 0, signed: true });
  const plus = formatNumber(f.target, { signed: true });
  const minus = formatNumber(-f.target, { signed: true });

  return (
    <Section
      id={SECTION.wilChart}
      title={`Jetzt auch für ${municipality.name}`}
      intro={
        <StaticHtml as="span">
          {import.meta.env.SSR
            ? `Was in Uzwil gelungen ist, kommt nach ${municipality.name}: ${formatNumber(f.target)} Einfamilienhäuser wechseln mit 100in100 von fossiler Heizung zu erneuerbarer Wärme.`
            : null}
        </StaticHtml>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div>
          <div
            ref={cardsRef}
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1"
            data-counters={renewable.phase}
          >
            <StatCard
              tone="renewable"
              label="Erneuerbar beheizt"
              badge={
                <span className="flex flex-wrap justify-end gap-2">
                  <ChangeBadge shown={renewable.phase !== 'idle'} label={`${plus} Häuser`}>
                    {plus}
                  </ChangeBadge>
                  <ChangeBadge
                    shown={renewable.phase === 'done'}
                    label={`${uplift} mehr erneuerbar beheizte Häuser`}
                  >
                    {uplift}
                  </ChangeBadge>
                </span>
              }
              value={
                <span aria-hidden="true" data-counter="renewable">
                  {formatNumber(renewable.value)}
                </span>
              }
              detail={
                <BeforeAfter
                  now={f.renewable}
                  after={f.renewableAfter}
                  shareNow={f.renewableShare}
                  shareAfter={f.renewableShareAfter}
                />
              }
            />
            <StatCard
              tone="fossil"
              label="Fossil beheizt"
              badge={
                <ChangeBadge shown={fossil.phase !== 'idle'} label={`${minus} Häuser`}>
                  {minus}
                </ChangeBadge>
              }
              value={
                <span aria-hidden="true" data-counter="fossil">
                  {formatNumber(fossil.value)}
                </span>
              }
              detail={
                <BeforeAfter
                  now={f.fossil}
                  after={f.fossilAfter}
                  shareNow={f.fossilShare}
                  shareAfter={f.fossilShareAfter}
                />
              }
            />
          </div>
          <div className="mt-6 rounded-2xl border border-line bg-surface p-5">
            <p ref={shareRef} className="text-pretty" data-share={share.phase}>
              {formatNumber(f.target)} von {formatNumber(f.total)} Einfamilienhäusern:{' '}
              <strong className="text-brand tabular-nums">
                <span aria-hidden="true" data-counter="share">
                  {formatPercent(share.value)}
                </span>
                <span className="sr-only">{formatPercent(f.targetShare)}</span>
              </strong>{' '}
              des Bestands wechseln zu erneuerbarer Wärme.
            </p>
            <svg
              className="mt-3 block h-2 w-full overflow-hidden rounded-full"
              aria-hidden="true"
              focusable="false"
            >
              <rect x="0" y="0" width="100%" height="100%" fill="var(--line)" />
              <rect x="0" y="0" width={`${share.value}%`} height="100%" fill="var(--brand)" />
            </svg>
          </div>
        </div>
        <StaticHtml className="min-w-0">
          {import.meta.env.SSR ? <HousesFigure municipality={municipality} /> : null}
        </StaticHtml>
      </div>
    </Section>
  );
}

/** Today's count and share beside those after the project: build-time text (see StaticHtml). */
function BeforeAfter(props: { now: number; after: number; shareNow: number; shareAfter: number }) {
  return (
    <StaticHtml as="span">
      {import.meta.env.SSR ? (
        <>
          heute {formatNumber(props.now)} · mit 100in100 {formatNumber(props.after)}
          <span className="block text-sm">
            Anteil am Bestand: {formatPercent(props.shareNow)} heute, {formatPercent(props.shareAfter)} mit
            100in100
          </span>
        </>
      ) : null}
    </StaticHtml>
  );
}
