import { type ReactNode, useRef } from 'react';
import { formatNumber, formatPercent } from '@/base/format.ts';
import { useFittedLabels } from '@/components/charts/fit-labels.ts';
import { Section } from '@/components/layout/section.tsx';
import { StaticHtml } from '@/components/layout/static-html.tsx';
import { useCountUp } from '@/components/motion/use-count-up.ts';
import { useVisibleOnce } from '@/components/motion/use-visible-once.ts';
import { ChangeBadge } from '@/components/ui/change-badge.tsx';
import { DecorativeSvg } from '@/components/ui/decorative-svg.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import type { BrowserCopy, BrowserSite } from '@/content/browser-content.ts';
import { fill } from '@/content/placeholders.ts';
import type { HousingFigures } from '@/lib/figures.ts';
import { MOTION } from '@/lib/motion.ts';
import { round } from '@/lib/scale.ts';

// 'Jetzt auch für …': what 100 houses change. Two counter cards (renewable up by the target, fossil down),
// the target's share of all houses, and the line chart of renewable houses with the two projections.
// Every figure is in the HTML as text; the counting numerals are decoration, hidden from screen readers.

/** The parts of the section that never change after the build (src/sections/houses-static.tsx). */
export interface HousesStatic {
  intro: ReactNode;
  /** Today's count and share beside those after the project, under each counter. */
  renewableDetail: ReactNode;
  fossilDetail: ReactNode;
  /** The houses chart: its SVG is in the HTML and ships no JavaScript. */
  figure: ReactNode;
}

interface HousesSectionProps {
  /** The heading, from site.json → sections. */
  title: string;
  site: BrowserSite;
  figures: HousingFigures;
  /** Given at build time only (see StaticHtml). */
  built?: HousesStatic;
}

export function HousesSection({ title, site, figures, built }: HousesSectionProps) {
  const [cardsRef, cardsSeen] = useVisibleOnce<HTMLDivElement>(MOTION.counterThreshold);
  const [shareRef, shareSeen] = useVisibleOnce<HTMLParagraphElement>(MOTION.percentThreshold);
  const counter = { durationMs: MOTION.counterDurationMs, start: cardsSeen };
  const renewable = useCountUp({ from: figures.renewable, to: figures.renewableAfter, ...counter });
  const fossil = useCountUp({ from: figures.fossil, to: figures.fossilAfter, ...counter });
  // 0.0 % would mean nothing without JavaScript: the HTML shows the final share.
  const share = useCountUp({
    from: 0,
    to: figures.targetShare,
    durationMs: MOTION.percentDurationMs,
    start: shareSeen,
    decimals: 1,
    initial: figures.targetShare,
  });
  // While it counts, the share keeps the width of its final value: 9.9 % would grow to 10.2 % and move the
  // sentence after it (a layout shift, seen with 100 of 980 houses). A figure space is as wide as a digit.
  const finalShare = formatPercent(figures.targetShare);
  const uplift = formatPercent(figures.renewableUplift, { compact: true, decimals: 0, signed: true });
  const plus = formatNumber(figures.target, { signed: true });
  const minus = formatNumber(-figures.target, { signed: true });
  const copy: BrowserCopy<'wilChart'> = site.wilChart;
  // The sentence's part from {share} on is emphasised: the counting share, then the rest.
  const [beforeShare = '', afterShare = ''] = fill(copy.targetShare, {
    total: formatNumber(figures.total),
  }).split('{share}');
  // The houses chart is the build's HTML (StaticHtml); its labels are fitted in the browser.
  const chartRef = useRef<HTMLDivElement>(null);
  useFittedLabels(chartRef);

  return (
    <Section id="WilChart" title={title} intro={<StaticHtml as="span">{built?.intro}</StaticHtml>}>
      <div
        ref={chartRef}
        className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start"
      >
        <div>
          <div
            ref={cardsRef}
            className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-1"
            data-counters={renewable.phase}
          >
            <StatCard
              tone="renewable"
              label={site.housingStats.renewable}
              badge={
                <span className="flex flex-wrap justify-end gap-2">
                  <ChangeBadge shown={renewable.phase !== 'idle'} label={copy.housesBadge}>
                    {plus}
                  </ChangeBadge>
                  <ChangeBadge shown={renewable.phase === 'done'} label={copy.upliftBadge}>
                    {uplift}
                  </ChangeBadge>
                </span>
              }
              value={<CountingNumber name="renewable" value={renewable.value} />}
              detail={<StaticHtml as="span">{built?.renewableDetail}</StaticHtml>}
            />
            <StatCard
              tone="fossil"
              label={site.housingStats.fossil}
              badge={
                <ChangeBadge shown={fossil.phase !== 'idle'} label={copy.housesBadge}>
                  {minus}
                </ChangeBadge>
              }
              value={<CountingNumber name="fossil" value={fossil.value} />}
              detail={<StaticHtml as="span">{built?.fossilDetail}</StaticHtml>}
            />
          </div>
          <div className="mt-6 rounded-2xl border border-line bg-surface p-5">
            <p ref={shareRef} className="text-pretty" data-share={share.phase}>
              {beforeShare}
              <strong className="text-brand tabular-nums">
                <span aria-hidden="true" data-counter="share">
                  {formatPercent(share.value).padStart(finalShare.length, FIGURE_SPACE)}
                </span>
                <span className="sr-only">{formatPercent(figures.targetShare)}</span>
              </strong>
              {afterShare}
            </p>
            <DecorativeSvg className="mt-3 block h-2 w-full overflow-hidden rounded-full">
              <rect width="100%" height="100%" fill="var(--line)" />
              <rect width={`${round(share.value)}%`} height="100%" fill="var(--brand)" />
            </DecorativeSvg>
          </div>
        </div>
        <StaticHtml className="min-w-0">{built?.figure}</StaticHtml>
      </div>
    </Section>
  );
}

/** U+2007, as wide as a digit of tabular figures. */
const FIGURE_SPACE = '\u2007';

/** A counting numeral: decoration, hidden from screen readers (the figures are in the text). */
function CountingNumber({ name, value }: { name: string; value: number }) {
  return (
    <span aria-hidden="true" data-counter={name}>
      {formatNumber(value)}
    </span>
  );
}
