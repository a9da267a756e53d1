import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { loadProblems } from '../../tests/support/content-problems.ts';
import { loadContent } from './load.ts';

// The rules of a campaign's time, as `npm run content:check`, the build and the editing app report them:
// each names the file, the field and what is expected. Thalwil's campaign (the fixture) starts on
// 2 March 2025 and, with no end of its own, ends on 9 June 2025; its fossil-heated houses are 600.

const THALWIL = 'content/municipalities/thalwil.json';
/** The fixture with the campaign fields `edit` sets, checked on `today`. */
function problems(today: string, edit: (m: Record<string, unknown>) => void) {
  vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.parse(`${today}T12:00:00Z`) / 1000));
  const f = contentFixture();
  f.editMunicipality(edit);
  return loadProblems(f.root).map((p) => p.replace(/Zeile \d+, Spalte \d+: /, ''));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the campaign’s time in a municipality file', () => {
  it('accepts a campaign with its progress while it runs and its result once it is over', () => {
    expect(problems('2025-03-12', (m) => (m.progress = { replaced: 37, asOf: '2025-03-12' }))).toEqual([]);
    expect(problems('2025-06-10', (m) => (m.result = { replaced: 86, yearBefore: 21 }))).toEqual([]);
  });

  it('refuses a day that does not exist, or one written otherwise', () => {
    expect(problems('2025-03-12', (m) => (m.campaign = { start: '2025-02-29' }))).toEqual([
      `${THALWIL}, Kampagne, Start: Den 2025-02-29 gibt es nicht im Kalender. Erwartet ein Datum, geschrieben wie 2026-03-12 (Jahr-Monat-Tag).`,
    ]);
    expect(problems('2025-03-12', (m) => (m.campaign = { start: '2.3.2025' }))).toEqual([
      `${THALWIL}, Kampagne, Start: «2.3.2025» ist kein Datum. Erwartet ein Datum, geschrieben wie 2026-03-12 (Jahr-Monat-Tag).`,
    ]);
  });

  it('refuses an end that is not after the start', () => {
    expect(problems('2025-03-12', (m) => (m.campaign = { start: '2025-03-02', end: '2025-03-02' }))).toEqual([
      `${THALWIL}, Kampagne, Ende: Das Ende 2. März 2025 liegt nicht nach dem Start 2. März 2025. Erwartet einen Tag nach dem Start, oder kein Ende (dann dauert die Kampagne 100 Tage).`,
    ]);
  });

  it('refuses progress dated outside the campaign or after the day of the build', () => {
    expect(problems('2025-03-12', (m) => (m.progress = { replaced: 3, asOf: '2025-03-01' }))).toEqual([
      `${THALWIL}, Zwischenstand, Stand vom: Der Stand vom 1. März 2025 liegt ausserhalb der Kampagne (2. März 2025 bis 9. Juni 2025). Erwartet einen Tag der Kampagne.`,
    ]);
    expect(problems('2025-03-12', (m) => (m.progress = { replaced: 3, asOf: '2025-03-13' }))).toEqual([
      `${THALWIL}, Zwischenstand, Stand vom: Der Stand vom 13. März 2025 liegt in der Zukunft (heute ist der 12. März 2025). Erwartet einen Tag bis heute.`,
    ]);
  });

  it('refuses progress or a result above the fossil-heated houses', () => {
    expect(problems('2025-03-12', (m) => (m.progress = { replaced: 601, asOf: '2025-03-12' }))).toEqual([
      `${THALWIL}, Zwischenstand, Ersetzte Heizungen: Der Zwischenstand 601 ist grösser als die 600 fossil geheizten Häuser. Erwartet höchstens 600.`,
    ]);
    expect(problems('2025-07-01', (m) => (m.result = { replaced: 601 }))).toEqual([
      `${THALWIL}, Ergebnis, Ersetzte Heizungen: Das Ergebnis 601 ist grösser als die 600 fossil geheizten Häuser. Erwartet höchstens 600.`,
    ]);
  });

  it('refuses a result before the campaign has ended, on its last day too', () => {
    expect(problems('2025-06-09', (m) => (m.result = { replaced: 86 }))).toEqual([
      `${THALWIL}, Ergebnis: Ein Ergebnis gibt es erst nach dem letzten Tag, dem 9. Juni 2025 (heute ist der 9. Juni 2025). Erwartet bis dann einen Zwischenstand ("progress") statt eines Ergebnisses.`,
    ]);
  });

  it('refuses a SOURCE_DATE_EPOCH that is not a time, naming it', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', 'gestern');
    const f = contentFixture();
    expect(() => loadContent(f.root, FIXTURE_SLUG)).toThrow(/SOURCE_DATE_EPOCH="gestern"/);
  });
});
