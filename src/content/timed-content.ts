import { writtenPeriod } from '../base/calendar.ts';
import { formatNumber } from '../base/format.ts';
import { type CampaignStatus, campaignStatus } from './campaign-time.ts';
import { fill } from './placeholders.ts';
import type { Municipality } from './schema/municipality.ts';
import type { Site } from './schema/site.ts';

// A municipality's content as of a day: its campaign's status, and, once it has a result, the copy that no
// longer invites as if the campaign were ahead («Jetzt auch für …» becomes what was achieved, «heute … mit
// 100in100» becomes «vorher … nach 100in100», the forecast with the project becomes the result). The one
// place that swaps it: the sections show what they are given. Run before the placeholders are filled
// (placeholders.ts), so the replacing copy's {municipality} is filled too.

type WilChart = Site['wilChart'];

/** Once there is a result, each of these texts of «Jetzt auch für …» gives way to its achieved… namesake. */
const ACHIEVED = {
  counts: 'achievedCounts',
  shares: 'achievedShares',
  withLabel: 'achievedLabel',
  chartDescription: 'achievedDescription',
  chartSource: 'achievedSource',
  chartSummary: 'achievedSummary',
} as const satisfies Partial<Record<keyof WilChart, keyof WilChart>>;

export function timedContent<T extends { site: Site; municipality: Municipality }>(
  content: T,
  today: string,
): T & { status: CampaignStatus } {
  const status = campaignStatus(content.municipality, today);
  if (!status.result) return { ...content, status };
  const { site } = content;
  const copy = site.campaignTime;
  const sections = site.sections.map((section) =>
    section.id === 'WilChart' ? { ...section, title: copy.resultHeading, nav: copy.resultNav } : section,
  );
  const replaced = formatNumber(status.result.replaced);
  const achieved = Object.fromEntries(
    Object.entries(ACHIEVED).map(([field, instead]) => [field, site.wilChart[instead]]),
  ) as Pick<WilChart, keyof typeof ACHIEVED>;
  const wilChart: WilChart = {
    ...site.wilChart,
    ...achieved,
    intro: fill(copy.resultIntro, { replaced, period: writtenPeriod(status.start, status.end) }),
    // The counters end at the result: the share's sentence names it, not the target.
    targetShare: fill(site.wilChart.achievedShare, { replaced }),
  };
  return { ...content, site: { ...site, sections, wilChart }, status };
}
