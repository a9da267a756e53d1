import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_SLUG, placeIn } from '../../../tests/support/content-fixture.ts';
import { contentProblems } from '../validated-content.ts';
import { numberProblem } from './official-municipalities.ts';
import { officialMunicipalities } from './swiss-geodata.ts';

// A municipality file's official number (BFS-Gemeindenummer) against the geodata and the other files: each
// refused with the file, line and field, before anything is built (the build and `npm run content:check`
// report contentProblems; the editing app runs numberProblem before a save, src/admin/check-campaign.ts).

const FILE = `content/municipalities/${FIXTURE_SLUG}.json`;
const all = { only: null, municipalitiesDirs: ['content/municipalities'] };

describe('the official municipalities', () => {
  const official = officialMunicipalities();

  it('are today’s, with their canton and, where the geodata names them, their official name', () => {
    expect(official.get(3234)).toEqual({ name: 'Diepoldsau', canton: 'SG' });
    expect(official.get(3408)).toEqual({ name: 'Uzwil', canton: 'SG' });
    expect(official.get(3203)).toEqual({ name: 'St. Gallen', canton: 'SG' });
    // Merged into another since 2024: no municipality today.
    expect(official.get(6459)).toBeUndefined();
    expect(official.size).toBeGreaterThan(2000);
  });

  it('accept a name with or without the canton that tells two of one name apart', () => {
    expect(numberProblem(3427, 'Wil', official)).toBeUndefined();
    expect(numberProblem(3427, 'Wil (SG)', official)).toBeUndefined();
    expect(numberProblem(71, 'Wil', official)).toBeUndefined();
    expect(numberProblem(3427, 'Wil (ZH)', official)).toBe(
      '3427 ist Wil (SG), nicht Wil (ZH). Erwartet 71, die Nummer von Wil (ZH) (oder als Name «Wil»).',
    );
  });
});

describe('a municipality file’s number', () => {
  it('is required', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      delete m.bfsNumber;
    });
    expect(contentProblems(f.root, all)).toEqual([
      `${FILE}, Zeile 1, Spalte 1: BFS-Gemeindenummer: Das Feld "bfsNumber" fehlt. Erwartet eine Zahl, z. B. "bfsNumber": 3234.`,
    ]);
  });

  it('must be a municipality of today, and says which number the name has', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.bfsNumber = 6459;
    });
    expect(contentProblems(f.root, all)).toEqual([
      `${FILE}, ${placeIn(f.root, FILE, '"bfsNumber": ', '6459')}: BFS-Gemeindenummer: 6459 ist keine Gemeinde der Schweiz von heute. Erwartet 141, die Nummer von Thalwil.`,
    ]);
  });

  it('names the municipality a wrong number is, so that a typo cannot move a campaign elsewhere', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.name = 'Diepoldsau';
      m.bfsNumber = 3235;
    });
    expect(contentProblems(f.root, all)).toEqual([
      `${FILE}, ${placeIn(f.root, FILE, '"bfsNumber": ', '3235')}: BFS-Gemeindenummer: 3235 ist Rheineck, nicht Diepoldsau. Erwartet 3234, die Nummer von Diepoldsau (oder als Name «Rheineck»).`,
    ]);
  });

  it('is one municipality’s only: a second file with it is refused at its number, drafts too', () => {
    const f = contentFixture();
    const file = join(f.root, FILE);
    const copy = FILE.replace(FIXTURE_SLUG, 'thalwil-entwurf');
    const thalwil = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(join(f.root, copy), JSON.stringify({ ...thalwil, published: false }, null, 2));
    expect(contentProblems(f.root, all)).toEqual([
      `${copy}, ${placeIn(f.root, copy, '"bfsNumber": ', '141')}: BFS-Gemeindenummer: Die Nummer 141 hat schon ${FILE} (Thalwil). Erwartet jede Gemeinde in einer Datei, mit ihrer eigenen Nummer.`,
    ]);
  });
});
