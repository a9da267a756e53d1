import { expect, test } from './fixtures.ts';
import { headerProblems } from './support/header-checks.ts';
import { probes } from './support/site-files.ts';

// `npm start` answers like production (apart from HSTS and upgrade-insecure-requests, which need https):
// the security headers on pages, assets and the 404 page, the cache rules, the status codes.
for (const probe of probes()) {
  test(`npm start: ${probe.path} answers ${probe.status} with the site's headers`, async ({ request }) => {
    const response = await request.get(probe.path, { maxRedirects: 0 });
    expect(response.status()).toBe(probe.status);
    const headers = response.headers();
    expect(headers['content-type']).toMatch(probe.type);
    const body = probe.kind === 'html' ? await response.text() : undefined;
    if (probe.status === 404) expect(body).toContain('Oops! Page not found');
    expect(headerProblems(probe.path, headers, { production: false, kind: probe.kind, body })).toEqual([]);
  });
}
