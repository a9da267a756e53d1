// The daily rebuild's schedules (docs/deploy.md#rebuild-once-a-day) are cron expressions on UTC, while a
// campaign's day changes at midnight in Zurich: this says when such a schedule fires there.

const ZURICH = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time of day in Zurich ("00:05") at which a daily cron on UTC ("5 23 * * *") fires on `day` (UTC). */
export function zurichTimeOf(cron: string, day: string): string {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (!match) throw new Error(`"${cron}" is no daily schedule of the form "minute hour * * *"`);
  const [, minute, hour] = match.map(Number) as [number, number, number];
  return ZURICH.format(new Date(`${day}T00:00:00Z`).getTime() + (hour * 60 + minute) * 60_000);
}

/** A winter day (CET, UTC+1) and a summer day (CEST, UTC+2). */
export const WINTER_AND_SUMMER = ['2026-01-15', '2026-07-15'];

/** Fires between 00:00 and 02:59 in Zurich, on both a winter and a summer day. */
export const SHORTLY_AFTER_MIDNIGHT = /^0[0-2]:\d\d$/;
