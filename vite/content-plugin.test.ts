import { describe, expect, it } from 'vitest';
import { contentFixture } from '../tests/support/content-fixture';
import { contentPlugin, validatedContent } from './content-plugin';

const diepoldsau = { slug: 'diepoldsau', municipalitiesDir: 'content/municipalities' };

describe('validatedContent', () => {
  it('validates once while the files stay as they are, and again when one changes', () => {
    const fixture = contentFixture();
    const first = validatedContent(fixture.root, diepoldsau);
    expect(validatedContent(`${fixture.root}/`, { ...diepoldsau })).toBe(first);

    fixture.editSite((site) => {
      site.hero.headline = 'Neue Schlagzeile für {municipality}';
    });
    const changed = validatedContent(fixture.root, diepoldsau);
    expect(changed).not.toBe(first);
    expect(changed.content.site.hero.headline).toBe('Neue Schlagzeile für {municipality}');
    expect(changed.policy.sections.length).toBeGreaterThan(0);
  });

  it('throws the problems of every broken file, and is valid again once they are fixed', () => {
    const fixture = contentFixture();
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil -= 5;
    });
    expect(() => validatedContent(fixture.root, diepoldsau)).toThrow(
      /content\/municipalities\/diepoldsau\.json: housing\.fossil: is 1250/,
    );
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil += 5;
    });
    expect(validatedContent(fixture.root, diepoldsau).content.municipality.housing.fossil).toBe(1255);
  });
});

describe('contentPlugin api (npm run dev)', () => {
  it('lists the content problems as the build prints them, none when the content is valid', () => {
    const fixture = contentFixture();
    const { problems } = contentPlugin(fixture.root).api;
    expect(problems()).toEqual([]);
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil = 1250;
    });
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/municipalities\/diepoldsau\.json: housing\.fossil: is 1250; expected /,
      ),
    ]);
  });
});
