// A calendar date written out the Swiss way: "2021-10-13" → "13. Oktober 2021". Used at build time only
// (the legal text's date), so Node's ICU writes it and the browser never has to agree with it.
const WRITTEN = new Intl.DateTimeFormat('de-CH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Throws RangeError for a date that does not exist or is not written like 2021-10-13. */
export function writtenDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (
    !match ||
    Number.isNaN(date.getTime()) ||
    date.getUTCDate() !== Number(match[3]) ||
    date.getUTCMonth() + 1 !== Number(match[2])
  ) {
    throw new RangeError(`"${isoDate}" is not a date written like 2021-10-13`);
  }
  return WRITTEN.format(date);
}
