import { writtenDay, writtenPeriod } from '../../src/base/calendar.ts';
import { formatNumber } from '../../src/base/format.ts';
import type { CampaignStatus } from '../../src/content/campaign-time.ts';
import { isBuilt, municipalityRoute, type ValidatedContent } from '../../src/content/validated-content.ts';

// What the build says of each campaign it built: its phase on the build's day. A phase changes with the
// calendar, not with a commit (docs/deploy.md: a daily rebuild), so the log of each build says which day it
// stood on and what each page therefore shows.

/** One campaign's phase, in German, as the build prints it. */
export function phaseText(status: CampaignStatus): string {
  if (status.phase === 'announced') return `angekündigt, Start am ${writtenDay(status.start)}`;
  const period = writtenPeriod(status.start, status.end);
  if (status.phase === 'finished')
    return status.result
      ? `abgeschlossen (${period}), ${formatNumber(status.result.replaced)} Heizungen ersetzt`
      : `abgeschlossen (${period}), das Ergebnis fehlt noch`;
  const left = status.daysLeft === 0 ? 'heute der letzte Tag' : `noch ${status.daysLeft} Tage`;
  const progress = status.progress
    ? `, ${formatNumber(status.progress.replaced)} ersetzt (Stand ${writtenDay(status.progress.asOf)})`
    : ', noch ohne Zwischenstand';
  return `läuft (${period}), ${left}${progress}`;
}

/** Every built campaign's phase, one line each, under the day the build stands on. */
export function campaignPhases({ today, campaigns, contents }: ValidatedContent, env = process.env): string {
  const source = env.SOURCE_DATE_EPOCH ? 'SOURCE_DATE_EPOCH' : 'heute in Zürich';
  const lines = campaigns.municipalities
    .filter(({ slug, municipality }) => isBuilt(campaigns, slug, municipality.published))
    .flatMap(({ slug, municipality }) => {
      const status = contents[slug]?.status;
      const route = municipalityRoute(slug, campaigns.home);
      return status ? [`  ${municipality.name} (${route}): ${phaseText(status)}`] : [];
    });
  return [`Kampagnen am ${writtenDay(today)} (${source}):`, ...lines].join('\n');
}
