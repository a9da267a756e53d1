import { createServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../tests/support/content-fixture.ts';
import { contentPlugin } from './content-plugin.ts';

// The plugin as Vite runs it: a dev server with only this plugin, asked for its modules the way the
// browser's code (the client environment) and the server render (the ssr environment) import them.

/** Runs `use` with a Vite server on the fixture `root`: no HTTP port, no file watcher. */
async function withVite<T>(
  root: string,
  use: (vite: Awaited<ReturnType<typeof createServer>>) => Promise<T>,
) {
  const vite = await createServer({
    root,
    configFile: false,
    envDir: false,
    logLevel: 'silent',
    appType: 'custom',
    plugins: [contentPlugin(root)],
    server: { middlewareMode: true, watch: null, ws: false },
  });
  try {
    return await use(vite);
  } finally {
    await vite.close();
  }
}

/** The data a module exports, as the browser's code receives it. */
async function browserModule(root: string, id: string) {
  return withVite(root, async (vite) => {
    const result = await vite.environments.client.transformRequest(id);
    const [, name, data] = result?.code.match(/^export const (\w+) = (.*);\s*$/s) ?? [];
    if (!name || !data) throw new Error(`${id}: not a data module:\n${result?.code}`);
    return { [name]: JSON.parse(data) };
  });
}

/** The module as the server render imports it. */
const serverModule = (root: string, id: string) => withVite(root, (vite) => vite.ssrLoadModule(id));

describe('the content plugin', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('fills {municipality}, {target} and {campaign} in every text, also those no component fills', async () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    fixture.editSite((site) => {
      site.wilChart.housesBadge = '{campaign}: Häuser in {municipality}, Ziel {target}';
    });
    const browser = (await browserModule(fixture.root, 'virtual:content')).content;
    const server = (await serverModule(fixture.root, 'virtual:build-content')).content;
    for (const { site } of [browser, server]) {
      expect(site.wilChart.housesBadge).toBe(`${site.campaign}: Häuser in Talwil, Ziel 50`);
    }
  });

  it('gives virtual:content the copy the hydrating components read and none of the build-only copy', async () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    const { site, municipality } = (await browserModule(fixture.root, 'virtual:content')).content;
    expect(site.heatPumpChart.loadingLang).toBe('en');
    expect(site.footer).toBeUndefined();
    expect(site.shareImage).toBeUndefined();
    expect(site.heatPumpChart.intro).toBeUndefined();
    expect(site.sections.some((section: { nav?: string }) => section.nav)).toBe(false);
    expect(site.$schema).toBeUndefined();
    expect(municipality.name).toBe('Talwil');
    // The server render hydrates against the same data.
    expect((await serverModule(fixture.root, 'virtual:content')).content.site).toEqual(site);
  });

  it('gives the server build all of the content, and refuses it to the browser', async () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    const { site } = (await serverModule(fixture.root, 'virtual:build-content')).content;
    expect(site.footer).toBeDefined();
    expect(site.sections.some((section: { nav?: string }) => section.nav)).toBe(true);
    await expect(browserModule(fixture.root, 'virtual:build-content')).rejects.toThrow(
      /virtual:build-content is for the server build only/,
    );
  });

  it('renders the privacy policy to HTML in a module of its own', async () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    const { policy } = await browserModule(fixture.root, 'virtual:privacy-policy');
    expect(policy.sections.length).toBeGreaterThan(0);
    expect(policy.sections[0].html).toMatch(/^<p>|<h3|<ul/);
  });

  it('fails the module with every content problem while the content is broken', async () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil = 595;
    });
    await expect(browserModule(fixture.root, 'virtual:content')).rejects.toThrow(
      /talwil\.json, Zeile \d+, Spalte \d+: .*fossil 595 = 795, aber total ist 800/,
    );
  });
});
