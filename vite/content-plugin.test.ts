import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../tests/support/content-fixture.ts';
import { contentPlugin, contentProblems, validatedContent } from './content-plugin.ts';

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

describe('virtual:content', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** The module the plugin gives `environment` ('client': the browser's, 'ssr': the build's), as data. */
  const contentModule = (root: string, environment: string) => {
    const plugin = contentPlugin(root) as unknown as {
      load: (this: unknown, id: string) => string;
    };
    const code = plugin.load.call(
      { environment: { name: environment }, addWatchFile() {} },
      '\0virtual:content',
    );
    return JSON.parse(code.replace(/^export const content = /, '').replace(/;$/, ''));
  };

  it('fills {municipality}, {target} and {campaign} in every text, also those no component fills', () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    fixture.editSite((site) => {
      site.wilChart.housesBadge = '{campaign}: Häuser in {municipality}, Ziel {target}';
    });
    for (const environment of ['client', 'ssr']) {
      const { site } = contentModule(fixture.root, environment);
      expect(site.wilChart.housesBadge).toBe(`${site.campaign}: Häuser in Talwil, Ziel 50`);
    }
  });

  it('gives the browser the copy its components read and none of the build-only copy', () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    const { site } = contentModule(fixture.root, 'client');
    expect(site.heatPumpChart.loadingLang).toBe('en');
    expect(site.footer).toBeUndefined();
    expect(site.heatPumpChart.intro).toBeUndefined();
    expect(contentModule(fixture.root, 'ssr').site.footer).toBeDefined();
  });
});
