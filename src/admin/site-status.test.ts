import { describe, expect, it } from 'vitest';
import { BUILT_AT, exampleBuild } from '../../tests/support/build-json-example.ts';
import { afterSave, badge, clockTime, type Following, onSite, standing } from './site-status.ts';

const PATH = 'content/municipalities/seengen.json';
const HASH = 'a'.repeat(64);

const SAVED = Date.parse('2026-03-12T13:30:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const deployed: Following = { limitMs: 15 * MINUTE, local: false, site: 'https://100in100.example' };
const local: Following = { limitMs: 15 * MINUTE, local: true, site: 'http://localhost:4173' };

describe('onSite', () => {
  it('compares the hash of the saved text with the build’s', () => {
    expect(onSite(PATH, HASH, exampleBuild({ [PATH]: HASH }))).toEqual({
      kind: 'online',
      since: BUILT_AT,
    });
    expect(onSite(PATH, HASH, exampleBuild({ [PATH]: 'b'.repeat(64) }))).toEqual({ kind: 'behind' });
    expect(onSite(PATH, HASH, exampleBuild({}))).toEqual({ kind: 'behind' });
  });

  it('takes a draft, which no build shows, as on the site once the build leaves its file out', () => {
    expect(onSite(PATH, null, exampleBuild({}))).toEqual({ kind: 'off', since: BUILT_AT });
    expect(onSite(PATH, null, exampleBuild({ [PATH]: HASH }))).toEqual({ kind: 'behind' });
  });

  it('knows nothing before the site answered, and why it cannot read the answer', () => {
    expect(onSite(PATH, HASH, undefined)).toEqual({ kind: 'unknown' });
    expect(onSite(PATH, HASH, 'not-json')).toEqual({ kind: 'unreadable', why: 'not-json' });
  });
});

describe('afterSave', () => {
  it('says the site is being built until a build has the change, then since when it is online', () => {
    expect(afterSave({ kind: 'behind' }, SAVED, SAVED + MINUTE, deployed)).toEqual({
      tone: 'waiting',
      text: 'Gespeichert. Die Website wird neu gebaut …',
      said: 'Gespeichert. Die Website wird neu gebaut …',
    });
    expect(afterSave({ kind: 'online', since: BUILT_AT }, SAVED, SAVED + 3 * MINUTE, deployed)).toEqual({
      tone: 'online',
      text: 'Online seit 14:32',
      said: 'Online seit 14:32: Die Website zeigt die Änderung.',
    });
  });

  it('says after the limit that the change is not online yet, why that may be and what to do', () => {
    const late = afterSave({ kind: 'behind' }, SAVED, SAVED + 15 * MINUTE, deployed);
    expect(late.tone).toBe('problem');
    expect(late.text).toBe('Gespeichert, aber noch nicht online.');
    expect(late.details).toContain('Seit 15 Minuten zeigt kein neuer Bau der Website diese Änderung.');
    expect(late.details).toContain('Sie ist gespeichert und geht nicht verloren.');
    expect(late.details).toContain('oder der Webhoster hat eine Störung');
    expect(late.details).toContain('Der Person Bescheid geben, die die Website betreut');
    expect(late.said).toBe(`${late.text} ${late.details}`);
    // On the editor's own machine the reason is in npm start's terminal.
    expect(afterSave({ kind: 'behind' }, SAVED, SAVED + 16 * MINUTE, local).details).toContain(
      'Im Terminal von «npm start» steht, woran der Bau gescheitert ist',
    );
    // A build that brings it later still counts.
    expect(
      afterSave({ kind: 'online', since: '2026-03-12T14:02:00Z' }, SAVED, SAVED + HOUR, deployed).text,
    ).toBe('Online seit 15:02');
  });

  it('says in German that the status cannot be read, and why, the save kept', () => {
    const cases = {
      missing: 'Die Website gibt keine Angaben zu ihrem Bau (build.json fehlt)',
      unreachable: 'Die Website antwortet nicht.',
      'not-json': 'sind kein gültiges JSON',
      older: 'stammen von einer älteren Fassung',
    } as const;
    for (const [why, words] of Object.entries(cases)) {
      const line = afterSave({ kind: 'unreadable', why: why as keyof typeof cases }, SAVED, SAVED, deployed);
      expect(line.text).toBe('Gespeichert. Ob die Änderung online ist, lässt sich nicht lesen.');
      expect(line.details).toContain(words);
      expect(line.details).toContain('Die Änderung ist gespeichert; die App fragt weiter nach.');
    }
    expect(afterSave({ kind: 'unreadable', why: 'unreachable' }, SAVED, SAVED, local).details).toContain(
      'Die Website auf http://localhost:4173 antwortet nicht: Läuft «npm start» im Projektordner?',
    );
  });

  it('says that a draft is saved but not on the site', () => {
    expect(afterSave({ kind: 'off', since: BUILT_AT }, SAVED, SAVED, deployed).text).toBe(
      'Gespeichert. Als Entwurf nicht auf der Website.',
    );
  });

  it('writes every text in Swiss spelling', () => {
    const lines = [
      afterSave({ kind: 'behind' }, SAVED, SAVED + HOUR, deployed),
      afterSave({ kind: 'behind' }, SAVED, SAVED + HOUR, local),
      afterSave({ kind: 'unreadable', why: 'missing' }, SAVED, SAVED, deployed),
      standing({ kind: 'behind' }, deployed),
    ];
    expect(JSON.stringify(lines)).not.toContain('ß');
  });
});

describe('standing and badge (no save in this visit)', () => {
  it('say whether what is saved is online, a draft, behind or unknown', () => {
    expect(standing({ kind: 'unknown' }, deployed)).toBeUndefined();
    expect(standing({ kind: 'online', since: BUILT_AT }, deployed)?.text).toBe('Online');
    expect(standing({ kind: 'behind' }, deployed)?.text).toBe('Noch nicht online');
    expect(standing({ kind: 'unreadable', why: 'older' }, deployed)?.text).toBe(
      'Stand der Website nicht lesbar',
    );
    expect(badge({ kind: 'online', since: '' })?.text).toBe('Online');
    expect(badge({ kind: 'behind' })?.text).toBe('Noch nicht online');
    expect(badge({ kind: 'off', since: '' })?.text).toBe('Entwurf');
    expect(badge({ kind: 'unreadable', why: 'missing' })?.text).toBe('Stand unbekannt');
    expect(badge({ kind: 'unknown' })).toBeUndefined();
  });
});

describe('clockTime', () => {
  it('is the time in Zurich, with the day when it is not today there', () => {
    expect(clockTime('2026-03-12T13:32:05Z', Date.parse('2026-03-12T20:00:00Z'))).toBe('14:32');
    // Summer time: UTC+2.
    expect(clockTime('2026-07-01T06:05:00Z', Date.parse('2026-07-01T07:00:00Z'))).toBe('08:05');
    expect(clockTime('2026-03-11T22:30:00Z', Date.parse('2026-03-13T08:00:00Z'))).toBe(
      '11. März 2026, 23:30',
    );
  });
});
