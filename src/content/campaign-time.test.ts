import { describe, expect, it } from 'vitest';
import { campaignEnd } from './campaign-days.ts';
import { campaignPhase, campaignStatus } from './campaign-time.ts';

const campaign = { start: '2026-03-01' };

describe('a campaign’s days', () => {
  it('last 100 days, both ends counted, unless the file gives its end', () => {
    expect(campaignEnd(campaign)).toBe('2026-06-08');
    // 2028 is a leap year: 29 February is one of the 100 days.
    expect(campaignEnd({ start: '2028-02-01' })).toBe('2028-05-10');
    expect(campaignEnd({ start: '2026-03-01', end: '2026-05-31' })).toBe('2026-05-31');
  });

  it('are announced before the start, running from the start to the end day itself, finished after it', () => {
    expect(campaignPhase(campaign, '2026-02-28')).toBe('announced');
    expect(campaignPhase(campaign, '2026-03-01')).toBe('running');
    expect(campaignPhase(campaign, '2026-06-08')).toBe('running');
    expect(campaignPhase(campaign, '2026-06-09')).toBe('finished');
  });
});

describe('campaignStatus', () => {
  const progress = { replaced: 37, asOf: '2026-03-12' };
  const result = { replaced: 86 };

  it('counts the days left in calendar days: 88 on 12 March, 1 the day before the end, 0 on it', () => {
    expect(campaignStatus({ campaign }, '2026-03-12')).toMatchObject({
      phase: 'running',
      daysLeft: 88,
      days: 100,
    });
    expect(campaignStatus({ campaign }, '2026-06-07').daysLeft).toBe(1);
    expect(campaignStatus({ campaign }, '2026-06-08').daysLeft).toBe(0);
  });

  it('gives the progress only while running, and the result only once finished', () => {
    expect(campaignStatus({ campaign, progress }, '2026-03-12').progress).toEqual(progress);
    expect(campaignStatus({ campaign, progress }, '2026-06-09').progress).toBeUndefined();
    expect(campaignStatus({ campaign, result }, '2026-06-09')).toMatchObject({ phase: 'finished', result });
    expect(campaignStatus({ campaign, result }, '2026-02-01')).toEqual({
      phase: 'announced',
      start: '2026-03-01',
      end: '2026-06-08',
      days: 100,
      daysLeft: 0,
    });
  });

  it('takes the length of a campaign with its own end', () => {
    expect(
      campaignStatus({ campaign: { start: '2025-09-01', end: '2025-12-09' } }, '2026-01-01'),
    ).toMatchObject({
      phase: 'finished',
      days: 100,
    });
    expect(campaignStatus({ campaign: { start: '2026-03-01', end: '2026-03-31' } }, '2026-03-01').days).toBe(
      31,
    );
  });
});
