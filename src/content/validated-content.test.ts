import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { contentProblems, validatedContent } from './validated-content.ts';

const talwil = { only: FIXTURE_SLUG, municipalitiesDirs: ['content/municipalities'] };

describe('validatedContent', () => {
  it('validates once while the files stay as they are, and again when one changes', () => {
    const fixture = contentFixture();
    const first = validatedContent(fixture.root, talwil);
    expect(validatedContent(`${fixture.root}/`, { ...talwil })).toBe(first);

    fixture.editSite((site) => {
      site.hero.headline = 'Neue Schlagzeile für {municipality}';
    });
    const changed = validatedContent(fixture.root, talwil);
    expect(changed).not.toBe(first);
    expect(changed.contents.talwil?.site.hero.headline).toBe('Neue Schlagzeile für Talwil');
    expect(changed.policy.sections.length).toBeGreaterThan(0);
  });

  it('throws the problems of every broken file, and is valid again once they are fixed', () => {
    const fixture = contentFixture();
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil -= 5;
    });
    expect(() => validatedContent(fixture.root, talwil)).toThrow(
      /content\/municipalities\/talwil\.json, Zeile \d+, Spalte \d+: .*fossil 595 = 795, aber total ist 800/,
    );
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil += 5;
    });
    expect(validatedContent(fixture.root, talwil).contents.talwil?.municipality.housing.fossil).toBe(600);
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
        /^content\/municipalities\/talwil\.json, Zeile \d+, Spalte \d+: .*fossil 595 = 795, aber total ist 800\. Erwartet/,
      ),
    ]);
  });
});

describe('validatedContent: every municipality of one build', () => {
  /** The fixture with more municipalities beside Talwil: copies of its file with another name. */
  function campaigns(more: Record<string, { name: string; published: boolean }>) {
    const fixture = contentFixture();
    const file = join(fixture.root, 'content/municipalities/talwil.json');
    const talwil = JSON.parse(readFileSync(file, 'utf8'));
    for (const [slug, fields] of Object.entries(more))
      writeFileSync(file.replace('talwil', slug), JSON.stringify({ ...talwil, ...fields }, null, 2));
    return fixture;
  }
  const all = { only: null, municipalitiesDirs: ['content/municipalities'] };

  it('fills each municipality’s copy with its own name, and links each to the other published ones by name', () => {
    const fixture = campaigns({
      zellwil: { name: 'Zellwil', published: true },
      au: { name: 'Au', published: true },
      nebelried: { name: 'Nebelried', published: false },
    });
    const { contents, campaigns: loaded } = validatedContent(fixture.root, all);
    expect(loaded.home).toBe('talwil');
    expect(contents.zellwil?.site.hero.headline).toContain('Zellwil');
    // Talwil's copies began on 2 March 2025: finished at any day these tests run.
    const finished = { phase: 'finished', start: '2025-03-02' };
    expect(contents.talwil?.campaigns).toEqual([
      { name: 'Au', path: '/au', ...finished },
      { name: 'Zellwil', path: '/zellwil', ...finished },
    ]);
    // The home municipality is linked at /; a draft is linked from nowhere, and its own page links the others.
    expect(contents.au?.campaigns.map((link) => link.path)).toEqual(['/', '/zellwil']);
    expect(contents.nebelried?.campaigns.map((link) => link.name)).toEqual(['Au', 'Talwil', 'Zellwil']);
  });

  it('refuses a home municipality that is missing or a draft, at site.json → homeMunicipality', () => {
    const fixture = campaigns({ nebelried: { name: 'Nebelried', published: false } });
    fixture.editSite((site) => {
      site.homeMunicipality = 'nebelried';
    });
    expect(contentProblems(fixture.root, all)).toEqual([
      expect.stringMatching(
        /^content\/site\.json, Zeile \d+, Spalte \d+: Gemeinde der Startseite: Die Gemeinde «nebelried» ist ein Entwurf \("published": false\)\. Erwartet eine veröffentlichte Gemeinde/,
      ),
    ]);
    fixture.editSite((site) => {
      site.homeMunicipality = 'bergwil';
    });
    expect(contentProblems(fixture.root, all)).toEqual([
      expect.stringMatching(
        /Gemeinde der Startseite: Die Gemeinde «bergwil» gibt es nicht \(keine Datei content\/municipalities\/bergwil\.json\)\. Erwartet den Dateinamen einer veröffentlichten Gemeinde ohne \.json: talwil\.$/,
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
      join(fixture.root, 'content/municipalities/talwil.json'),
      join(fixture.root, 'content/more/talwil.json'),
    );
    expect(contentProblems(fixture.root, { only: null, municipalitiesDirs: dirs })).toEqual([
      'content/more/talwil.json: Die Gemeinde «talwil» gibt es zweimal, auch in content/municipalities/talwil.json. Erwartet jeden Dateinamen nur einmal.',
    ]);
  });
});
