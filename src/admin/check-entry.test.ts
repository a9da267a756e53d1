import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Site } from '@/content/schema/site.ts';
import { FIXTURE_ROOT, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { checkEntry, entryKind } from './check-entry.ts';

// Before a save the app runs the checks of `npm run content:check` on what it would write: the same German
// messages, naming the field and what is expected, without the file's line and column. On the unit tests'
// content set (tests/fixtures/content); `npm run content:check` holds the real content to the same rules.

const text = (file: string) => readFileSync(join(FIXTURE_ROOT, file), 'utf8');
const read = (file: string) => JSON.parse(text(file));
const site = read('content/site.json') as Site;
const municipality = read(`content/municipalities/${FIXTURE_SLUG}.json`);

describe('checkEntry', () => {
  it('passes valid content, every file of it', () => {
    expect(checkEntry('municipality', municipality, site)).toEqual([]);
    expect(checkEntry('site', site as never, site)).toEqual([]);
    expect(checkEntry('heatPumpIndex', read('content/heat-pump-index.json'), site)).toEqual([]);
    const legal = text('content/legal/privacy-policy.md');
    const [, updated = '', body = ''] = /^---\nupdated: (.*)\n---\n([\s\S]*)$/.exec(legal) ?? [];
    expect(body).not.toBe('');
    expect(checkEntry('privacyPolicy', { updated, body }, site)).toEqual([]);
  });

  it('refuses the rules beyond the form in the words of the content check', () => {
    const { renewable, total } = municipality.housing;
    const fossil = municipality.housing.fossil - 5;
    const target = total + 1;
    // The second year of the history left out: the third now follows the first.
    const [first, second, third] = municipality.renewableHistory.map((p: { year: number }) => p.year);
    const broken = {
      ...municipality,
      housing: { ...municipality.housing, fossil },
      renewableHistory: municipality.renewableHistory.filter((p: { year: number }) => p.year !== second),
      target,
    };
    expect(checkEntry('municipality', broken, site)).toEqual([
      `Einfamilienhäuser, fossil geheizt: Erneuerbar ${renewable} + fossil ${fossil} = ${renewable + fossil}, aber total ist ${total}. Erwartet, dass beide zusammen das Total ergeben: fossil ${total - renewable} (oder total ${renewable + fossil}).`,
      `Ziel: Das Ziel ${target} ist grösser als die ${fossil} fossil geheizten Häuser. Erwartet höchstens ${fossil}: umstellen lassen sich nur fossil geheizte Häuser.`,
      `Verlauf, Eintrag 2, Jahr: Das Jahr ${second} fehlt (nach ${first} folgt hier ${third}). Erwartet jedes Jahr ohne Lücke: ${second} vor diesem Eintrag ergänzen.`,
    ]);
  });

  it('refuses a placeholder that stands twice', () => {
    const twice = { ...site, housingStats: { ...site.housingStats, share: '{share} und {share}' } };
    expect(checkEntry('site', twice as never, site)).toEqual([
      'Abschnitt Bestand, Anteil unter der Zahl: Der Platzhalter {share} steht 2-mal im Text. Erwartet ihn genau einmal.',
    ]);
  });

  it('knows each collection’s file', () => {
    expect(entryKind('municipalities', '')).toBe('municipality');
    expect(entryKind('website', 'heatPumpIndex')).toBe('heatPumpIndex');
    expect(entryKind('legal', 'privacyPolicy')).toBe('privacyPolicy');
    expect(entryKind('website', 'other')).toBeUndefined();
  });
});
