import { join } from 'node:path';
import { e2eEnv } from '../../playwright.config.ts';
import { spawnGroup } from '../support/process.ts';
import { rawRequest } from '../support/raw-request.ts';
import { exchange, requestText, type SocketAnswer } from '../support/raw-socket.ts';
import { expect, test } from './fixtures.ts';
import {
  COMPRESSED_COPY_PATHS,
  HIDDEN_FILE_PATHS,
  headersDiffering,
  hiddenTexts,
  leaksHiddenFile,
} from './support/hostile-requests.ts';
import { dist, siteRoot } from './support/pages.ts';
import { homeRedirects } from './support/site-files.ts';

// `npm start` itself, as the browser tests run it: a hostile visitor gets a 4xx, never a 5xx; only GET
// and HEAD are served; a second `npm start` on the same port stops with a message instead of moving to
// another port. (scripts/serve/site-server.test.ts covers the server module path by path.)

const hostile = [
  '/%00',
  '/%',
  '/..%2f..%2fetc/passwd',
  '/../../../etc/passwd',
  `/${'x'.repeat(256)}`,
  `/${'a'.repeat(10_000)}`,
  '/index.html',
  '/404.html',
  '/_headers',
  '/Privacy-Policy',
];

/** The server's origin and its host, for requests written by hand. */
const originOf = (baseURL: string | undefined) => ({
  origin: baseURL ?? '',
  host: new URL(baseURL ?? '').host,
});

test('npm start answers hostile and hidden paths with 4xx and the security headers', async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const problems: string[] = [];
  for (const path of hostile) {
    const answer = await rawRequest(origin, path);
    if (answer.status < 400 || answer.status >= 500)
      problems.push(`${path.slice(0, 40)}: status ${answer.status}`);
    if (!answer.headers['content-security-policy']) problems.push(`${path.slice(0, 40)}: no CSP`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('no spelling of a path reaches a file of the build that is no URL (_headers, _redirects, the copies)', async ({
  baseURL,
}) => {
  const { host } = new URL(baseURL ?? '');
  const hidden = hiddenTexts(dist);
  const problems: string[] = [];
  for (const path of [...HIDDEN_FILE_PATHS, ...COMPRESSED_COPY_PATHS]) {
    const answer = await exchange(baseURL ?? '', requestText(path, host));
    if (leaksHiddenFile(answer, hidden)) problems.push(`${path}: status ${answer?.status}, the file itself`);
    else if (answer?.status !== 404) problems.push(`${path}: status ${answer?.status}; expected 404`);
    else if (!answer.body.includes('Oops! Page not found')) problems.push(`${path}: not the 404 page`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every answer npm start writes carries the security headers, protocol errors included', async ({
  baseURL,
}) => {
  const { origin, host } = originOf(baseURL);
  const file = (await exchange(origin, requestText('/robots.txt', host))) as SocketAnswer;
  const cases: [string, string, number][] = [
    ['a malformed request line', 'GET / HTTP/1.1 extra\r\nHost: a\r\n\r\n', 400],
    ['no request line at all', 'HELLO\r\n\r\n', 400],
    ['a header name with a space', 'GET / HTTP/1.1\r\nHost: a\r\nBad Name: x\r\n\r\n', 400],
    ['an oversized header', requestText('/', host, { headers: { 'X-Big': 'a'.repeat(20_000) } }), 431],
    ['no Host in HTTP/1.1', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['an Expect it cannot meet', requestText('/', host, { headers: { Expect: 'teapot' } }), 417],
  ];
  const problems: string[] = [];
  for (const [what, request, status] of cases) {
    const answer = await exchange(origin, request);
    if (answer?.status !== status) problems.push(`${what}: status ${answer?.status}; expected ${status}`);
    else
      for (const name of headersDiffering(answer, file))
        problems.push(`${what}: ${name} missing or not the site's`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('CONNECT is answered 405, two Host headers 400, and TRACE never echoes the request', async ({
  baseURL,
}) => {
  const { origin, host } = originOf(baseURL);
  const connect = await exchange(origin, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
  expect([connect?.status, connect?.headers.allow]).toEqual([405, 'GET, HEAD']);
  expect(connect?.headers['content-security-policy']).toMatch(/^default-src 'self'/);
  const twoHosts = await exchange(
    origin,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
  );
  expect(twoHosts?.status).toBe(400);
  expect(twoHosts?.headers['content-security-policy']).toMatch(/^default-src 'self'/);
  const trace = await exchange(
    origin,
    requestText('/', host, { method: 'TRACE', headers: { 'X-Probe': 'echo-me-7f3a' } }),
  );
  expect(trace?.status).toBe(405);
  expect(trace?.body).not.toContain('echo-me-7f3a');
});

test('npm start leads the home municipality’s own path to / (301), with the security headers', async ({
  baseURL,
}) => {
  for (const { path, location } of homeRedirects()) {
    const answer = await rawRequest(baseURL ?? '', path);
    expect([path, answer.status, answer.headers.location]).toEqual([path, 301, location]);
    expect(answer.headers['content-security-policy'], path).toBeTruthy();
  }
});

test('npm start allows only GET and HEAD', async ({ baseURL }) => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const answer = await rawRequest(baseURL ?? '', '/', { method });
    expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
  }
});

test('a second npm start on a taken port exits non-zero and says why', async ({ baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const second = spawnGroup(process.execPath, [join(siteRoot, 'scripts', 'serve', 'start.mjs')], {
    cwd: siteRoot,
    // The site the first one serves, so that it finds its build current and goes straight to the port.
    env: { ...process.env, ...e2eEnv, PORT: port },
  });
  const code = await second.exited;
  expect(second.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  expect(code).toBe(1);
});
