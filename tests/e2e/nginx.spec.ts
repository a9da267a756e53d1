import { expect, test } from './fixtures';
import { headerProblems } from './support/header-checks';
import { type RunningNginx, startNginx } from './support/nginx';
import { probes } from './support/site-files';

// deploy/nginx.conf, run by Debian's nginx on a loopback port with this build's dist/ and
// deploy/nginx-headers.conf: clean URLs, the 404 page with status 404, the production headers on every
// response, year-long caching of hashed assets, revalidated HTML, gzip.

let nginx: RunningNginx;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});

const extra: ReturnType<typeof probes> = [
  // The HTML files are reached through their routes only; _headers is for other hosts.
  { path: '/index.html', status: 404, kind: 'html', type: /^text\/html/ },
  { path: '/404.html', status: 404, kind: 'html', type: /^text\/html/ },
  { path: '/_headers', status: 404, kind: 'html', type: /^text\/html/ },
  { path: '/assets/', status: 404, kind: 'html', type: /^text\/html/ },
];

test('nginx answers every path with the right status, type and headers', async () => {
  const problems: string[] = [];
  for (const probe of [...probes(), ...extra]) {
    const response = await fetch(nginx.origin + probe.path, { redirect: 'manual' });
    const headers = Object.fromEntries(response.headers);
    const body = await response.text();
    if (response.status !== probe.status)
      problems.push(`${probe.path}: status ${response.status}; expected ${probe.status}`);
    if (!probe.type.test(headers['content-type'] ?? ''))
      problems.push(`${probe.path}: type ${headers['content-type']}`);
    if (probe.status === 404 && !body.includes('Oops! Page not found'))
      problems.push(`${probe.path}: not the 404 page`);
    if (probe.kind === 'html' && probe.status === 200 && !body.includes('<h1'))
      problems.push(`${probe.path}: no page`);
    problems.push(
      ...headerProblems(probe.path, headers, {
        production: true,
        kind: probe.kind,
        body: probe.kind === 'html' ? body : undefined,
      }),
    );
    if (!/upgrade-insecure-requests/.test(headers['content-security-policy'] ?? ''))
      problems.push(`${probe.path}: CSP without upgrade-insecure-requests`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('nginx compresses pages, scripts and SVG with gzip', async () => {
  const script = probes().find((p) => p.kind === 'asset')?.path ?? '';
  for (const path of ['/', script, '/favicon.svg']) {
    const response = await fetch(nginx.origin + path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding'), path).toBe('gzip');
    expect(response.headers.get('vary'), path).toMatch(/Accept-Encoding/i);
  }
});
