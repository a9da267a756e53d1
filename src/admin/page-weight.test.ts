import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appContent } from '../../scripts/cms/app-content.ts';
import { FIXTURE_SITE, repo } from '../../tests/support/project-copy.ts';
import type { AppContent } from './app-content.ts';
import { type Edit, pagesOf, pageWeigher } from './page-weight.ts';

// The estimate of an edited page's weight (page-weight.ts) on the browser tests' content set, as
// `npm run cms` hands it to the app, with a build's weights beside it: the pages an edit changes, and that
// what an edit adds to the compressed page is added to the page as built. How close that comes to a real
// build is measured in docs/performance.md.

const DAY = '2026-11-26';
const BUILT = { diepoldsau: 13_000, seengen: 12_500, balsthal: 12_600, weinfelden: 12_700 };

function app(): AppContent {
  const content = appContent(FIXTURE_SITE, repo);
  const privacyPolicy = readFileSync(join(FIXTURE_SITE, 'content', 'legal', 'privacy-policy.md'), 'utf8');
  return { ...content, built: { day: DAY, pageBytes: BUILT, privacyPolicyBytes: 12_000, privacyPolicy } };
}

const clone = <T>(value: T): T => structuredClone(value);

/** Seengen's file as the app fetched it. */
function seengen(content: AppContent): Record<string, unknown> {
  const municipality = content.municipalities.seengen;
  if (!municipality) throw new Error('the fixture publishes Seengen');
  return clone(municipality);
}

/** A text of `length` characters that compresses little, as a new sentence does: letters in no order. */
function newText(length: number, seed = 1) {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state = (state * 48_271) % 2_147_483_647;
    text += state % 6 === 0 ? ' ' : String.fromCharCode(97 + (state % 26));
  }
  return `W${text.slice(1, length - 1)}z`;
}

describe('pagesOf (the pages an edit changes)', () => {
  it('a municipality changes its own page, at its path', () => {
    const content = app();
    const edit: Edit = {
      kind: 'municipality',
      data: seengen(content),
      slug: 'seengen',
    };
    expect(pagesOf(edit, content, DAY).map((page) => [page.route, page.builtBytes])).toEqual([
      ['/seengen', 12_500],
    ]);
  });

  it('a municipality never built (new, or a draft) is measured against the home page, at its own path', () => {
    const content = app();
    const data = { ...seengen(content), name: 'Neuwil' };
    const pages = pagesOf({ kind: 'municipality', data, slug: 'neuwil' }, content, DAY);
    expect(pages.map((page) => [page.route, page.builtBytes, page.builtKey])).toEqual([
      ['/neuwil', 13_000, 'diepoldsau'],
    ]);
  });

  it("the site's texts change every municipality's page and the privacy policy's", () => {
    const content = app();
    const pages = pagesOf({ kind: 'site', data: clone(content.site), slug: 'site' }, content, DAY);
    expect(pages.map((page) => page.route).sort()).toEqual([
      '/',
      '/balsthal',
      '/privacy-policy',
      '/seengen',
      '/weinfelden',
    ]);
  });

  it('the legal text changes the privacy policy only', () => {
    const content = app();
    const data = { updated: '2026-01-15', body: 'Text' };
    expect(pagesOf({ kind: 'privacyPolicy', data, slug: 'privacyPolicy' }, content, DAY)).toMatchObject([
      { route: '/privacy-policy', builtBytes: 12_000 },
    ]);
  });

  it('without a build to compare with, there is nothing to weigh', () => {
    const { built: _, ...content } = app();
    const edit: Edit = { kind: 'site', data: clone(content.site), slug: 'site' };
    expect(pagesOf(edit, content, DAY)).toEqual([]);
  });
});

describe('pageWeigher (the estimate)', () => {
  it('an entry as it was built weighs what the build weighed', async () => {
    const content = app();
    const pages = pagesOf({ kind: 'site', data: clone(content.site), slug: 'site' }, content, DAY);
    const weights = await pageWeigher()(pages);
    expect(weights.map(({ route, bytes }) => ({ route, bytes }))).toEqual(
      pages.map((page) => ({ route: page.route, bytes: page.builtBytes })),
    );
  });

  it('weighs the page as a build on the day the app is open would show it', async () => {
    const content = app();
    const edit: Edit = {
      kind: 'municipality',
      data: seengen(content),
      slug: 'seengen',
    };
    const weigh = pageWeigher();
    // Seengen is announced on the build's day; running from 19 April 2027, with its days counted.
    const [announced] = await weigh(pagesOf(edit, content, DAY));
    const [running] = await weigh(pagesOf(edit, content, '2027-05-01'));
    expect(announced?.bytes).toBe(12_500);
    expect(running?.bytes).not.toBe(12_500);
  });

  it('adds to each page what the edit adds to its compressed render', async () => {
    const content = app();
    // Measured by length: the estimates of two texts differ by what one adds to the page's markup.
    const weigh = pageWeigher(async (text) => text.length);
    const withSubtext = (subtext: string) => {
      const site = clone(content.site);
      site.hero.subtext = subtext;
      return weigh(pagesOf({ kind: 'site', data: site, slug: 'site' }, content, DAY));
    };
    const [short, long] = [await withSubtext(newText(100)), await withSubtext(newText(320))];
    expect(long.map((page, i) => [page.route, page.bytes - (short[i]?.bytes ?? 0)])).toEqual(
      short.map((page) => [page.route, page.route === '/privacy-policy' ? 0 : 220]),
    );
  });

  it('with the browser gzip, new text adds most of its length and a repeated one little', async () => {
    const content = app();
    const weigh = pageWeigher();
    const edit = (subtext: string) => {
      const site = clone(content.site);
      site.hero.subtext = subtext;
      return pagesOf({ kind: 'site', data: site, slug: 'site' }, content, DAY).filter(
        (page) => page.route === '/',
      );
    };
    const [fresh] = await weigh(edit(newText(320)));
    const [repeated] = await weigh(
      edit(`${content.site.hero.subtext} ${content.site.hero.subtext}`.slice(0, 320)),
    );
    expect(fresh?.bytes).toBeGreaterThan(13_000 + 150);
    expect(repeated?.bytes).toBeLessThan(13_000 + 60);
  });
});
