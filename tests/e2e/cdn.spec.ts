import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exchange, requestText, type SocketAnswer } from '../support/raw-socket.ts';
import { expect, test } from './fixtures.ts';
import { expectAppStartsUnderItsPolicy, productionAdminHeaders } from './support/admin-app.ts';
import { headerProblems } from './support/header-checks.ts';
import { HIDDEN_FILE_PATHS, hiddenTexts, leaksHiddenFile } from './support/hostile-requests.ts';
import { builtPages, dist, NOT_FOUND_PATH } from './support/pages.ts';
import { homeRedirects, probes } from './support/site-files.ts';
import { type RunningPages, startPages } from './support/wrangler.ts';

// The CDN path: dist/ as Cloudflare Pages serves it, in its own runtime (`wrangler pages dev`, pinned in
// package.json), which reads dist/_headers and dist/_redirects as the host does. Every canonical URL
// answers 200 (Pages would otherwise redirect /privacy-policy to /privacy-policy/), pages and the 404 page
// carry the security headers and a CSP that allows their inline code, hashed assets are immutable, no
// spelling of a path reaches _headers or _redirects, and the browser reports no CSP violation.

let pages: RunningPages;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  pages = await startPages();
});
test.afterAll(async () => {
  await pages?.stop();
});

const HOST = '100in100.example';
const get = async (path: string) => (await exchange(pages.origin, requestText(path, HOST))) as SocketAnswer;

test('Pages answers every canonical URL, file and unknown path with its status, type and headers', async () => {
  const problems: string[] = [];
  // Pages redirects an .html file's name without the extension to its URL: /index to /, as the others
  // answer it with 404; either way no second URL shows the page.
  const index = await get('/index');
  expect([index.status, index.headers.location]).toEqual([308, '/']);
  for (const probe of probes().filter(({ path }) => path !== '/index')) {
    const answer = await get(probe.path);
    if (answer.status !== probe.status)
      problems.push(`${probe.path}: status ${answer.status}; expected ${probe.status}`);
    if (!probe.type.test(answer.headers['content-type'] ?? ''))
      problems.push(`${probe.path}: type ${answer.headers['content-type']}`);
    if (probe.status === 404 && !answer.body.includes('Oops! Page not found'))
      problems.push(`${probe.path}: not the 404 page`);
    if (probe.kind === 'html' && probe.status === 200 && !answer.body.includes('<h1'))
      problems.push(`${probe.path}: no page`);
    // Pages sends its 404 page with `no-store`, stricter than the revalidation the other servers send.
    const headers =
      probe.status === 404 && answer.headers['cache-control'] === 'no-store'
        ? { ...answer.headers, 'cache-control': 'public, max-age=0, must-revalidate' }
        : answer.headers;
    problems.push(
      ...headerProblems(probe.path, headers, {
        production: true,
        kind: probe.kind,
        body: probe.kind === 'html' ? answer.body : undefined,
        onePolicyForAllPages: true,
      }),
    );
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('Pages leads the home municipality’s own path to / (301), as _redirects says', async () => {
  for (const { path, location } of homeRedirects()) {
    const answer = await get(path);
    expect([path, answer.status, answer.headers.location]).toEqual([path, 301, location]);
  }
});

test('Pages serves the editing app at /admin/ with its own policy only (the public one detached) and noindex', async () => {
  const expected = productionAdminHeaders();
  const answer = await get('/admin/');
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  // A header sent twice arrives joined with ", " (raw-socket.ts): equal to the app's policy means one policy.
  for (const [name, value] of Object.entries(expected))
    expect(answer.headers[name.toLowerCase()], name).toBe(value);
  // Pages leads the name without the slash there itself (308), as nginx does with 301.
  const bare = await get('/admin');
  expect([bare.status, bare.headers.location]).toEqual([308, '/admin/']);
  for (const path of ['/', '/privacy-policy']) {
    const { headers } = await get(path);
    expect(headers['x-robots-tag'], path).toBeUndefined();
    expect(headers['content-security-policy'], path).not.toMatch(/unsafe-(inline|eval)/);
  }
});

test('Decap starts in Chromium under the policy Pages sends for /admin/, asking no other origin', async ({
  page,
}) => {
  // 1.5 MB of Decap to parse: slow on a busy machine.
  test.setTimeout(120_000);
  await expectAppStartsUnderItsPolicy(page, `${pages.origin}/admin/`);
});

test('the sitemap names only URLs that Pages answers with 200, none with a redirect', async () => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname);
  expect(paths.length).toBeGreaterThan(1);
  for (const path of paths) expect([path, (await get(path)).status]).toEqual([path, 200]);
});

// The compressed copies (favicon.svg.br) are uploaded with dist/ and Pages serves them under their own
// names: the same public bytes as their files (docs/deploy.md says how to upload without them).
test('no spelling of a path reaches _headers or _redirects', async () => {
  const hidden = hiddenTexts(dist);
  const problems: string[] = [];
  for (const path of HIDDEN_FILE_PATHS) {
    const answer = await get(path);
    if (leaksHiddenFile(answer, hidden) || answer.status < 300)
      problems.push(
        `${path}: status ${answer.status}${leaksHiddenFile(answer, hidden) ? ', the file itself' : ''}`,
      );
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('Pages allows every origin to read the public files (Access-Control-Allow-Origin: *), as docs/deploy.md says', async () => {
  // Pages adds it to every answer and _headers cannot remove it in a way Netlify also reads; the site is
  // public, sets no cookie and needs no credentials, so it gives nothing away (see docs/deploy.md).
  for (const path of ['/', probes().find((p) => p.kind === 'asset')?.path ?? '', '/favicon.svg'])
    expect([path, (await get(path)).headers['access-control-allow-origin']]).toEqual([path, '*']);
});

test('the pages load in the browser without a CSP violation or console error', async ({
  page,
  consoleProblems,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  // Every page of the build: each municipality's (its own inline hashes), the privacy policy, the 404 page.
  for (const { path, status } of builtPages()) {
    const response = await page.goto(`${pages.origin}${path}`);
    expect([path, response?.status()]).toEqual([path, status]);
    await page.waitForLoadState('load');
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(violations).toEqual([]);
  // The not-found page's own 404 and the path it logs by the spec's requirement are expected; nothing else.
  const expected = (p: string) =>
    /status of 404/.test(p) || p === `error: 404: Seite nicht gefunden: ${NOT_FOUND_PATH}`;
  expect(consoleProblems.filter((p) => !expected(p))).toEqual([]);
});
