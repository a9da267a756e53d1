import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_SLUG, lineIn } from '../../tests/support/content-fixture.ts';
import { contentErrorOf, loadProblems } from '../../tests/support/content-problems.ts';
import { loadContent } from './load.ts';

// The limits of the content files (docs/content.md, "Limits"): every text fits its place on the page, numbers stay
// in a sane range, placeholders are closed. Each rule is shown with the message an editor reads.

const SITE = 'content/site.json';
const THALWIL = 'content/municipalities/thalwil.json';
const INDEX = 'content/heat-pump-index.json';

/** The ContentError loadContent throws for the content set at `root`, or undefined. */
const error = (root: string) => contentErrorOf(() => loadContent(root, FIXTURE_SLUG));

/** Sets the value at a dotted path (`cooperative.address.street`, `partners.0.name`). */
// biome-ignore lint/suspicious/noExplicitAny: tests edit arbitrary JSON on purpose
function set(data: any, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce((object, key) => object[key], data);
  parent[last] = value;
}

describe('text limits', () => {
  it('stops a megabyte headline with the field and the limit, in a short message', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.hero.headline = 'x'.repeat(1_000_000);
    });
    const found = error(f.root);
    expect(found?.problems).toEqual([
      `${SITE}, Zeile 30, Spalte 17: Startbereich, Überschrift: Der Text ist 1000000 Zeichen lang. Erwartet höchstens 90 Zeichen: bitte kürzen.`,
    ]);
    expect(found?.message.length).toBeLessThan(200);
  });

  const site: [string, number, string][] = [
    ['campaign', 30, 'Name der Kampagne'],
    ['slogan', 120, 'Slogan'],
    ['hero.headline', 90, 'Startbereich, Überschrift'],
    ['hero.subtext', 320, 'Startbereich, Text'],
    ['successFactors.1.title', 60, 'Erfolgsfaktor 2, Titel'],
    ['successFactors.1.text', 320, 'Erfolgsfaktor 2, Text'],
    ['cooperative.name', 80, 'Genossenschaft, Name'],
    ['cooperative.legalForm', 60, 'Genossenschaft, Rechtsform'],
    ['cooperative.address.street', 60, 'Genossenschaft, Adresse, Strasse'],
    ['cooperative.address.locality', 40, 'Genossenschaft, Adresse, Ort'],
    ['cooperative.address.country', 40, 'Genossenschaft, Adresse, Land'],
    ['cooperative.register.office', 100, 'Genossenschaft, Handelsregister, Amt'],
    ['cooperative.president', 60, 'Genossenschaft, Präsidium'],
  ];
  it.each(site)('site.json %s: at most %i characters', (path, limit, words) => {
    const f = contentFixture();
    f.editSite((s) => set(s, path, 'a'.repeat(limit)));
    expect(loadProblems(f.root)).toEqual([]);
    f.editSite((s) => set(s, path, 'a'.repeat(limit + 1)));
    expect(loadProblems(f.root)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${SITE}, Zeile \\d+, Spalte \\d+: ${words}: Der Text ist ${limit + 1} Zeichen lang\\. Erwartet höchstens ${limit} Zeichen: bitte kürzen\\.$`,
        ),
      ),
    ]);
  });

  it('counts the characters after trimming the spaces around them', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.campaign = `  ${'a'.repeat(30)}  `;
    });
    expect(loadProblems(f.root)).toEqual([]);
  });

  it('limits the municipality’s name and the partners’ names', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.name = 'N'.repeat(31);
      m.partners[2].name = 'P'.repeat(61);
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 3, Spalte 11: Name der Gemeinde: Der Text ist 31 Zeichen lang. Erwartet höchstens 30 Zeichen: bitte kürzen.`,
      `${THALWIL}, Zeile 42, Spalte 15: Partner 3, Name: Der Text ist 61 Zeichen lang. Erwartet höchstens 60 Zeichen: bitte kürzen.`,
    ]);
  });

  it('limits the heat-pump chart’s labels and sources', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[0].label = 'L'.repeat(41);
      index.series[0].source = 'S'.repeat(201);
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 12, Spalte 16: Reihe 1, Bezeichnung: Der Text ist 41 Zeichen lang. Erwartet höchstens 40 Zeichen: bitte kürzen.`,
      `${INDEX}, Zeile 15, Spalte 17: Reihe 1, Quelle: Der Text ist 201 Zeichen lang. Erwartet höchstens 200 Zeichen: bitte kürzen.`,
    ]);
  });

  it('limits the email address and the URLs', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.cooperative.email = `${'a'.repeat(20)}@example.ch`;
      s.links.booking = `https://buchen.example/${'a'.repeat(300)}`;
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 16, Spalte 14: Genossenschaft, E-Mail: Der Text ist 31 Zeichen lang. Erwartet höchstens 30 Zeichen: bitte kürzen.`,
      `${SITE}, Zeile 25, Spalte 16: Links, Termin buchen: Der Text ist 323 Zeichen lang. Erwartet höchstens 300 Zeichen: bitte kürzen.`,
    ]);
  });
});

describe('placeholders in the copy of site.json', () => {
  it('names a placeholder that is not closed', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.hero.headline = 'Gemeinsam in {municipality';
      s.successFactors[3].text = '{target Häuser} zusammen in {municipality}.';
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 30, Spalte 17: Startbereich, Überschrift: Der Platzhalter "{municipality" ist nicht geschlossen. Erwartet ihn mit Klammer zu: {municipality}.`,
      `${SITE}, Zeile ${lineIn(f.root, SITE, '{target Häuser}')}, Spalte 15: Erfolgsfaktor 4, Text: Der Platzhalter {target Häuser} ist unbekannt. Erwartet nur {municipality}, {target}, {campaign} (genau so geschrieben).`,
    ]);
  });

  it('names a brace that opens no placeholder', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.hero.subtext = 'Wir {bauen { mehr}';
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 31, Spalte 16: Startbereich, Text: Der Platzhalter "{bauen" ist nicht geschlossen. Erwartet ihn mit Klammer zu: {bauen}.`,
      `${SITE}, Zeile 31, Spalte 16: Startbereich, Text: Der Platzhalter { mehr} ist unbekannt. Erwartet nur {municipality}, {target}, {campaign} (genau so geschrieben).`,
    ]);
  });
});

describe('number ranges', () => {
  it('refuses 1e308 and a thousandfold rise as index values', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[0].values[2] = 1e308;
      index.series[1].values[3] = 1001;
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 19, Spalte 9: Reihe 1, Wert 3: Hier steht die Zahl 1e+308. Erwartet eine Zahl von höchstens 1000, z. B. 1.25.`,
      `${INDEX}, Zeile 31, Spalte 9: Reihe 2, Wert 4: Hier steht die Zahl 1001. Erwartet eine Zahl von höchstens 1000, z. B. 1.25.`,
    ]);
  });

  it('refuses a number JSON reads as infinite', () => {
    const f = contentFixture();
    const file = join(f.root, INDEX);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"values": [1, 2, 3, 4]', '"values": [1, 2, 1e999, 4]'),
    );
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 11, Spalte 24: Reihe 1, Wert 3: Hier steht die Zahl Infinity. Erwartet eine Zahl, z. B. 1.25.`,
    ]);
  });

  it('limits house counts and the target to the single-family houses of one municipality', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.renewableWithoutProject = 1_000_001;
      m.housesAxis = { min: 0, max: 2_000_000 };
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 27, Spalte 30: Häuser ohne Projekt: Hier steht die Zahl 1000001. Erwartet eine Zahl von höchstens 1000000, z. B. 330.`,
      `${THALWIL}, Zeile 70, Spalte 12: Achse des Häuser-Diagramms, Maximum: Hier steht die Zahl 2000000. Erwartet eine Zahl von höchstens 1000000, z. B. 450.`,
    ]);
    const g = contentFixture();
    g.editMunicipality((m) => {
      m.target = 1_000_001;
    });
    expect(loadProblems(g.root)).toEqual([
      `${THALWIL}, Zeile 9, Spalte 13: Ziel: Hier steht die Zahl 1000001. Erwartet eine Zahl von höchstens 1000000, z. B. 100.`,
    ]);
  });

  it('keeps years in a realistic window', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.copyrightYear = 2101;
    });
    f.editHeatPumpIndex((index) => {
      index.years = [1999, 2000, 2001, 2002];
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 6, Spalte 20: Copyright-Jahr: Hier steht die Zahl 2101. Erwartet eine Zahl von höchstens 2100, z. B. 2024.`,
      `${INDEX}, Zeile 4, Spalte 5: Jahr 1: Hier steht die Zahl 1999. Erwartet eine Zahl von mindestens 2000, z. B. 2020.`,
    ]);
  });

  it('limits a chart to the years it can label', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.campaign.start = '2060-03-02';
      m.renewableHistory = Array.from({ length: 31 }, (_, i) => ({ year: 2029 + i, houses: 150 }));
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 13, Spalte 23: Verlauf: Die Liste hat 31 Einträge. Erwartet höchstens 30.`,
    ]);
  });
});

describe('a long list of problems', () => {
  // 5000 bad values: a hundred times the fifty lines printed. Loading 100,000 took 4 to 12 s on a busy
  // 2-core machine (mostly garbage collection of the problems' messages) and hit Vitest's 5 s limit; the
  // cut of a list that long is problems.test.ts's, with no content to load.
  const count = 5000;
  it('keeps every problem and prints the first fifty and a count', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[0].values = Array(count).fill('x');
    });
    const found = error(f.root);
    expect(found?.problems.length).toBeGreaterThanOrEqual(count);
    expect(found?.problems[0]).toBe(
      `${INDEX}, Zeile 17, Spalte 9: Reihe 1, Wert 1: Hier steht der Text "x". Erwartet eine Zahl, z. B. 1.25.`,
    );
    const lines = found?.message.split('\n') ?? [];
    expect(lines).toHaveLength(52);
    expect(lines[51]).toBe(`  … und ${(found?.problems.length ?? 0) - 50} weitere Probleme`);
  });
});
