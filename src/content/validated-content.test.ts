import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { contentProblems, validatedContent } from './validated-content.ts';

const thalwil = { only: FIXTURE_SLUG, municipalitiesDirs: ['content/municipalities'] };

describe('validatedContent', () => {
  it('validates once while the files stay as they are, and again when one changes', () => {
    const fixture = contentFixture();
    const first = validatedContent(fixture.root, thalwil);
    expect(validatedContent(`${fixture.root}/`, { ...thalwil })).toBe(first);

    fixture.editSite((site) => {
      site.hero.headline = 'Neue Schlagzeile für {municipality}';
    });
    const changed = validatedContent(fixture.root, thalwil);
    expect(changed).not.toBe(first);
    expect(changed.contents.thalwil?.site.hero.headline).toBe('Neue Schlagzeile für Thalwil');
    expect(changed.policy.sections.length).toBeGreaterThan(0);
  });

  it('throws the problems of every broken file, and is valid again once they are fixed', () => {
    const fixture = contentFixture();
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil -= 5;
    });
    expect(() => validatedContent(fixture.root, thalwil)).toThrow(
      /content\/municipalities\/thalwil\.json, Zeile \d+, Spalte \d+: .*fossil 595 = 795, aber total ist 800/,
    );
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil += 5;
    });
    expect(validatedContent(fixture.root, thalwil).contents.thalwil?.municipality.housing.fossil).toBe(600);
  });
});

describe('contentProblems (npm run dev)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('lists the content problems as the build prints them, none when the content is valid', () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    const problems = () => contentProblems(fixture.root);
    expect(problems()).toEqual([]);
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil = 595;
    });
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/municipalities\/thalwil\.json, Zeile \d+, Spalte \d+: .*fossil 595 = 795, aber total ist 800\. Erwartet/,
      ),
    ]);
  });
});

describe('validatedContent: every municipality of one build', () => {
  /** The fixture with more municipalities beside Thalwil: copies of its file with another name (and number). */
  function campaigns(more: Record<string, { name: string; published: boolean; bfsNumber?: number }>) {
    const fixture = contentFixture();
    const file = join(fixture.root, 'content/municipalities/thalwil.json');
    const thalwil = JSON.parse(readFileSync(file, 'utf8'));
    for (const [slug, fields] of Object.entries(more))
      writeFileSync(file.replace('thalwil', slug), JSON.stringify({ ...thalwil, ...fields }, null, 2));
    return fixture;
  }
  const all = { only: null, municipalitiesDirs: ['content/municipalities'] };

  it('fills each municipality’s copy with its own name, and links each to the other published ones by name', () => {
    const fixture = campaigns({
      wil: { name: 'Wil', bfsNumber: 3427, published: true },
      au: { name: 'Au', bfsNumber: 3231, published: true },
      neuenegg: { name: 'Neuenegg', bfsNumber: 670, published: false },
    });
    const { contents, campaigns: loaded } = validatedContent(fixture.root, all);
    expect(loaded.home).toBe('thalwil');
    expect(contents.wil?.site.hero.headline).toContain('Wil');
    // Thalwil's copies began on 2 March 2025: finished at any day these tests run.
    const finished = { phase: 'finished', start: '2025-03-02' };
    expect(contents.thalwil?.campaigns).toEqual([
      { name: 'Au', path: '/au', ...finished },
      { name: 'Wil', path: '/wil', ...finished },
    ]);
    // The home municipality is linked at /; a draft is linked from nowhere, and its own page links the others.
    expect(contents.au?.campaigns.map((link) => link.path)).toEqual(['/', '/wil']);
    expect(contents.neuenegg?.campaigns.map((link) => link.name)).toEqual(['Au', 'Thalwil', 'Wil']);
    // The overview of every page is the same list of the published campaigns, each with its own number and words.
    const overview = contents.thalwil?.overview ?? [];
    expect(overview.map(({ name, bfsNumber }) => [name, bfsNumber])).toEqual([
      ['Au', 3231],
      ['Thalwil', 141],
      ['Wil', 3427],
    ]);
    expect(contents.neuenegg?.overview).toBe(contents.thalwil?.overview);
    expect(overview[2]?.copy.resultHeading).toContain('Wil');
  });

  it('refuses a home municipality that is missing or a draft, at site.json → homeMunicipality', () => {
    const fixture = campaigns({ neuenegg: { name: 'Neuenegg', bfsNumber: 670, published: false } });
    fixture.editSite((site) => {
      site.homeMunicipality = 'neuenegg';
    });
    expect(contentProblems(fixture.root, all)).toEqual([
      expect.stringMatching(
        /^content\/site\.json, Zeile \d+, Spalte \d+: Gemeinde der Startseite: Die Gemeinde «neuenegg» ist ein Entwurf \("published": false\)\. Erwartet eine veröffentlichte Gemeinde/,
      ),
    ]);
    fixture.editSite((site) => {
      site.homeMunicipality = 'bergwil';
    });
    expect(contentProblems(fixture.root, all)).toEqual([
      expect.stringMatching(
        /Gemeinde der Startseite: Die Gemeinde «bergwil» gibt es nicht \(keine Datei content\/municipalities\/bergwil\.json\)\. Erwartet den Dateinamen einer veröffentlichten Gemeinde ohne \.json: thalwil\.$/,
      ),
    ]);
  });

  it('refuses a file name that is no URL-safe slug or takes the path of a page or folder of the site', () => {
    const fixture = campaigns({
      'St Gallen': { name: 'St. Gallen', published: true },
      'privacy-policy': { name: 'Datenschutz', published: true },
      assets: { name: 'Assets', published: true },
      admin: { name: 'Admin', published: false },
      partners: { name: 'Partner', published: true },
    });
    const problems = contentProblems(fixture.root, all);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/municipalities\/St Gallen\.json: Der Dateiname «St Gallen» taugt nicht als Adresse der Seite \(\/St Gallen\)\. Erwartet .*Kleinbuchstaben/,
      ),
      expect.stringMatching(
        /^content\/municipalities\/admin\.json: Der Dateiname «admin» ist schon vergeben/,
      ),
      expect.stringMatching(
        /^content\/municipalities\/assets\.json: Der Dateiname «assets» ist schon vergeben/,
      ),
      expect.stringMatching(
        /^content\/municipalities\/partners\.json: Der Dateiname «partners» ist schon vergeben/,
      ),
      expect.stringMatching(
        /^content\/municipalities\/privacy-policy\.json: Der Dateiname «privacy-policy» ist/,
      ),
    ]);
  });

  it('refuses the same municipality in two folders', () => {
    const fixture = contentFixture();
    // The second folder's file is the one refused, whatever the names sort like.
    const dirs = ['content/municipalities', 'content/more'];
    mkdirSync(join(fixture.root, 'content/more'));
    cpSync(
      join(fixture.root, 'content/municipalities/thalwil.json'),
      join(fixture.root, 'content/more/thalwil.json'),
    );
    expect(contentProblems(fixture.root, { only: null, municipalitiesDirs: dirs })).toEqual([
      'content/more/thalwil.json: Die Gemeinde «thalwil» gibt es zweimal, auch in content/municipalities/thalwil.json. Erwartet jeden Dateinamen nur einmal.',
    ]);
  });
});
