import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import getPort from 'get-port';
import { e2eEnv } from '../../playwright.config.ts';
import { clockTime } from '../../src/admin/site-status.ts';
import { readBuildJson, textHash } from '../../src/base/build-json.ts';
import { startCms } from '../support/cms-app.ts';
import { type Run, startProcess } from '../support/process.ts';
import { projectCopy } from '../support/project-copy.ts';

// The whole way of a change from the editing app to the site, on this machine: `npm start` serving a copy of
// the project with the tests' content, building it again whenever its content changes, and `npm run cms`
// editing that copy and following each save to that site (CMS_SITE_URL). One walk through what an editor
// meets: the status of each entry, a save that goes online, its undo, an undo refused after another
// editor's change, and a save whose build fails. The page's clock is Playwright's, so that the limit of
// 15 minutes passes when the test says, not in real time.

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const SEENGEN = 'content/municipalities/seengen.json';

let root: string;
let site: Run & { answer: string };
let siteUrl: string;
let cms: Awaited<ReturnType<typeof startCms>>;
let page: Page;

const file = (path: string) => readFileSync(join(root, path), 'utf8');
/** Builds that failed so far, by npm start's own words (scripts/build/build.ts, scripts/serve/rebuild-on-change.ts). */
const failedBuilds = () => site.output().split('Still serving the previous build').length - 1;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(420_000);
  root = projectCopy('100in100-publish-');
  const port = await getPort();
  siteUrl = `http://localhost:${port}`;
  // Both start together: the site's first build and the app's start share the wait.
  [site, cms] = await Promise.all([
    startProcess(process.execPath, ['scripts/serve/start.mjs'], {
      cwd: root,
      env: { ...process.env, ...e2eEnv, PORT: String(port) },
      ready: /Serving the site for .* on (\S+)/,
      timeout: 400_000,
      name: 'npm start',
    }),
    startCms(root, { CMS_SITE_URL: siteUrl }),
  ]);
  const context = await browser.newContext({ locale: 'de-CH', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  // The page's time flows as usual until the test moves it on.
  await page.clock.install();
  page.on('dialog', (dialog) => dialog.accept());
  await page.goto(cms.url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Anmelden' }).click({ timeout: 120_000 });
  await expect(page.getByRole('link', { name: 'Gemeinden' })).toBeVisible({ timeout: 60_000 });
});

test.afterAll(async () => {
  await page?.context().close();
  await cms?.stop();
  await site?.stop();
});

const status = () => page.locator('redaktion-stand .redaktion-stand-text');
/** What the app's live region says. */
const said = (text: string) => page.locator('[role="status"][aria-live="polite"]', { hasText: text });
const card = (name: string) => page.getByRole('link', { name: new RegExp(`^${name}\\b`) });

async function publish() {
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Jetzt veröffentlichen' }).click();
}

async function openSeengen() {
  await page.evaluate(() => {
    window.location.hash = '#/collections/municipalities';
  });
  await card('Seengen').click();
  await expect(page.getByLabel('Name der Gemeinde', { exact: true })).toHaveValue('Seengen', {
    timeout: 30_000,
  });
}

test('the list says of each file whether what is saved is online; a site that does not answer leaves the app usable', async () => {
  await page.evaluate(() => {
    window.location.hash = '#/collections/municipalities';
  });
  await expect(card('Seengen')).toContainText('Online');
  await expect(card('Neuenegg')).toContainText('Entwurf');
  // The site's build.json unreadable: one German line, and the form works as before.
  await page.route('**/build.json', (route) =>
    route.fulfill({ status: 200, body: '<!doctype html><p>Oops' }),
  );
  await card('Seengen').click();
  await expect(status()).toHaveText('Stand der Website nicht lesbar', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Warum?' }).click();
  await expect(page.getByRole('dialog', { name: 'Stand der Website nicht lesbar' })).toContainText(
    'Die Angaben der Website zu ihrem Bau (build.json) sind kein gültiges JSON.',
  );
  await page.keyboard.press('Escape');
  await page.getByLabel('Ziel', { exact: true }).fill('151');
  await expect(page.getByLabel('Ziel', { exact: true })).toHaveValue('151');
  await page.getByLabel('Ziel', { exact: true }).fill('150');
  await page.unroute('**/build.json');
  await expect(status()).toHaveText('Online', { timeout: 30_000 });
  // The local backend has no page of a file's history.
  await expect(page.getByRole('link', { name: /Verlauf ansehen/ })).toHaveCount(0);
});

test('a save: «wird neu gebaut», npm start builds again, «Online seit» with the link to the municipality’s page', async () => {
  const before = file(SEENGEN);
  await page.getByLabel('Ziel', { exact: true }).fill('160');
  await publish();
  const savedAt = Date.now();
  await expect(status()).toHaveText('Gespeichert. Die Website wird neu gebaut …');
  await expect(said('Gespeichert. Die Website wird neu gebaut …')).toBeAttached();
  await expect.poll(() => file(SEENGEN)).toBe(before.replace('"target": 150,', '"target": 160,'));
  // The build takes a while on a busy machine; the app asks until it has the change.
  await expect(status()).toHaveText(/^Online seit \d\d:\d\d$/, { timeout: 240_000 });
  console.log(`From the save to «Online seit»: ${((Date.now() - savedAt) / 1000).toFixed(1)} s`);
  const build = readBuildJson(await (await fetch(`${siteUrl}/build.json`)).text());
  if (typeof build === 'string') throw new Error(`build.json: ${build}`);
  expect(build.files[SEENGEN]).toBe(await textHash(file(SEENGEN)));
  await expect(status()).toHaveText(`Online seit ${clockTime(build.builtAt, Date.now())}`);
  await expect(
    said(`Online seit ${clockTime(build.builtAt, Date.now())}: Die Website zeigt die Änderung.`),
  ).toBeAttached();
  const link = page.getByRole('link', { name: 'Seengen ansehen (öffnet in einem neuen Tab)' });
  await expect(link).toHaveAttribute('href', `${siteUrl}/seengen`);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('undo says what it restores, writes back exactly the text from before, and is followed like a save', async () => {
  const saved = file(SEENGEN);
  const before = saved.replace('"target": 160,', '"target": 150,');
  await page.getByRole('button', { name: 'Rückgängig machen' }).click();
  const panel = page.getByRole('dialog', { name: 'Rückgängig machen' });
  await expect(panel.getByRole('listitem')).toHaveText(['Ziel: 160 → 150']);
  // The window narrowed to a phone's while the panel is open: it is placed again, across the window.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return box && box.x >= 0 && box.x + box.width <= 360;
    })
    .toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await panel.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect.poll(() => file(SEENGEN)).toBe(before);
  await expect(page.getByLabel('Ziel', { exact: true })).toHaveValue('150');
  await expect(status()).toHaveText('Gespeichert. Die Website wird neu gebaut …');
  await expect(said('Gespeichert. Die Website wird neu gebaut …')).toBeAttached();
});

test('undo is refused, writing nothing, over a change not yet saved or after another editor’s, which it names', async () => {
  const panel = page.getByRole('dialog', { name: 'Rückgängig machen' });
  // Typed, not saved: undo would replace it.
  const ours = file(SEENGEN);
  await page.getByLabel('Ziel', { exact: true }).fill('999');
  await page.getByRole('button', { name: 'Rückgängig machen' }).click();
  await panel.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(panel).toContainText('Im Formular steht eine Änderung, die noch nicht gespeichert ist.');
  expect(file(SEENGEN)).toBe(ours);
  await panel.getByRole('button', { name: 'Schliessen' }).click();
  await page.getByLabel('Ziel', { exact: true }).fill('150');
  // Another editor saves Seengen meanwhile (on the git host: a commit; here the file).
  const theirs = ours.replace('"target": 150,', '"target": 170,');
  writeFileSync(join(root, SEENGEN), theirs);
  await page.getByRole('button', { name: 'Rückgängig machen' }).click();
  // What this editor's undo would restore: its own save's change.
  await expect(panel.getByRole('listitem')).toHaveText(['Ziel: 150 → 160']);
  await panel.getByRole('button', { name: 'Wiederherstellen' }).click();
  const refusal =
    'Nicht rückgängig gemacht: Die Datei wurde seit dem Speichern anderswo geändert (Ziel: 150 → 170). Den Eintrag neu öffnen, um diesen Stand zu sehen. Es wurde nichts geschrieben.';
  await expect(panel).toContainText(refusal);
  await expect(said(refusal)).toBeAttached();
  expect(file(SEENGEN)).toBe(theirs);
  await panel.getByRole('button', { name: 'Schliessen' }).click();
  await expect(panel).toBeHidden();
});

test('a save whose build fails (a rule only the build checks) is «noch nicht online» after the limit, the file kept', async () => {
  // A partner's logo goes from the repository: the app cannot see it, the build refuses the content.
  rmSync(join(root, 'public', 'partners', 'municipality.svg'));
  await openSeengen();
  await page.getByLabel('Ziel', { exact: true }).fill('175');
  await publish();
  await expect(status()).toHaveText('Gespeichert. Die Website wird neu gebaut …');
  await expect.poll(() => file(SEENGEN)).toContain('"target": 175,');
  const saved = file(SEENGEN);
  const failed = failedBuilds();
  // npm start tried the build after this save and kept the site as it was.
  await expect.poll(failedBuilds, { timeout: 240_000 }).toBeGreaterThan(failed);
  expect(site.output()).toContain('Die Datei public/partners/municipality.svg gibt es nicht.');
  await page.clock.fastForward('15:01');
  await expect(status()).toHaveText('Gespeichert, aber noch nicht online.');
  await page.getByRole('button', { name: 'Was tun?' }).click();
  const details = page.getByRole('dialog', { name: 'Gespeichert, aber noch nicht online.' });
  await expect(details).toContainText('Seit 15 Minuten zeigt kein neuer Bau der Website diese Änderung.');
  await expect(details).toContainText('Im Terminal von «npm start» steht, woran der Bau gescheitert ist');
  await expect(said('Gespeichert, aber noch nicht online.')).toBeAttached();
  expect(file(SEENGEN)).toBe(saved);
});
