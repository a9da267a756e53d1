import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../tests/support/content-fixture.ts';
import { contentPlugin } from './content-plugin.ts';

// The plugin as Vite runs it: a dev server with only this plugin, asked for its module the way a page's
// client entry imports it (the browser's code, the client environment).

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

/** The content `virtual:content` gives the browser's code, imported by the client entry `importer`. */
async function browserContent(root: string, importer = join(root, 'src/entries/home.tsx')) {
  return withVite(root, async (vite) => {
    const { client } = vite.environments;
    const resolved = await client.pluginContainer.resolveId('virtual:content', importer);
    if (!resolved) throw new Error('virtual:content did not resolve');
    const result = await client.transformRequest(resolved.id);
    const [, data] = result?.code.match(/^export const content = (.*);\s*$/s) ?? [];
    if (!data) throw new Error(`virtual:content: not a data module:\n${result?.code}`);
    return JSON.parse(data);
  });
}

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
    const { site } = await browserContent(fixture.root);
    expect(site.wilChart.housesBadge).toBe(`${site.campaign}: Häuser in Thalwil, Ziel 50`);
  });

  it('gives virtual:content the copy the hydrating components read and none of the build-only copy', async () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    const content = await browserContent(fixture.root);
    const { site, municipality } = content;
    expect(site.heatPumpChart.loadingLang).toBe('en');
    expect(site.footer).toBeUndefined();
    expect(site.shareImage).toBeUndefined();
    expect(site.campaignLinks).toBeUndefined();
    expect(content.campaigns).toBeUndefined();
    expect(site.heatPumpChart.intro).toBeUndefined();
    expect(site.sections.some((section: { nav?: string }) => section.nav)).toBe(false);
    expect(site.$schema).toBeUndefined();
    expect(municipality.name).toBe('Thalwil');
  });

  it('gives each municipality page’s entry its own municipality, and every other entry the home municipality', async () => {
    const fixture = contentFixture();
    // A second municipality, a copy of the first with its own name and number: content/municipalities/bergdietikon.json.
    const thalwil = join(fixture.root, 'content/municipalities/thalwil.json');
    const other = { ...JSON.parse(readFileSync(thalwil, 'utf8')), name: 'Bergdietikon', bfsNumber: 4023 };
    writeFileSync(thalwil.replace('thalwil', 'bergdietikon'), JSON.stringify(other, null, 2));
    const entry = (query: string) => join(fixture.root, `src/entries/home.tsx${query}`);
    const home = await browserContent(fixture.root, entry(''));
    const second = await browserContent(fixture.root, entry('?municipality=bergdietikon'));
    expect([home.slug, home.municipality.name]).toEqual(['thalwil', 'Thalwil']);
    expect([second.slug, second.municipality.name]).toEqual(['bergdietikon', 'Bergdietikon']);
    expect(second.site.hero.headline).toContain('Bergdietikon');
  });

  it('fails the module with every content problem while the content is broken', async () => {
    vi.stubEnv('MUNICIPALITY', FIXTURE_SLUG);
    const fixture = contentFixture();
    fixture.editMunicipality((municipality) => {
      municipality.housing.fossil = 595;
    });
    await expect(browserContent(fixture.root)).rejects.toThrow(
      /thalwil\.json, Zeile \d+, Spalte \d+: .*fossil 595 = 795, aber total ist 800/,
    );
  });
});
