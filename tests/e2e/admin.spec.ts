import { expect, test } from './fixtures.ts';
import { expectAppStartsUnderItsPolicy } from './support/admin-app.ts';

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
  // One URL for the app, as on nginx (301) and Cloudflare Pages (308).
  const bare = await request.get('/admin', { maxRedirects: 0 });
  expect([bare.status(), bare.headers().location]).toEqual([301, '/admin/']);
  const home = (await request.get('/')).headers()['content-security-policy'];
  expect(home).not.toContain('unsafe-inline');
  expect(home).not.toContain('unsafe-eval');
});

test('the app starts under its policy, asking no other origin', async ({ page, baseURL }) => {
  // 1.5 MB of Decap to parse: slow on a busy machine.
  test.setTimeout(120_000);
  await expectAppStartsUnderItsPolicy(page, `${baseURL}/admin/`);
});

test('without a git host set up, the app says so in German', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/');
  await expect(page.getByText('Die Anmeldung ist für diese Website noch nicht eingerichtet.')).toBeVisible({
    timeout: 60_000,
  });
});
