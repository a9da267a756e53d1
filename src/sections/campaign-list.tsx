import { writtenDay, writtenPeriod } from '@/base/calendar.ts';
import { formatNumber } from '@/base/format.ts';
import { OverviewSection } from '@/components/layout/overview-section.tsx';
import { PhaseMark } from '@/components/ui/phase-mark.tsx';
import { fill } from '@/content/placeholders.ts';
import type { CampaignSummary } from '@/content/schema/content.ts';
import type { Site } from '@/content/schema/site.ts';
import { MARKER_PHASES } from '@/lib/campaign-markers.ts';
import { daysLeftText } from '@/sections/campaign-status.tsx';

// Every published campaign on the overview page, grouped by phase (running, announced, finished: the
// overview's order), each with where it stands in its own page's words, its period and a link to its page.
// Written at build time (see StaticHtml); each entry's markup is small, as there may be a hundred.

/** Where a campaign stands, as its own page's hero says it: progress and days left, its start, its result. */
export function phaseText({ status, copy }: Pick<CampaignSummary, 'status' | 'copy'>): string {
  if (status.phase === 'announced') return fill(copy.startsOn, { start: writtenDay(status.start) });
  if (status.phase === 'running') {
    const left = daysLeftText(copy, status.daysLeft);
    const { progress } = status;
    return progress
      ? `${fill(copy.progress, { replaced: formatNumber(progress.replaced) })} · ${left}`
      : left;
  }
  const { result } = status;
  return result
    ? fill(copy.result, { replaced: formatNumber(result.replaced), days: String(status.days) })
    : copy.resultFollows;
}

export function CampaignList({
  copy,
  campaigns,
}: {
  copy: Site['campaignsOverview'];
  campaigns: CampaignSummary[];
}) {
  return (
    <OverviewSection
      id="liste"
      heading={copy.listHeading}
      className="mx-auto max-w-content px-5 pt-16 pb-16 sm:px-8 lg:pb-24"
    >
      {MARKER_PHASES.map((phase) => {
        const group = campaigns.filter((c) => c.status.phase === phase);
        if (group.length === 0) return null;
        return (
          <div key={phase} className="mt-10">
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <PhaseMark phase={phase} />
              {copy.phases[phase]}
            </h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.map((campaign) => (
                <li key={campaign.slug} className="rounded-xl border border-line bg-card p-4">
                  <a
                    href={campaign.path}
                    className="text-lg font-bold text-brand underline-offset-4 hover:underline"
                  >
                    {campaign.name}
                  </a>
                  <p className="mt-1">{phaseText(campaign)}</p>
                  <p className="text-sm text-muted">
                    {writtenPeriod(campaign.status.start, campaign.status.end)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </OverviewSection>
  );
}
