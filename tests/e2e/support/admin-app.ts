import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminHeaders, backendOrigins } from '../../../scripts/build/admin-headers.ts';
import { backendFromEnv } from '../../../src/admin/backend.ts';
import { dist } from './pages.ts';

// The editing app as the build ships it, loaded from any of the servers the site runs on (npm start,
// nginx, Cloudflare Pages): Decap shows its GitLab login under the server's /admin/ policy, with no CSP
// violation and no request to another origin, and may read the site's build.json.

/** Loads `url` (the app's /admin/) and resolves once Decap shows its login; fails on a violation or a foreign request. */
export async function expectAppStartsUnderItsPolicy(page: Page, url: string) {
  // The build's backend.json as a GitLab set-up writes it (the test's build has none).
  const gitlab = backendFromEnv({
    CMS_BACKEND: 'gitlab',
    CMS_REPO: 'genossenschaft/website',
    CMS_APP_ID: 'e2e-client-id',
    CMS_BASE_URL: 'https://gitlab.example',
  });
  await page.route('**/admin/backend.json', (route) => route.fulfill({ json: gitlab }));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Mit GitLab anmelden' })).toBeVisible({ timeout: 60_000 });
  // After a save the app reads the site's build.json (src/admin/build-watch.ts): its policy lets it.
  const build = await page.evaluate(async () => (await fetch('/build.json', { cache: 'no-store' })).status);
  expect(build).toBe(200);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  const origin = new URL(url).origin;
  expect(requests.filter((r) => !/^(data|blob):/.test(r) && new URL(r).origin !== origin)).toEqual([]);
}

/** The production headers the build gives /admin/ for its own backend.json (scripts/build/admin-headers.ts). */
export function productionAdminHeaders(): Record<string, string> {
  const backend = JSON.parse(readFileSync(join(dist, 'admin', 'backend.json'), 'utf8'));
  return adminHeaders(backendOrigins(backend), true);
}
