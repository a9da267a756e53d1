import { writtenPeriod } from '../base/calendar.ts';
import { formatNumber } from '../base/format.ts';
import { type CampaignStatus, campaignStatus } from './campaign-time.ts';
import { fill } from './placeholders.ts';
import type { Municipality } from './schema/municipality.ts';
import type { Site } from './schema/site.ts';

// A municipality's content as of a day: its campaign's status, and, once it has a result, the copy that no
// longer invites as if the campaign were ahead («Jetzt auch für …» becomes what was achieved, «heute … mit
// 100in100» becomes «vorher … nach 100in100»). Run before the placeholders are filled (placeholders.ts), so
// the replacing copy's {municipality} is filled too.

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
  const intro = fill(copy.resultIntro, {
    replaced,
    period: writtenPeriod(status.start, status.end),
  });
  // The counters end at the result: the lines under them and the share's sentence say so, not what was ahead.
  const { achievedCounts, achievedShares, achievedShare } = site.wilChart;
  const wilChart = {
    ...site.wilChart,
    intro,
    counts: achievedCounts,
    shares: achievedShares,
    targetShare: fill(achievedShare, { replaced }),
  };
  return { ...content, site: { ...site, sections, wilChart }, status };
}
