import { describe, expect, it } from 'vitest';
import { phaseSummary } from './phase-summary.ts';

describe('phaseSummary: a campaign’s phase in the list of municipalities', () => {
  const campaign = (start: string, end?: string) => JSON.stringify({ start, ...(end ? { end } : {}) });

  it('says announced with the start, running with the last day, finished with the last day', () => {
    expect(phaseSummary(campaign('2027-04-19'), '2026-11-26')).toBe('angekündigt, ab 19. April 2027');
    expect(phaseSummary(campaign('2026-10-05'), '2026-11-26')).toBe('läuft bis 12. Januar 2027');
    expect(phaseSummary(campaign('2025-09-01', '2025-12-09'), '2026-11-26')).toBe(
      'abgeschlossen am 9. Dezember 2025',
    );
  });

  it('says nothing of a campaign without a valid start (the form reports it)', () => {
    expect(phaseSummary(campaign('2026-02-30'), '2026-11-26')).toBe('');
    expect(phaseSummary('', '2026-11-26')).toBe('');
  });
});
