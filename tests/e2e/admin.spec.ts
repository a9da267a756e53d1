import { backendFromEnv } from '../../src/admin/backend.ts';
import { expect, test } from './fixtures.ts';

// The editing app as the build ships it (dist/admin/, served by `npm start` with the production headers):
// its own Content-Security-Policy, which Decap runs under without a violation, noindex, no place in the
// sitemap, and no request to any origin but the site's while it loads. The public pages keep their policy.

test('/admin/ has its own policy and noindex, and is not in the sitemap', async ({ request }) => {
  const response = await request.get('/admin/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  // Decap's configuration check compiles with new Function; the public pages allow neither.
  expect(policy).toContain("script-src 'self' 'unsafe-eval';");
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('admin');
  const home = (await request.get('/')).headers()['content-security-policy'];
  expect(home).not.toContain('unsafe-inline');
  expect(home).not.toContain('unsafe-eval');
});

test('the app starts under its policy, asking no other origin', async ({ page, baseURL }) => {
  // 1.5 MB of Decap to parse: slow on a busy machine.
  test.setTimeout(120_000);
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
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Mit GitLab anmelden' })).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  const origin = new URL(baseURL ?? '').origin;
  expect(requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin)).toEqual([]);
});

test('without a git host set up, the app says so in German', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/');
  await expect(page.getByText('Die Anmeldung ist für diese Website noch nicht eingerichtet.')).toBeVisible({
    timeout: 60_000,
  });
});
