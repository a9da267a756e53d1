import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { HeatPumpIndex } from '../../src/content/schema/heat-pump-index.ts';
import type { Municipality } from '../../src/content/schema/municipality.ts';
import type { Site } from '../../src/content/schema/site.ts';
import { cmsContent, startCms } from '../support/cms-app.ts';
import { FIXTURE_SITE } from '../support/project-copy.ts';

// The editing app as an editor uses it, for the files of tests/cms/: `npm run cms` (scripts/cms/start.ts)
// started once per worker, with its local backend on a copy of the fixture content (tests/fixtures/site), and
// one page that logs in once and moves between entries by the app's own links (loading the app is the slow
// part). The copy goes when the worker is done. What the tests expect to see they take from those files.

export interface Cms {
  url: string;
  /** The temporary folder of content the backend reads and writes. */
  root: string;
}

const json = (root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** The fixture's site.json, as every worker's copy starts. */
export const SITE = json(FIXTURE_SITE, 'content/site.json') as Site;
/** The fixture's heat-pump index. */
export const HEAT_PUMP_INDEX = json(FIXTURE_SITE, 'content/heat-pump-index.json') as HeatPumpIndex;
/** The home page's municipality (site.json's homeMunicipality): its slug, file, address in the app and content. */
export const HOME = (() => {
  const slug = SITE.homeMunicipality;
  const path = `content/municipalities/${slug}.json`;
  const hash = `#/collections/municipalities/entries/${slug}`;
  return { slug, path, hash, ...(json(FIXTURE_SITE, path) as Municipality) };
})();

/** A content file of the worker's copy as it is now, parsed. */
export const readContent = (cms: Cms, file: string) => json(cms.root, file);

export const test = base.extend<{ app: Page }, { cms: Cms; shared: { page: Page; foreign: string[] } }>({
  cms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's fixtures from this pattern; it needs none
    async ({}, use) => {
      const root = cmsContent();
      const { url, stop } = await startCms(root);
      await use({ url, root });
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  shared: [
    async ({ browser, cms }, use) => {
      const context = await browser.newContext({ locale: 'de-CH', viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const foreign: string[] = [];
      const own = new URL(cms.url).host;
      page.on('request', (request) => {
        const url = new URL(request.url());
        const local = url.host === own || url.hostname === '127.0.0.1';
        if (!local && url.protocol !== 'data:' && url.protocol !== 'blob:') foreign.push(request.url());
      });
      // Leaving an entry with a refused change asks first (Decap's own question): leave. Coming back, Decap
      // offers the change kept in the browser: each test starts from the file instead.
      page.on('dialog', (dialog) => (/Backup/.test(dialog.message()) ? dialog.dismiss() : dialog.accept()));
      await page.goto(cms.url, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Anmelden' }).click({ timeout: 120_000 });
      await expect(page.getByRole('link', { name: 'Gemeinden' })).toBeVisible({ timeout: 60_000 });
      await use({ page, foreign });
      await context.close();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  app: async ({ shared }, use) => {
    // Each test starts from the app as a user sees it between tasks: a dialog an earlier test closed has faded
    // out and is gone (axe would judge its half-transparent text, and a click could land on it).
    await expect(shared.page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
    await use(shared.page);
  },
});

export { expect };

/** Shows the municipalities' list through the app's address (no reload), once its entries are drawn. */
export async function openList(page: Page) {
  // Again if Decap's own move to an entry it has just saved comes after ours.
  await expect(async () => {
    await page.evaluate(() => {
      window.location.hash = '#/collections/municipalities';
    });
    await expect(page.getByText('Neu: Gemeinde')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // Until then Decap says «Beiträge laden» in its place, longer the more files there are.
  await expect(page.locator(`a[href="${HOME.hash}"]`)).toBeVisible({ timeout: 30_000 });
}

/** Opens an entry through the app's address (no reload) and waits for its form to show `name`. */
export async function openEntry(page: Page, hash: string, name = '') {
  // By the list, so that an entry left with a refused change opens again from its file.
  await openList(page);
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
  await expect(page).toHaveURL(new RegExp(`${hash.replace(/[/#]/g, '\\$&')}$`));
  await expect(page.getByLabel('Name der Gemeinde', { exact: true })).toHaveValue(name, { timeout: 30_000 });
}

/** Opens the home page's municipality in the app. */
export const openHome = (page: Page) => openEntry(page, HOME.hash, HOME.name);
