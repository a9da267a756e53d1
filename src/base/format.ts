// The one number formatter of the site, Swiss everyday style: 1'567, 80.1 %, +32%, −100.
// Written by hand rather than with Intl because Node's ICU and browsers disagree on the grouping
// character (' or ’); the text rendered at build time and at hydration must be identical.

const GROUP = "'";
const MINUS = '\u2212'; // a real minus sign, as typeset
const NBSP = '\u00a0'; // keeps "80.1 %" on one line

interface NumberOptions {
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

interface PercentOptions extends NumberOptions {
  /** "80.1 %" (default, Swiss typesetting) or "+32%" (compact, for badges). */
  compact?: boolean;
}

/** `value` is a percentage already (80.1, not 0.801). */
export function formatPercent(value: number, { compact = false, decimals = 1, signed }: PercentOptions = {}) {
  return formatNumber(value, { decimals, signed }) + (compact ? '%' : `${NBSP}%`);
}
