import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { compile, optimize } from '@tailwindcss/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BAND_LIMIT } from '../../src/content/campaign-links.ts';
import { validatedContent } from '../../src/content/validated-content.ts';
import { renderPages } from '../../src/entry-server.tsx';
import { buildPages, type RenderedPage } from '../../src/pages/page-list.ts';
import { BUDGETS } from '../../tests/support/byte-budgets.ts';
import { FIXTURE_SITE } from '../../tests/support/project-copy.ts';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { writeGeneratedCampaigns } from '../bench/generated-campaigns.ts';
import { mapImages, overviewMaps } from './campaigns-map/draw.ts';
import { documentHtml, iconLinks } from './prerender/document.ts';
import { pageCssOf } from './prerender/page-css.ts';

// The pages' bytes with 1, 10 and 100 campaigns, as browsers receive them (Brotli 11, as the build writes
// it), without building 100 campaigns: the tests' site with generated municipalities (real names and
// numbers, scripts/bench/generated-campaigns.ts), rendered by the build's own renderPages into the
// build's own document, its inline style cut by the build's pageCss from Tailwind's CSS for the pages'
// classes. Every page stays within the HTML budget (the first round trip less 1 KB), and the band before a
// municipality page's footer does not grow with the campaigns: at most BAND_LIMIT links and the overview's.

const repo = join(import.meta.dirname, '..', '..');
/** The e2e build's day (playwright.config.ts): 26 November 2026, noon in Zurich. */
const DAY = { iso: '2026-11-26', epoch: String(Date.UTC(2026, 10, 26, 11) / 1000) };
const COUNTS = [1, 10, 100] as const;
/** A realistic entry: its script and the chunks it preloads, as the build names them. */
const ASSETS = {
  script: '/assets/home-seengen-B97Elm7G.js',
  preloads: [
    '/assets/rolldown-runtime-Bx3f8kQa.js',
    '/assets/client-C0oBJd5z.js',
    '/assets/home-B6O3M27Q.js',
  ],
};

const brotli = (text: string) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;

/** The tests' site with `count` published campaigns: Diepoldsau (the home) and generated ones. */
function siteWith(count: number) {
  const root = tempDir(`100in100-campaigns-${count}-`);
  cpSync(join(FIXTURE_SITE, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(FIXTURE_SITE, 'public'), join(root, 'public'), { recursive: true });
  writeGeneratedCampaigns(join(root, 'content', 'municipalities'), count, DAY.iso);
  const content = validatedContent(root, { only: null, municipalitiesDirs: ['content/municipalities'] });
  const overview = content.contents[content.campaigns.home]?.overview ?? [];
  const pages = renderPages(buildPages(content), content, () => true, {
    campaignsMap: mapImages(overviewMaps(overview)),
  });
  return { pages, overview };
}

/** The band before the footer: from its first heading to the footer. */
const band = (page: RenderedPage) =>
  /<nav aria-labelledby="campaign-links"[\s\S]*?(?=<footer)/.exec(page.html)?.[0] ?? '';

describe('the pages’ bytes with 1, 10 and 100 campaigns', () => {
  const sites = new Map<number, ReturnType<typeof siteWith>>();
  let pageCss: ReturnType<typeof pageCssOf> = () => '';
  const icons = iconLinks(readFileSync(join(repo, 'public', 'favicon.svg'), 'utf8'));
  /** A page's document as the build writes it, and its Brotli bytes. */
  const bytes = (page: RenderedPage) => {
    const document = documentHtml(page, ASSETS, '', icons);
    return brotli(documentHtml(page, ASSETS, pageCss([document]), icons));
  };

  beforeAll(async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', DAY.epoch);
    for (const count of COUNTS) sites.set(count, siteWith(count));
    // Tailwind's CSS for every class the pages name, minified as the build's is.
    const source = readFileSync(join(repo, 'src', 'styles', 'global.css'), 'utf8');
    const compiler = await compile(source, { base: join(repo, 'src', 'styles'), onDependency: () => {} });
    const classes = new Set<string>();
    for (const { pages } of sites.values())
      for (const page of pages)
        for (const [, names = ''] of page.html.matchAll(/\sclass="([^"]*)"/g))
          for (const name of names.split(/\s+/)) if (name) classes.add(name);
    pageCss = pageCssOf(optimize(compiler.build([...classes]), { minify: true }).code);
  }, 180_000);
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('keeps every page within the first round trip, the overview too, and the band the same size', {
    timeout: 60_000,
  }, () => {
    const table = COUNTS.map((count) => {
      const { pages, overview } = sites.get(count) ?? { pages: [], overview: [] };
      expect(overview).toHaveLength(count);
      const municipalities = pages.filter((page) => page.kind === 'municipality');
      const overviewPage = pages.find((page) => page.kind === 'campaigns');
      if (!overviewPage) throw new Error('no overview page');
      // Of the municipality pages, the one of each phase with the longest band (the rest of a page does not
      // change with the number of campaigns), and the home page.
      const measured = ['announced', 'running', 'finished'].flatMap((phase) => {
        const alike = municipalities.filter((page) => page.html.includes(`data-campaign="${phase}"`));
        return alike.sort((a, b) => band(b).length - band(a).length).slice(0, 1);
      });
      const largest = Math.max(...[...measured, municipalities[0] as RenderedPage].map(bytes));
      const row = {
        campaigns: count,
        'largest municipality page B': largest,
        'overview page B': bytes(overviewPage),
        'band B (max, raw)': Math.max(...municipalities.map((page) => band(page).length)),
      };
      expect(row['largest municipality page B']).toBeLessThanOrEqual(BUDGETS.html);
      expect(row['overview page B']).toBeLessThanOrEqual(BUDGETS.html);
      for (const page of municipalities) {
        // The other campaigns it names, and the overview's link.
        const links = [...band(page).matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href);
        expect(links.length).toBeLessThanOrEqual(count > 1 ? BAND_LIMIT + 1 : 0);
        if (count > 1) expect(links.at(-1)).toBe('/kampagnen');
      }
      return row;
    });
    console.table(table);
    const [one, ten, hundred] = table;
    // Ten campaigns fill the band already: a hundred add nothing to it but longer names.
    expect(hundred?.['band B (max, raw)']).toBeLessThanOrEqual(
      (ten?.['band B (max, raw)'] ?? 0) + BAND_LIMIT * 30,
    );
    expect(one?.['band B (max, raw)']).toBe(0);
    // The overview grows with the campaigns, by the list's entries alone.
    expect(hundred?.['overview page B']).toBeGreaterThan(ten?.['overview page B'] ?? 0);
  });
});
