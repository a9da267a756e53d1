import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { contentProblems, validatedContent } from './validated-content.ts';

const talwil = { slug: FIXTURE_SLUG, municipalitiesDir: 'content/municipalities' };

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
    expect(changed.content.site.hero.headline).toBe('Neue Schlagzeile für Talwil');
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
    expect(validatedContent(fixture.root, talwil).content.municipality.housing.fossil).toBe(600);
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
