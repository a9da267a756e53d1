import { writtenDay, writtenPeriod } from '@/base/calendar.ts';
import { formatNumber } from '@/base/format.ts';
import { DecorativeSvg } from '@/components/ui/decorative-svg.tsx';
import type { CampaignStatus } from '@/content/campaign-time.ts';
import { fill } from '@/content/placeholders.ts';
import type { Site } from '@/content/schema/site.ts';
import { round } from '@/lib/scale.ts';

// Where the campaign stands, in the hero under its text: written at build time for the build's day (see
// StaticHtml), so it is in the HTML without JavaScript and costs the browser no code. Announced: its start.
// Running: the replacements so far against the target, with their date, and the days left. Finished: that
// it is over and its period, then its result, or that the result follows.

/** «noch 85 Tage», «noch 1 Tag», or that today is the last. */
export function daysLeftText(copy: Site['campaignTime'], daysLeft: number) {
  if (daysLeft === 0) return copy.lastDay;
  return daysLeft === 1 ? copy.oneDayLeft : fill(copy.daysLeft, { days: String(daysLeft) });
}

/** Replacements per day against those of the whole year before, one decimal: how much faster it went. */
export function paceFactor(replaced: number, days: number, yearBefore: number, daysOfYearBefore: number) {
  return replaced / days / (yearBefore / daysOfYearBefore);
}

const daysInYear = (year: number) => (new Date(Date.UTC(year, 1, 29)).getUTCDate() === 29 ? 366 : 365);

/** A figure in large type, then the words after it ({replaced} in the template marks where it stands). */
function Figure({
  value,
  template,
  values,
}: {
  value: number;
  template: string;
  values?: Record<string, string>;
}) {
  const [before = '', after = ''] = fill(template, values ?? {}).split('{replaced}');
  return (
    <p className="flex flex-wrap items-baseline gap-x-4 text-lg font-semibold">
      {before.trim() ? <span>{before.trim()}</span> : null}
      <strong className="text-5xl font-extrabold tracking-tight tabular-nums">{formatNumber(value)}</strong>
      <span>{after.trim()}</span>
    </p>
  );
}

export function CampaignStatusNote({
  copy,
  status,
  target,
}: {
  copy: Site['campaignTime'];
  status: CampaignStatus;
  target: number;
}) {
  const days = String(status.days);
  const period = writtenPeriod(status.start, status.end);
  const runsUntil = fill(copy.runsUntil, { days, end: writtenDay(status.end) });
  const line = (...parts: string[]) => <p className="mt-2 text-lg">{parts.join(' · ')}</p>;
  // A status of one line is that line alone: bytes of the first round trip.
  const only = (phase: string, ...parts: string[]) => (
    <p className="mt-8 max-w-2xl text-lg" data-campaign={phase}>
      {parts.join(' · ')}
    </p>
  );
  if (status.phase === 'announced')
    return (
      <div className="mt-8" data-campaign="announced">
        <p className="text-lg font-bold">{fill(copy.startsOn, { start: writtenDay(status.start) })}</p>
        {line(runsUntil)}
      </div>
    );
  if (status.phase === 'running') {
    const left = daysLeftText(copy, status.daysLeft);
    const { progress } = status;
    if (!progress) return only('running', runsUntil, left);
    return (
      <div className="mt-8 max-w-2xl" data-campaign="running">
        <Figure value={progress.replaced} template={copy.progress} />
        <DecorativeSvg className="mt-3 block h-2 w-full overflow-hidden rounded-full">
          <rect width="100%" height="100%" fill="currentColor" fillOpacity="0.25" />
          <rect
            width={`${round(Math.min(100, (progress.replaced / target) * 100))}%`}
            height="100%"
            fill="var(--accent)"
          />
        </DecorativeSvg>
        {line(fill(copy.asOf, { date: writtenDay(progress.asOf) }), left)}
      </div>
    );
  }
  const ended = fill(copy.ended, { days, period });
  const { result } = status;
  if (!result) return only('finished', `${ended} ${copy.resultFollows}`);
  const yearBefore = result.yearBefore;
  const startYear = Number(status.start.slice(0, 4));
  const comparison =
    yearBefore === undefined || yearBefore === 0
      ? undefined
      : fill(copy.comparison, {
          factor: formatNumber(
            paceFactor(result.replaced, status.days, yearBefore, daysInYear(startYear - 1)),
            {
              decimals: 1,
            },
          ),
          yearBefore: formatNumber(yearBefore),
        });
  return (
    <div className="mt-8 max-w-2xl" data-campaign="finished">
      <Figure value={result.replaced} template={copy.result} values={{ days }} />
      {line(ended)}
      {comparison ? line(comparison) : null}
    </div>
  );
}
