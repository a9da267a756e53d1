import { describe, expect, it } from 'vitest';
import { writtenDate } from './written-date.ts';

describe('writtenDate', () => {
  it('writes the day without a leading zero and the month in German', () => {
    expect(writtenDate('2021-10-13')).toBe('13. Oktober 2021');
    expect(writtenDate('2024-03-01')).toBe('1. März 2024');
  });
  it('refuses dates that do not exist or are written otherwise', () => {
    expect(() => writtenDate('2021-02-30')).toThrow(RangeError);
    expect(() => writtenDate('13.10.2021')).toThrow(RangeError);
    expect(() => writtenDate('2021-13-01')).toThrow(RangeError);
  });
});
