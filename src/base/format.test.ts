import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './format.ts';

describe('formatNumber', () => {
  it('groups thousands with the Swiss apostrophe', () => {
    expect(formatNumber(1567)).toBe("1'567");
    expect(formatNumber(1234567)).toBe("1'234'567");
    expect(formatNumber(999)).toBe('999');
  });
  it('rounds to the requested decimals with a decimal point', () => {
    expect(formatNumber(80.0893, { decimals: 1 })).toBe('80.1');
    expect(formatNumber(2.35, { decimals: 2 })).toBe('2.35');
    expect(formatNumber(1234.5, { decimals: 1 })).toBe("1'234.5");
  });
  it('writes negative numbers with a real minus sign and signs positives on request', () => {
    expect(formatNumber(-100)).toBe('\u2212100');
    expect(formatNumber(100, { signed: true })).toBe('+100');
    expect(formatNumber(0, { signed: true })).toBe('0');
    expect(formatNumber(-0.04, { decimals: 1 })).toBe('0.0');
  });
  it('refuses what is not a number', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('puts a no-break space before % in running text', () => {
    expect(formatPercent(19.9106)).toBe('19.9\u00a0%');
  });
  it('writes badges compactly', () => {
    expect(formatPercent(32.05, { compact: true, decimals: 0, signed: true })).toBe('+32%');
  });
});
