import { formatNumber, formatPercent } from '@/base/format.ts';
import { Section } from '@/components/layout/section.tsx';
import { DecorativeSvg } from '@/components/ui/decorative-svg.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import type { BrowserSite } from '@/content/browser-content.ts';
import { fill } from '@/content/placeholders.ts';
import type { HousingFigures } from '@/lib/figures.ts';
import { round } from '@/lib/scale.ts';

export function HousingStats({
  title,
  site,
  figures,
}: {
  /** The heading, from site.json → sections. */
  title: string;
  site: BrowserSite;
  figures: HousingFigures;
}) {
  const copy = site.housingStats;
  const share = (value: number) => fill(copy.share, { share: formatPercent(value) });
  return (
    <Section id="HousingStatsSection" title={title}>
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="text-6xl font-extrabold tracking-tight tabular-nums sm:text-7xl">
          {formatNumber(figures.total)}
        </span>
        <span className="text-lg text-muted">{copy.total}</span>
      </p>
      {/* The split of all houses at a glance; the cards below carry the same numbers as text. */}
      <DecorativeSvg className="mt-8 block h-4 w-full overflow-hidden rounded-full">
        <rect width={`${round(figures.renewableShare)}%`} height="100%" fill="var(--brand)" />
        <rect
          x={`${round(figures.renewableShare)}%`}
          y="0"
          width={`${round(figures.fossilShare)}%`}
          height="100%"
          fill="var(--fossil)"
        />
      </DecorativeSvg>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <StatCard
          tone="renewable"
          label={copy.renewable}
          value={formatNumber(figures.renewable)}
          detail={share(figures.renewableShare)}
        />
        <StatCard
          tone="fossil"
          label={copy.fossil}
          value={formatNumber(figures.fossil)}
          detail={share(figures.fossilShare)}
        />
      </div>
    </Section>
  );
}
