import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { securityHeaders } from '../../scripts/headers';
import { type Answer, rawRequest } from '../support/raw-request';
import { expect, test } from './fixtures';
import { headerProblems } from './support/header-checks';
import { type RunningNginx, startNginx } from './support/nginx';
import { dist } from './support/pages';
import { probes } from './support/site-files';

// deploy/nginx.conf, run by Debian's nginx on loopback ports with this build's dist/ and
// deploy/nginx-headers.conf and a throw-away certificate: plain http redirects to https (but for the
// ACME challenge); over https clean URLs, the 404 page with status 404, the production headers on every
// response (nginx's own error pages included, never twice), year-long caching of hashed assets,
// revalidated HTML, the build's Brotli copies and gzip, at most one byte range.

let nginx: RunningNginx;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});

const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(nginx.origin, path, { headers, method, ca: nginx.ca });

/** The headers as one record (lower-case names), and each header that was sent more than once. */
function headersOf(answer: Answer) {
  const headers: Record<string, string> = {};
  const twice: string[] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = (answer.rawHeaders[i] ?? '').toLowerCase();
    if (name in headers) twice.push(name);
    headers[name] = answer.rawHeaders[i + 1] ?? '';
  }
  return { headers, twice };
}

/** Problems with the production headers of a response: missing, wrong or sent twice. */
function productionHeaderProblems(what: string, answer: Answer, kind: 'html' | 'asset' | 'file' = 'html') {
  const { headers, twice } = headersOf(answer);
  return [
    ...headerProblems(what, headers, {
      production: true,
      kind,
      body: kind === 'html' && answer.status === 200 ? answer.body : undefined,
    }),
    ...twice.map((name) => `${what}: ${name} sent twice`),
    ...(/upgrade-insecure-requests/.test(headers['content-security-policy'] ?? '')
      ? []
      : [`${what}: CSP without upgrade-insecure-requests`]),
  ];
}

const extra: ReturnType<typeof probes> = [
  // The HTML files are reached through their routes only; _headers is for other hosts.
  { path: '/index.html', status: 404, kind: 'html', type: /^text\/html/ },
  { path: '/404.html', status: 404, kind: 'html', type: /^text\/html/ },
  { path: '/_headers', status: 404, kind: 'html', type: /^text\/html/ },
  { path: '/assets/', status: 404, kind: 'html', type: /^text\/html/ },
];

test('nginx answers every path over https with the right status, type and headers', async () => {
  const problems: string[] = [];
  for (const probe of [...probes(), ...extra]) {
    const answer = await ask(probe.path);
    if (answer.status !== probe.status)
      problems.push(`${probe.path}: status ${answer.status}; expected ${probe.status}`);
    if (!probe.type.test(String(answer.headers['content-type'])))
      problems.push(`${probe.path}: type ${answer.headers['content-type']}`);
    if (probe.status === 404 && !answer.body.includes('Oops! Page not found'))
      problems.push(`${probe.path}: not the 404 page`);
    if (probe.kind === 'html' && probe.status === 200 && !answer.body.includes('<h1'))
      problems.push(`${probe.path}: no page`);
    problems.push(...productionHeaderProblems(probe.path, answer, probe.kind));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('plain http redirects permanently to https, same host, path and query', async () => {
  const answer = await rawRequest(nginx.httpOrigin, '/privacy-policy?utm_source=x', {
    headers: { host: '100in100.example' },
  });
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe('https://100in100.example/privacy-policy?utm_source=x');
});

test('plain http still answers the ACME challenge (certbot --webroot), not redirected', async () => {
  writeFileSync(join(nginx.acmeDir, '.well-known', 'acme-challenge', 'token-1'), 'token-1.key');
  const answer = await rawRequest(nginx.httpOrigin, '/.well-known/acme-challenge/token-1', {
    headers: { host: '100in100.example' },
  });
  expect([answer.status, answer.body]).toEqual([200, 'token-1.key']);
});

test("nginx's own error pages carry the headers: a URI too long (414), a bad request (400), a wrong method (405)", async () => {
  const answers: [string, number, Answer][] = [
    ['a 9,000-character URI', 414, await ask(`/${'a'.repeat(9000)}`)],
    ['a Host header with a space', 400, await ask('/', { host: 'a b' })],
    ['POST', 405, await ask('/', {}, 'POST')],
  ];
  const problems = answers.flatMap(([what, status, answer]) => [
    ...(answer.status === status ? [] : [`${what}: status ${answer.status}; expected ${status}`]),
    ...productionHeaderProblems(what, answer),
  ]);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('a range beyond the end gets 416 with each security header once', async () => {
  const answer = await ask('/favicon.svg', { range: 'bytes=999999-' });
  expect(answer.status).toBe(416);
  const { headers, twice } = headersOf(answer);
  expect(twice).toEqual([]);
  for (const [name, value] of Object.entries(
    securityHeaders({ styleHashes: [], scriptHashes: [], production: true }),
  )) {
    if (name !== 'Content-Security-Policy') expect(headers[name.toLowerCase()], name).toBe(value);
  }
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'/);
});

test('one byte range is served, a list of ranges gets the whole file', async () => {
  const one = await ask('/robots.txt', { range: 'bytes=0-3' });
  expect([one.status, one.body.length]).toEqual([206, 4]);
  const many = await ask('/robots.txt', { range: 'bytes=0-0,2-2,4-4,6-6' });
  expect(many.status).toBe(200);
  expect(many.headers['content-type']).toMatch(/^text\/plain/);
  expect(many.body).toBe((await ask('/robots.txt')).body);
});

test('nginx compresses pages, scripts and SVG with gzip', async () => {
  const script = probes().find((p) => p.kind === 'asset')?.path ?? '';
  for (const path of ['/', script, '/favicon.svg']) {
    const answer = await ask(path, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding'], path).toBe('gzip');
    expect(answer.headers.vary, path).toMatch(/Accept-Encoding/i);
  }
});

test("nginx sends the build's Brotli copies, the same bytes as the files, and never a copy by its name", async () => {
  const script = probes().find((p) => p.kind === 'asset')?.path ?? '';
  const cases = [
    ['/', 'index.html', 200],
    ['/privacy-policy', 'privacy-policy/index.html', 200],
    ['/gibt-es-nicht', '404.html', 404],
    [script, script.slice(1), 200],
  ] as const;
  for (const [path, file, status] of cases) {
    const answer = await ask(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([path, answer.status, answer.headers['content-encoding']]).toEqual([path, status, 'br']);
    expect(answer.headers.vary, path).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.bytes).equals(readFileSync(join(dist, file))), path).toBe(true);
  }
  for (const path of ['/index.html.br', '/index.html.gz', `${script}.br`, `${script}.gz`]) {
    expect([path, (await ask(path, { 'accept-encoding': 'br' })).status]).toEqual([path, 404]);
  }
});
