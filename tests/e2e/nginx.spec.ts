import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { securityHeaders } from '../../scripts/build/headers.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/test/chromium.ts';
import { type Answer, rawRequest } from '../support/raw-request.ts';
import { exchange, requestText } from '../support/raw-socket.ts';
import { expect, test } from './fixtures.ts';
import { expectAppStartsUnderItsPolicy, productionAdminHeaders } from './support/admin-app.ts';
import { headerProblems } from './support/header-checks.ts';
import {
  COMPRESSED_COPY_PATHS,
  HIDDEN_FILE_PATHS,
  hiddenTexts,
  leaksHiddenFile,
} from './support/hostile-requests.ts';
import { PLANTED_DOTFILES, type RunningNginx, SERVER_NAME, startNginx, WELL_KNOWN } from './support/nginx.ts';
import { dist } from './support/pages.ts';
import { homeRedirects, type Probe, probes } from './support/site-files.ts';

// deploy/nginx.conf, run by Debian's nginx on loopback ports with this build's dist/ and
// deploy/nginx-headers.conf and a throw-away certificate: plain http redirects to https on the configured
// name (but for the ACME challenge), every other name is refused; over https clean URLs, the 404 page with
// status 404, the production headers on every response (nginx's own error pages included, never twice),
// year-long caching of hashed assets, revalidated HTML, the build's Brotli copies and gzip, at most one
// byte range; no spelling of a path reaches _headers or a dotfile; Mozilla's intermediate TLS.

let nginx: RunningNginx;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});

const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(nginx.origin, path, {
    headers: { host: SERVER_NAME, ...headers },
    method,
    ca: nginx.ca,
    servername: SERVER_NAME,
  });
/** Bytes to the https server as written, for paths and request lines a client would normalise or refuse. */
const send = (request: string, servername = SERVER_NAME) =>
  exchange(nginx.origin, request, { ca: nginx.ca, servername });

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
function productionHeaderProblems(what: string, answer: Answer, kind: Probe['kind'] = 'html') {
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

test('nginx leads the home municipality’s own path to / (301), with the production headers', async () => {
  const problems: string[] = [];
  for (const { path, location } of homeRedirects()) {
    const answer = await ask(path);
    if (answer.status !== 301 || answer.headers.location !== location)
      problems.push(`${path}: ${answer.status} → ${answer.headers.location}; expected 301 → ${location}`);
    problems.push(...productionHeaderProblems(path, answer, 'file'));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('nginx serves the editing app at /admin/ with its own policy and noindex; no page gets noindex', async () => {
  const expected = productionAdminHeaders();
  const answer = await ask('/admin/');
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  const { headers, twice } = headersOf(answer);
  // One policy, the app's: not joined with (or sent beside) the public pages'.
  expect(twice).toEqual([]);
  for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], name).toBe(value);
  // Its name without the slash leads there (the login returns to /admin/ only), as Cloudflare Pages does.
  const bare = await ask('/admin');
  expect([bare.status, bare.headers.location]).toEqual([301, '/admin/']);
  expect(headersOf(bare).headers['content-security-policy']).toMatch(/^default-src 'self'/);
  for (const path of ['/', '/privacy-policy', '/gibt-es-nicht']) {
    const { headers } = headersOf(await ask(path));
    expect(headers['x-robots-tag'], path).toBeUndefined();
    expect(headers['content-security-policy'], path).not.toMatch(/unsafe-(inline|eval)/);
  }
});

test('Decap starts in Chromium under the policy nginx sends for /admin/, asking no other origin', async () => {
  // 1.5 MB of Decap to parse: slow on a busy machine.
  test.setTimeout(120_000);
  // The site's own name (the only one nginx answers) on the test's loopback port, its certificate trusted.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${SERVER_NAME} 127.0.0.1`],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-CH' });
    const { port } = new URL(nginx.origin);
    await expectAppStartsUnderItsPolicy(await context.newPage(), `https://${SERVER_NAME}:${port}/admin/`);
  } finally {
    await browser.close();
  }
});

test('plain http redirects permanently to https on the configured name, same path and query', async () => {
  for (const host of [SERVER_NAME, '100IN100.Example', `${SERVER_NAME}:80`]) {
    const answer = await exchange(nginx.httpOrigin, requestText('/privacy-policy?utm_source=x', host));
    expect([host, answer?.status, answer?.headers.location]).toEqual([
      host,
      301,
      `https://${SERVER_NAME}/privacy-policy?utm_source=x`,
    ]);
  }
});

test('every other name is refused: no answer over http, no handshake over https, never a redirect to it', async () => {
  const http = [
    requestText('/', 'evil.example'),
    requestText('/.well-known/acme-challenge/x', 'evil.example'),
    requestText('/', '127.0.0.1'),
    `GET http://evil.example/ HTTP/1.1\r\nHost: ${SERVER_NAME}\r\nConnection: close\r\n\r\n`,
    'GET / HTTP/1.0\r\n\r\n',
  ];
  for (const request of http) {
    expect([request.split('\r\n')[0], await exchange(nginx.httpOrigin, request)]).toEqual([
      request.split('\r\n')[0],
      null,
    ]);
  }
  // Over https: a stranger's name (or none, as for an IP address) gets no certificate at all.
  await expect(send(requestText('/', 'evil.example'), 'evil.example')).rejects.toThrow();
  await expect(exchange(nginx.origin, requestText('/', '127.0.0.1'), { ca: nginx.ca })).rejects.toThrow();
  // The site's name in the handshake, a stranger's in the request: no page either.
  expect(await send(requestText('/', 'evil.example'))).toBeNull();
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

test('no spelling of a path reaches a file of the build that is no URL (_headers, _redirects, the copies)', async () => {
  const hidden = hiddenTexts(dist);
  const problems: string[] = [];
  for (const path of [...HIDDEN_FILE_PATHS, ...COMPRESSED_COPY_PATHS]) {
    const answer = await send(requestText(path, SERVER_NAME));
    if (leaksHiddenFile(answer, hidden)) problems.push(`${path}: status ${answer?.status}, the file itself`);
    else if (!answer || answer.status < 400 || answer.status >= 500)
      problems.push(`${path}: status ${answer?.status}; expected 4xx`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('dotfiles that reach the output folder are refused by every spelling; /.well-known/ is served', async () => {
  const spellings = (path: string) => {
    const name = path.slice(1);
    return [
      `/${path}`,
      `/%2e${name}`,
      `/%2E${name}`,
      `//${path}`,
      `/./${path}`,
      `/assets/../${path}`,
      `/assets/..%2f${path}`,
      `/%252e${name}`,
      `/${path.replace('/', '%2f')}`,
      `/${path}/`,
    ];
  };
  const problems: string[] = [];
  for (const [path, text] of Object.entries(PLANTED_DOTFILES)) {
    for (const spelling of spellings(path)) {
      const answer = await send(requestText(spelling, SERVER_NAME));
      if (answer?.body.includes(text)) problems.push(`${spelling}: status ${answer.status}, the file itself`);
      else if (!answer || answer.status < 400 || answer.status >= 500)
        problems.push(`${spelling}: status ${answer?.status}; expected 4xx`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
  for (const spelling of [`/${WELL_KNOWN.path}`, `/%2e${WELL_KNOWN.path.slice(1)}`]) {
    const answer = await send(requestText(spelling, SERVER_NAME));
    expect([spelling, answer?.status, answer?.body]).toEqual([spelling, 200, WELL_KNOWN.text]);
  }
});

test('CONNECT is answered, two Host headers get 400, and TRACE never echoes the request', async () => {
  const connect = await send(`CONNECT ${SERVER_NAME}:443 HTTP/1.1\r\nHost: ${SERVER_NAME}:443\r\n\r\n`);
  expect(connect?.status).toBeGreaterThanOrEqual(400);
  expect(connect?.status).toBeLessThan(500);
  const twoHosts = await send(
    `GET / HTTP/1.1\r\nHost: ${SERVER_NAME}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
  );
  expect(twoHosts?.status).toBe(400);
  expect(twoHosts?.headers['content-security-policy']).toMatch(/^default-src 'self'/);
  const trace = await send(
    requestText('/', SERVER_NAME, { method: 'TRACE', headers: { 'X-Probe': 'echo-me-7f3a' } }),
  );
  expect(trace?.status).toBe(405);
  expect(trace?.body).not.toContain('echo-me-7f3a');
});

/** One TLS handshake with the https server by `openssl s_client` with these arguments, and what it printed. */
function sClient(...args: string[]) {
  const { port } = new URL(nginx.origin);
  return spawnSync(
    'openssl',
    ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', SERVER_NAME, ...args],
    {
      input: '',
      encoding: 'utf8',
      timeout: 20_000,
    },
  );
}

/** The suite a handshake with these arguments (e.g. -tls1_2 -cipher …) agreed on, or 'refused'. */
function handshake(...args: string[]) {
  const run = sClient(...args);
  const cipher = /Cipher is (\S+)/.exec(run.stdout)?.[1];
  return run.status === 0 && cipher && cipher !== '(NONE)' ? cipher : 'refused';
}

test("TLS follows Mozilla's intermediate profile: TLS 1.2 with AEAD suites only, and TLS 1.3", () => {
  expect(handshake('-tls1_3')).toMatch(/^TLS_/);
  expect(handshake('-tls1_2', '-cipher', 'ECDHE-ECDSA-AES128-GCM-SHA256')).toBe(
    'ECDHE-ECDSA-AES128-GCM-SHA256',
  );
  expect(handshake('-tls1_2', '-cipher', 'ECDHE-ECDSA-CHACHA20-POLY1305')).toBe(
    'ECDHE-ECDSA-CHACHA20-POLY1305',
  );
  // CBC suites (and at the lowest security level the client would offer anything): refused.
  for (const cbc of ['ECDHE-ECDSA-AES128-SHA256', 'ECDHE-ECDSA-AES256-SHA384', 'ECDHE-ECDSA-AES128-SHA'])
    expect([cbc, handshake('-tls1_2', '-cipher', `${cbc}@SECLEVEL=0`)]).toEqual([cbc, 'refused']);
  for (const old of ['-tls1_1', '-tls1'])
    expect([old, handshake(old, '-cipher', 'DEFAULT@SECLEVEL=0')]).toEqual([old, 'refused']);
});

test("nginx staples the certificate authority's OCSP answer to the handshake (ssl_stapling, verified)", async () => {
  const stapled = () => {
    const run = sClient('-status');
    return (
      /Cert Status: \w+/.exec(run.stdout)?.[0] ?? /OCSP response: .*/.exec(run.stdout)?.[0] ?? run.stderr
    );
  };
  // nginx asks the responder on the first handshake and staples from then on.
  await expect.poll(stapled, { timeout: 15_000 }).toBe('Cert Status: good');
});
