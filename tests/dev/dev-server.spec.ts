import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import getPort from 'get-port';
import { expect as baseExpect, test } from '../e2e/fixtures.ts';
import { placeIn } from '../support/content-fixture.ts';
import { exchange, requestText } from '../support/raw-socket.ts';
import { tempDir } from '../support/temp-dir.ts';
import { type DevRun, firstRequest, projectCopy, ready, removeCopy, runDev } from './support/dev-server.ts';

// `npm run dev` as an engineer or an editor uses it: the page answers from the server's first moment, the
// pages hydrate, content edits show in the open page, a broken content file shows its problem in the browser
// until it is fixed, CSS and components update in place. One dev server, in a copy of the project with the
// fixture content (tests/fixtures/site) whose files the tests change, serves them in order.
test.describe.configure({ mode: 'serial' });
// A save reloads the page through a render on the server; on a busy machine that can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

let dir: string;
let port: number;
let dev: DevRun;
/** What the request sent on the first connection the port accepted got back (or the error it met). */
let firstAnswer: Promise<string>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = projectCopy();
  port = await getPort();
  dev = runDev(dir, port);
  firstAnswer = firstRequest(port, dev, '/').catch((error: Error) => error.message);
  await ready(dev);
});

test.afterAll(async () => {
  await dev?.stop();
  if (dir) removeCopy(dir);
});

const url = (path: string) => `http://localhost:${port}${path}`;
// biome-ignore lint/suspicious/noExplicitAny: the tests edit the content files' JSON as editors do
function edit(file: string, change: (data: any) => void) {
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, 'utf8'));
  change(data);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}
const SITE = 'content/site.json';
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
/** The file of the municipality the dev server shows at / (site.json's homeMunicipality). */
const home = () => `content/municipalities/${read(SITE).homeMunicipality}.json`;
/** A draft the test adds while the server runs. */
const NEW_DRAFT = { slug: 'flawil', name: 'Flawil', bfsNumber: 3402 };
/** The headline the tests save, and how the page shows it (the municipality's name filled in). */
const HEADLINE = 'Live in {municipality}: die neue Schlagzeile';
const shownHeadline = () => HEADLINE.replace('{municipality}', read(home()).name);
/** Breaks the housing figures (renewable + fossil no longer equals total), or mends them. */
const setFossil = (fossil: number) =>
  edit(home(), (municipality) => {
    municipality.housing.fossil = fossil;
  });
/** The sum rule's problem with the line and column of the fossil figure in the file as saved. */
const fossilProblem = (fossil: number) => {
  const file = home();
  const { renewable, total } = read(file).housing;
  return `${file}, ${placeIn(dir, file, '"fossil": ', String(fossil))}: Einfamilienhäuser, fossil geheizt: Erneuerbar ${renewable} + fossil ${fossil} = ${renewable + fossil}, aber total ist ${total}.`;
};
/** The top bar marks <html> once React has taken the page over. */
const hydrated = (page: Page) => page.locator('html[data-top-bar]').waitFor({ state: 'attached' });

/** Opens a page and waits until Vite's client is connected: only then does a save reach it. */
async function openLive(page: Page, path: string) {
  const connected = page.waitForEvent('console', (message) => message.text() === '[vite] connected.');
  const response = await page.goto(url(path));
  await connected;
  return response;
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern; it needs none
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('npm run dev', { body: dev.output() });
});

test('a request sent as soon as the port opens is answered with the page', async () => {
  // An editor who opens the browser tab as soon as the command runs gets the page, not a tab that stays
  // blank: the request went out on the first connection the port accepted, maybe before the ready line.
  const answer = await firstAnswer;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('<h1');
});

test('the pages answer as on the built site, styled before hydration, and hydrate without a console problem', async ({
  page,
  consoleProblems,
}) => {
  for (const path of ['/', '/privacy-policy', '/privacy-policy/']) {
    const response = await page.goto(url(path));
    expect(response?.status(), path).toBe(200);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
  }
  // The page's CSS is in the document, and Vite's client took that element over instead of adding its own.
  await expect(page.locator('style[data-vite-dev-id$="/src/styles/global.css"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(consoleProblems).toEqual([]);

  const missing = await page.goto(url('/diese-seite-gibt-es-nicht'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  // Files of public/ are still served.
  expect((await page.request.get(url('/favicon.svg'))).status()).toBe(200);
});

test('every municipality at its path: a draft added while it runs shows, marked as a draft, and hydrates; once published the others link it', async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(90_000);
  // A municipality the fixture does not have, made from the home municipality's file.
  const { slug, name, bfsNumber } = NEW_DRAFT;
  const draft = `content/municipalities/${slug}.json`;
  expect(existsSync(join(dir, draft))).toBe(false);
  writeFileSync(join(dir, draft), JSON.stringify({ ...read(home()), name, bfsNumber, published: false }));
  try {
    await expect(async () => {
      const response = await page.goto(url(`/${slug}`));
      baseExpect(response?.status()).toBe(200);
    }).toPass({ timeout: 15_000 });
    await hydrated(page);
    await expect(page.locator('h1')).toContainText(name);
    await expect(page.getByRole('status').first()).toContainText('Entwurf');
    await expect(page).toHaveTitle(/^Entwurf: /);
    // A draft is linked from no other page, even here.
    await page.goto(url('/'));
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await hydrated(page);
    edit(draft, (municipality) => {
      municipality.published = true;
    });
    // The open page reloads itself once the server has the change. Navigating to it again and again, as this
    // test did, raced those reloads: in a loaded full run every navigation for 15 s was aborted by one.
    // In the campaigns band: with the current or the finished ones, as its copied dates have it today.
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/${slug}`, {
      timeout: 45_000,
    });
    await page.goto(url(`/${slug}`));
    await expect(page.getByText('Entwurf', { exact: false })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(consoleProblems).toEqual([]);
  } finally {
    rmSync(join(dir, draft), { force: true });
  }
});

test('a saved headline shows in the open page; a broken file shows its problem until it is fixed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openLive(page, '/');
  await hydrated(page);

  const saved = Date.now();
  edit(SITE, (site) => {
    site.hero.headline = HEADLINE;
  });
  await expect(page.locator('h1')).toHaveText(shownHeadline());
  test.info().annotations.push({ type: 'save to new headline', description: `${Date.now() - saved} ms` });

  const { fossil } = read(home()).housing;
  setFossil(fossil - 5);
  const problem = fossilProblem(fossil - 5);
  const overlay = page.locator('vite-error-overlay .message-body');
  await expect(overlay).toContainText(problem);
  expect(dev.output()).toContain(problem);

  setFossil(fossil);
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText(shownHeadline());
});

test('a page opened while the content is broken lists the problems and recovers by itself', async ({
  page,
}) => {
  const { fossil } = read(home()).housing;
  setFossil(fossil + 1);
  const response = await openLive(page, '/');
  expect(response?.status()).toBe(500);
  await expect(page.locator('#problems')).toContainText(fossilProblem(fossil + 1));

  setFossil(fossil);
  await expect(page.locator('h1')).toHaveText(shownHeadline());
});

/** Changes a source file of the copy; fails loudly when the text to change is no longer there. */
function editSource(file: string, from: string | RegExp, to: string) {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${file} no longer contains ${from}: update this test`);
  writeFileSync(path, changed);
}

test('a saved stylesheet or component updates the open page in place, without reloading it', async ({
  page,
}) => {
  await openLive(page, '/');
  await hydrated(page);
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  const accent = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim());
  editSource('src/styles/global.css', /--accent: #[0-9a-fA-F]{6};/, '--accent: #123456;');
  await expect.poll(accent, { timeout: 15_000 }).toBe('#123456');
  // Still the one style element the page arrived with, now holding the new CSS.
  await expect(page.locator('style[data-vite-dev-id$="/src/styles/global.css"]')).toHaveCount(1);

  const headline = await page.locator('h1').textContent();
  editSource('src/sections/hero.tsx', /(\{site\.hero\.headline\})/, '$1 (neu)');
  await expect(page.locator('h1')).toHaveText(`${headline} (neu)`);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a busy port stops a second dev server with a message instead of moving to another port', async () => {
  const second = runDev(dir, port);
  expect(await second.exited).not.toBe(0);
  expect(second.output()).toContain(`Port ${port} ist schon belegt`);
});

test('the dev server opens no editor and serves no file outside the project or .env, by any spelling', async () => {
  const origin = `http://127.0.0.1:${port}`;
  const host = `localhost:${port}`;
  // Vite's /__open-in-editor would start an editor on the file named (connect matches it in any case).
  for (const path of ['/__open-in-editor?file=/etc/passwd', '/__OPEN-IN-EDITOR?file=/etc/passwd']) {
    expect([path, (await exchange(origin, requestText(path, host)))?.status]).toEqual([path, 404]);
  }
  // A file outside the project, one inside that Vite must never serve, and the system's password file.
  const outside = tempDir('100in100-outside-');
  const secrets = { outside: 'outside-secret-3b9d', env: 'env-secret-3b9d', passwd: 'root:x:0:0' };
  try {
    writeFileSync(join(outside, 'secret.txt'), secrets.outside);
    writeFileSync(join(dir, '.env'), `TOKEN=${secrets.env}\n`);
    const up = (levels: number, slash: string) => Array(levels).fill('%2e%2e').join(slash);
    const depth = dir.split('/').length - 1;
    const targets = [`${outside}/secret.txt`, '/etc/passwd', `${dir}/.env`];
    const paths = targets.flatMap((target) => [
      `/@fs${target}`,
      `/@fs${target}?raw`,
      `/@fs${target}?import&raw`,
      `/@fs${target}?raw??`,
      `/@fs${target}?import&?raw`,
      `/@fs${dir}/?/${up(depth, '/')}${target}?import&?raw`,
      `/@fs${dir}/src/${up(depth + 1, '/')}${target}`,
      `/@fs${dir}/src/${up(depth + 1, '%2f')}${target.replaceAll('/', '%2f')}`,
      `/@fs${dir}/src/${up(depth + 1, '%5c')}${target}`,
      `/src/${up(depth + 1, '/')}${target}?raw`,
      `/${up(depth, '%2F')}${target}`,
    ]);
    paths.push('/.env', '/.env?raw', '/%2eenv?raw');
    const leaks: string[] = [];
    for (const path of paths) {
      const answer = await exchange(origin, requestText(path, host));
      if (Object.values(secrets).some((secret) => answer?.body.includes(secret)))
        leaks.push(`${path}: status ${answer?.status}`);
    }
    expect(leaks, leaks.join('\n')).toEqual([]);
  } finally {
    rmSync(outside, { recursive: true, force: true });
    rmSync(join(dir, '.env'), { force: true });
  }
});
