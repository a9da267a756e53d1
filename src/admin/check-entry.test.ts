import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Site } from '@/content/schema/site.ts';
import { checkEntry, entryKind } from './check-entry.ts';

// Before a save the app runs the checks of `npm run content:check` on what it would write: the same German
// messages, naming the field and what is expected, without the file's line and column.

const root = resolve(import.meta.dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(resolve(root, file), 'utf8'));
const site = read('content/site.json') as Site;
const diepoldsau = read('content/municipalities/diepoldsau.json');

describe('checkEntry', () => {
  it('passes the content as it is', () => {
    expect(checkEntry('municipality', diepoldsau, site)).toEqual([]);
    expect(checkEntry('site', site as never, site)).toEqual([]);
    expect(checkEntry('heatPumpIndex', read('content/heat-pump-index.json'), site)).toEqual([]);
    const legal = readFileSync(resolve(root, 'content/legal/privacy-policy.md'), 'utf8');
    const [, updated = '', body = ''] = /^---\nupdated: (.*)\n---\n([\s\S]*)$/.exec(legal) ?? [];
    expect(checkEntry('privacyPolicy', { updated, body }, site)).toEqual([]);
  });

  it('refuses the rules beyond the form in the words of the content check', () => {
    const broken = {
      ...diepoldsau,
      housing: { ...diepoldsau.housing, fossil: 1250 },
      renewableHistory: diepoldsau.renewableHistory.filter((p: { year: number }) => p.year !== 2022),
      target: 2000,
    };
    expect(checkEntry('municipality', broken, site)).toEqual([
      'Einfamilienhäuser, fossil geheizt: Erneuerbar 312 + fossil 1250 = 1562, aber total ist 1567. Erwartet, dass beide zusammen das Total ergeben: fossil 1255 (oder total 1562).',
      'Ziel: Das Ziel 2000 ist grösser als die 1250 fossil geheizten Häuser. Erwartet höchstens 1250: umstellen lassen sich nur fossil geheizte Häuser.',
      'Verlauf, Eintrag 3, Jahr: Das Jahr 2022 fehlt (nach 2021 folgt hier 2023). Erwartet jedes Jahr ohne Lücke: 2022 vor diesem Eintrag ergänzen.',
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
