import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../tests/support/content-fixture.ts';
import { contentPlugin } from './content-plugin.ts';

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
