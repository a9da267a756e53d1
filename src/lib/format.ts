// The one number formatter of the site, Swiss everyday style: 1'567, 80.1 %, +32%, −100.
// Written by hand rather than with Intl because Node's ICU and browsers disagree on the grouping
// character (' or ’); the text rendered at build time and at hydration must be identical.

const GROUP = "'";
const MINUS = '\u2212'; // a real minus sign, as typeset
const NBSP = '\u00a0'; // keeps "80.1 %" on one line

export interface NumberOptions {
  /** Digits after the decimal point (default 0). */
  decimals?: number;
  /** Show "+" for positive values (and "−" for negative ones, as always). */
  signed?: boolean;
}

export function formatNumber(value: number, { decimals = 0, signed = false }: NumberOptions = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatNumber: ${value} is not a finite number`);
  const rounded = Number(Math.abs(value).toFixed(decimals));
  const [whole = '0', fraction] = rounded.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  const sign = rounded === 0 ? '' : value < 0 ? MINUS : signed ? '+' : '';
  return sign + grouped + (fraction ? `.${fraction}` : '');
}

export interface PercentOptions extends NumberOptions {
  /** "80.1 %" (default, Swiss typesetting) or "+32%" (compact, for badges). */
  compact?: boolean;
}

/** `value` is a percentage already (80.1, not 0.801). */
export function formatPercent(value: number, { compact = false, decimals = 1, signed }: PercentOptions = {}) {
  return formatNumber(value, { decimals, signed }) + (compact ? '%' : `${NBSP}%`);
}

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** A calendar date written out the Swiss way: "2021-10-13" → "13. Oktober 2021". By hand, like the numbers. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [, year, month, day] = match ?? [];
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (
    !match ||
    Number.isNaN(date.getTime()) ||
    date.getUTCDate() !== Number(day) ||
    date.getUTCMonth() + 1 !== Number(month)
  ) {
    throw new RangeError(`formatDate: "${isoDate}" is not a date written like 2021-10-13`);
  }
  return `${Number(day)}. ${MONTHS[Number(month) - 1]} ${year}`;
}
