import { describe, expect, it } from 'vitest';
import { addDays, buildDay, daysBetween, isDay, writtenDay, writtenPeriod, zurichDay } from './calendar.ts';

describe('days', () => {
  it('knows which days exist, leap days included', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2100-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('12.03.2026')).toBe(false);
    expect(isDay('2026-3-12')).toBe(false);
  });

  it('counts calendar days across month ends, leap years and the change to summer time', () => {
    // 100 days, both counted: the end is the start + 99.
    expect(addDays('2026-03-01', 99)).toBe('2026-06-08');
    expect(addDays('2028-02-01', 99)).toBe('2028-05-10');
    expect(addDays('2027-02-01', 99)).toBe('2027-05-11');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-03-12', '2026-06-08')).toBe(88);
    expect(daysBetween('2026-06-08', '2026-06-08')).toBe(0);
    expect(daysBetween('2026-06-09', '2026-06-08')).toBe(-1);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('the day in Zurich', () => {
  it('is the Swiss calendar day, not the UTC one, in winter and in summer', () => {
    // 23:30 UTC on 31 December is already New Year in Zurich (UTC+1).
    expect(zurichDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(zurichDay(new Date('2025-12-31T22:59:59Z'))).toBe('2025-12-31');
    // In summer (UTC+2) the day changes at 22:00 UTC.
    expect(zurichDay(new Date('2026-06-08T22:00:00Z'))).toBe('2026-06-09');
    expect(zurichDay(new Date('2026-06-08T21:59:59Z'))).toBe('2026-06-08');
  });

  it('of a build is the one SOURCE_DATE_EPOCH names, and refuses anything but seconds', () => {
    expect(buildDay({ SOURCE_DATE_EPOCH: String(Date.UTC(2026, 2, 11, 23, 30) / 1000) })).toBe('2026-03-12');
    expect(buildDay({ SOURCE_DATE_EPOCH: '0' })).toBe('1970-01-01');
    expect(buildDay({})).toBe(zurichDay(new Date()));
    expect(() => buildDay({ SOURCE_DATE_EPOCH: '2026-03-12' })).toThrow(/SOURCE_DATE_EPOCH="2026-03-12"/);
    expect(() => buildDay({ SOURCE_DATE_EPOCH: '-5' })).toThrow(RangeError);
  });
});

describe('written days', () => {
  it('are Swiss: the day without a leading zero, the month in German', () => {
    expect(writtenDay('2026-03-12')).toBe('12. März 2026');
    expect(writtenDay('2021-10-13')).toBe('13. Oktober 2021');
    expect(() => writtenDay('2021-02-30')).toThrow(RangeError);
  });

  it('write a period with its year once, or twice when it spans New Year', () => {
    expect(writtenPeriod('2025-09-01', '2025-12-09')).toBe('1. September – 9. Dezember 2025');
    expect(writtenPeriod('2025-12-15', '2026-03-24')).toBe('15. Dezember 2025 – 24. März 2026');
  });
});
