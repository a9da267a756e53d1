import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { focusObscured } from '../e2e/support/wcag-checks.ts';
import { cmsContent, startCms } from '../support/cms-app.ts';
import { E2E_SITE } from '../support/e2e-site.ts';
import { test as base, expect, openList } from './app.ts';

// The editing app warns before a save when the site's texts make a page larger than a phone receives with
// its first round trip (14 KB as Brotli), names the page and the longest texts, and saves all the same
// (src/admin/weight-watch.ts). `npm run cms` on a copy of the tests' content set, with the pages' weights of
// the browser tests' site, which Playwright's web server built from that same set (tests/support/e2e-site.ts).

const test = base.extend<object, { cms: { url: string; root: string } }>({
  cms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's fixtures from this pattern; it needs none
    async ({}, use) => {
      const dist = join(E2E_SITE, 'dist');
      if (!existsSync(join(dist, 'admin', 'content.json')))
        throw new Error(`${dist} is not built: Playwright's web server builds it before the tests.`);
      const root = cmsContent('100in100-cms-weight-');
      const { url, stop } = await startCms(root);
      await use({ url, root });
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.describe.configure({ mode: 'default', timeout: 120_000 });

const SITE = '#/collections/website/entries/site';

/** A text that compresses as little as new sentences: words of letters in no order, `length` characters. */
function newText(length: number, seed: number) {
  let state = seed;
  let text = 'Neu';
  while (text.length < length) {
    state = (state * 48_271) % 2_147_483_647;
    text += state % 7 === 0 ? ' ' : 'abcdefghijklmnopqrstuvwxyzäöü'[state % 29];
  }
  return `${text.slice(0, length - 1)}.`;
}

async function openSite(page: Page) {
  await openList(page);
  await page.evaluate((target) => {
    window.location.hash = target;
  }, SITE);
  await expect(page.getByLabel('Name der Kampagne', { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** The block of the form labelled `name` («Startbereich»), opened. */
async function block(page: Page, name: string): Promise<Locator> {
  const label = page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
  const box = page.locator(`[id="${await label.first().getAttribute('for')}"]`);
  const toggle = box.getByRole('button', { name: `${name} aufklappen`, exact: true });
  if (await toggle.isVisible()) await toggle.click();
  return box;
}

/** The texts of the home page lengthened to their limits: 320 characters each, the chart's 400. */
const LENGTHENED: [block: string, field: string, length: number][] = [
  ['Startbereich', 'Text', 320],
  ['Abschnitt «Jetzt auch für …»', 'Einleitung', 320],
  ['Abschnitt «Jetzt auch für …»', 'Text für Screenreader', 400],
  ['Abschnitt Wärmepumpen-Diagramm', 'Einleitung', 320],
  ['Abschnitt Wärmepumpen-Diagramm', 'Text des Erfolgskastens', 320],
  ['Abschnitt Partner', 'Einleitung', 320],
  ['Abschnitt zum Schluss', 'Text', 320],
];

const warning = (page: Page) => page.locator('details', { hasText: 'Achtung: Mit diesen Texten' });

test('longer texts that push the home page past the first round trip are warned of in German, and saved all the same', async ({
  app,
  cms,
}) => {
  await openSite(app);
  // Nothing to say while the pages fit.
  await expect(warning(app)).toHaveCount(0);
  for (const [i, [name, field, length]] of LENGTHENED.entries())
    await (await block(app, name))
      .getByLabel(field, { exact: true })
      .first()
      .fill(newText(length, i + 1));

  // At the top of the form, open on a wide screen: the page, its size, the longest texts by the form's names.
  const box = warning(app);
  await expect(box).toBeVisible({ timeout: 30_000 });
  const summary = box.locator('summary');
  await expect(summary).toHaveText(
    /^Achtung: Mit diesen Texten werden? die Seiten? .*«\/».* voraussichtlich (1[4-9]\.\d\u00a0KB gross|zu gross)\.$/,
  );
  await expect(box).toContainText('mehr als die 14\u00a0KB, die ein Handy mit der ersten Übertragung erhält');
  const longest = box.getByRole('listitem');
  await expect(longest).toHaveCount(5);
  await expect(longest.first()).toHaveText(
    'Abschnitt «Jetzt auch für …» › Text für Screenreader (400 Zeichen)',
  );
  await expect(longest.nth(1)).toHaveText('Startbereich › Text (320 Zeichen)');
  await expect(box).toContainText('Speichern ist trotzdem möglich.');
  // Said once by the live region, with the texts.
  const said = app.getByRole('status').filter({ hasText: /^Achtung: Mit diesen Texten/ });
  await expect(said).toContainText(
    'Kürzen hilft am meisten bei den längsten Texten: Abschnitt «Jetzt auch für …»',
  );

  // A field reached by keyboard is never under the warning, which stays at the top while the form scrolls:
  // the headline, just under it, is brought out from under it when Shift+Tab comes back to it.
  const hero = await block(app, 'Startbereich');
  await hero.getByLabel('Text', { exact: true }).focus();
  await hero.getByLabel('Überschrift', { exact: true }).evaluate((headline) => {
    const form = headline.closest<HTMLElement>('[class*="-PreviewPaneContainer-ControlPaneContainer"]');
    if (form) form.scrollTop += headline.getBoundingClientRect().top - form.getBoundingClientRect().top - 10;
  });
  await app.keyboard.press('Shift+Tab');
  await expect(hero.getByLabel('Überschrift', { exact: true })).toBeFocused();
  await expect(box).toBeInViewport();
  expect(await focusObscured(app)).toBe('');

  // A warning, not a refusal: the save goes through, and says the warning again.
  await app.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await app.getByRole('menuitem', { name: 'Jetzt veröffentlichen' }).click();
  await expect(app.getByRole('alert').getByText('Gespeichert', { exact: true })).toBeVisible();
  await expect(
    app.getByRole('status').filter({ hasText: /^Gespeichert\. Achtung: Mit diesen Texten/ }),
  ).toBeAttached();
  await expect
    .poll(() => readFileSync(join(cms.root, 'content', 'site.json'), 'utf8'))
    .toContain(newText(320, 1));
});

test('on a phone, where the preview is left out, the warning is a line at the top of the form that opens by keyboard', async ({
  app,
}) => {
  // The site's texts as the test above saved them: the entry opens with its warning.
  await app.setViewportSize({ width: 360, height: 800 });
  try {
    await openSite(app);
    const box = warning(app);
    const summary = box.locator('summary');
    await expect(summary).toBeInViewport({ timeout: 30_000 });
    await expect(box.getByRole('listitem').first()).toBeHidden();
    await summary.focus();
    await app.keyboard.press('Enter');
    await expect(box.getByRole('listitem').first()).toBeVisible();
    await expect(box.getByRole('listitem').first()).toHaveText(
      'Abschnitt «Jetzt auch für …» › Text für Screenreader (400 Zeichen)',
    );
  } finally {
    await app.setViewportSize({ width: 1440, height: 900 });
  }
});
