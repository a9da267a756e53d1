import { describe, expect, it } from 'vitest';
import { campaignStatus } from '../../src/content/campaign-time.ts';
import { phaseText } from './campaign-phases.ts';

// What the build prints of each campaign: its phase on the build's day, in German.
const campaign = { start: '2026-03-01' };

describe('phaseText', () => {
  it('names each phase with its dates and figures', () => {
    expect(phaseText(campaignStatus({ campaign }, '2026-02-01'))).toBe('angekündigt, Start am 1. März 2026');
    expect(
      phaseText(campaignStatus({ campaign, progress: { replaced: 37, asOf: '2026-03-12' } }, '2026-03-12')),
    ).toBe('läuft (1. März – 8. Juni 2026), noch 88 Tage, 37 ersetzt (Stand 12. März 2026)');
    expect(phaseText(campaignStatus({ campaign }, '2026-06-08'))).toBe(
      'läuft (1. März – 8. Juni 2026), heute der letzte Tag, noch ohne Zwischenstand',
    );
    expect(phaseText(campaignStatus({ campaign }, '2026-06-09'))).toBe(
      'abgeschlossen (1. März – 8. Juni 2026), das Ergebnis fehlt noch',
    );
    expect(phaseText(campaignStatus({ campaign, result: { replaced: 1086 } }, '2026-06-09'))).toBe(
      "abgeschlossen (1. März – 8. Juni 2026), 1'086 Heizungen ersetzt",
    );
  });
});
