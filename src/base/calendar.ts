// Calendar days, written as the content files write them ("2026-03-12"). A day is a date, not an instant:
// the arithmetic runs on UTC midnights, where no day has 23 or 25 hours, and "today" is the day it is in
// Europe/Zurich, where the campaigns run.

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the day's UTC midnight; undefined for a day that does not exist or is written otherwise. */
function utcMidnight(day: string): number | undefined {
  const match = ISO_DAY.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? time : undefined;
}

function midnight(day: string): number {
  const time = utcMidnight(day);
  if (time === undefined) throw new RangeError(`"${day}" is not a day written like 2026-03-12`);
  return time;
}

/** Whether `day` is a day that exists, written like 2026-03-12 (2026-02-29 is not). */
export const isDay = (day: string) => utcMidnight(day) !== undefined;

/** The day `days` days after `day` (before it, when negative). */
export const addDays = (day: string, days: number) =>
  new Date(midnight(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to`: 1 from a day to the next, negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => Math.round((midnight(to) - midnight(from)) / DAY_MS);

const ZURICH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it is in Zurich at `instant`. */
export function zurichDay(instant: Date): string {
  const parts = Object.fromEntries(ZURICH.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The day a build stands on: SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention) when
 * set, else now; in either case the day it is then in Zurich. In the browser (the editing app) there is no
 * environment: today.
 */
export function buildDay(env: Record<string, string | undefined> | undefined = processEnv()): string {
  const epoch = env?.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return zurichDay(new Date());
  if (!/^\d{1,12}$/.test(epoch))
    throw new RangeError(
      `SOURCE_DATE_EPOCH="${epoch}" is not a time: expected whole seconds since 1970-01-01 UTC, e.g. ${Math.floor(Date.UTC(2026, 2, 12, 12) / 1000)} for 2026-03-12.`,
    );
  return zurichDay(new Date(Number(epoch) * 1000));
}

/** Node's environment, where there is one. */
const processEnv = () =>
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;

const WRITTEN = new Intl.DateTimeFormat('de-CH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const WRITTEN_NO_YEAR = new Intl.DateTimeFormat('de-CH', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "2026-03-12" → "12. März 2026", the Swiss way. Throws RangeError for a day that does not exist. */
export const writtenDay = (day: string) => WRITTEN.format(midnight(day));

/** A period: "1. September – 9. Dezember 2025", or with both years when they differ. */
export function writtenPeriod(first: string, last: string): string {
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const from = sameYear ? WRITTEN_NO_YEAR.format(midnight(first)) : writtenDay(first);
  return `${from} – ${writtenDay(last)}`;
}
