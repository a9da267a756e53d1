import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, rawRequest } from '../../tests/support/raw-request.ts';
import { tempDir } from '../../tests/support/temp-dir.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  type HeaderOptions,
  securityHeaders,
  serveConfig,
} from '../build/headers.ts';
import { precompress } from '../build/precompress.ts';
import { type SiteServer, startSiteServer } from './site-server.ts';

// The server of `npm start` on a small built site in a temporary folder, on a free loopback port, asked
// with raw HTTP requests.

const options: HeaderOptions = { styleHashes: ['sha256-a='], scriptHashes: ['sha256-b='], production: false };
const dir = tempDir('100in100-site-server-');
const configFile = join(dir, 'serve', 'dist.json');
const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'privacy-policy/index.html': '<h1>Datenschutz</h1>',
  '404.html': '<h1>Oops! Page not found</h1>',
  _headers: '/*\n',
  _redirects: '/privacy-policy /privacy-policy/ 200\n',
  // Copied from public/ by mistake, and the one public dot-folder.
  '.env': 'SECRET=1\n',
  '.well-known/security.txt': 'Contact: mailto:security@example.org\n',
  'assets/home-1.js': 'console.log(1)',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\n',
  // Large enough for the build to write compressed copies of it (scripts/build/precompress.ts).
  'assets/chart-1.js': `export const series = [${Array.from({ length: 200 }, (_, i) => i * 7).join(', ')}];\n`,
  'assets/gzip-only-1.js': `export const more = [${Array.from({ length: 200 }, (_, i) => i * 3).join(', ')}];\n`,
};
const writeConfig = (headerOptions: HeaderOptions) =>
  writeFileSync(
    configFile,
    JSON.stringify(
      serveConfig('../dist', headerOptions, [
        { route: '/', file: 'index.html' },
        { route: '/privacy-policy', file: 'privacy-policy/index.html' },
      ]),
    ),
  );

const ask = (origin: string, path: string, method = 'GET', headers: Record<string, string> = {}) =>
  rawRequest(origin, path, { method, headers });

let site: SiteServer;
let origin: string;
beforeAll(async () => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'dist', file, '..'), { recursive: true });
    writeFileSync(join(dir, 'dist', file), text);
  }
  await precompress(join(dir, 'dist'));
  rmSync(join(dir, 'dist', 'assets', 'gzip-only-1.js.br'));
  mkdirSync(join(dir, 'serve'));
  writeConfig(options);
  site = await startSiteServer({ configFile, port: 0 });
  origin = `http://127.0.0.1:${site.address.port}`;
});
afterAll(async () => {
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

function expectSecurityHeaders(answer: Answer) {
  for (const [name, value] of Object.entries(securityHeaders(options))) {
    expect(answer.headers[name.toLowerCase()], name).toBe(value);
  }
}

describe('startSiteServer: pages and files', () => {
  it.each([
    ['/', '<h1>Home</h1>'],
    ['/privacy-policy', '<h1>Datenschutz</h1>'],
    ['/privacy-policy/', '<h1>Datenschutz</h1>'],
    ['/privacy-policy?utm=x', '<h1>Datenschutz</h1>'],
  ])('answers the page %s with 200, its HTML, the security headers and revalidation', async (path, html) => {
    const answer = await ask(origin, path);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(html);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe(CACHE_REVALIDATE);
    expectSecurityHeaders(answer);
  });

  it('serves public files, caching only the hashed assets for a year', async () => {
    const asset = await ask(origin, '/assets/home-1.js');
    expect([asset.status, asset.body, asset.headers['cache-control']]).toEqual([
      200,
      'console.log(1)',
      CACHE_IMMUTABLE,
    ]);
    expectSecurityHeaders(asset);
    const icon = await ask(origin, '/favicon.svg');
    expect([icon.status, icon.headers['content-type'], icon.headers['cache-control']]).toEqual([
      200,
      expect.stringMatching(/^image\/svg\+xml/),
      CACHE_REVALIDATE,
    ]);
  });

  it('answers HEAD like GET without a body', async () => {
    const answer = await ask(origin, '/', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('');
    expectSecurityHeaders(answer);
  });

  it('ignores byte ranges: the whole file, whatever the Range header asks', async () => {
    for (const range of ['bytes=0-3', 'bytes=5-2', 'bytes=0-0,2-2,4-4', 'bytes=999999-']) {
      const answer = await ask(origin, '/robots.txt', 'GET', { range });
      expect([range, answer.status, answer.body]).toEqual([range, 200, files['robots.txt']]);
    }
  });
});

describe("startSiteServer: the build's compressed copies", () => {
  const chart = files['assets/chart-1.js'];
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
    ['GZIP;q=0.5', 'gzip', gunzipSync],
    ['*', 'br', brotliDecompressSync],
    ['*, br;q=0', 'gzip', gunzipSync],
  ])(
    'Accept-Encoding %j gets the %s copy, typed and cached as the file',
    async (accept, encoding, unpack) => {
      const answer = await ask(origin, '/assets/chart-1.js', 'GET', { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['cache-control']).toBe(CACHE_IMMUTABLE);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(answer.bytes.length).toBeLessThan(chart?.length ?? 0);
      expect(unpack(answer.bytes).toString('utf8')).toBe(chart);
      expectSecurityHeaders(answer);
    },
  );

  it('sends the file as it is to a client that takes no encoding', async () => {
    const takesNone: Record<string, string>[] = [
      {},
      { 'accept-encoding': '' },
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'accept-encoding': 'br;q=x' },
    ];
    for (const headers of takesNone) {
      const answer = await ask(origin, '/assets/chart-1.js', 'GET', headers);
      expect([answer.headers['content-encoding'], answer.body]).toEqual([undefined, chart]);
    }
  });

  it('sends only a copy the file has', async () => {
    const answer = (accept: string) =>
      ask(origin, '/assets/gzip-only-1.js', 'GET', { 'accept-encoding': accept });
    expect((await answer('br')).headers['content-encoding']).toBeUndefined();
    expect((await answer('br, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('serves /.well-known/, the one dot-folder that is public', async () => {
    const answer = await ask(origin, '/.well-known/security.txt');
    expect([answer.status, answer.body]).toEqual([200, files['.well-known/security.txt']]);
  });

  it('never serves a copy under its own name', async () => {
    for (const path of ['/assets/chart-1.js.br', '/assets/chart-1.js.gz']) {
      const answer = await ask(origin, path, 'GET', { 'accept-encoding': 'br' });
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });
});

describe('startSiteServer: everything else is the not-found page with 404', () => {
  it.each([
    '/gibt-es-nicht',
    '/index.html',
    '/404.html',
    '/privacy-policy/index.html',
    '/_headers',
    '/Privacy-Policy',
    '/PRIVACY-POLICY/',
    '/index',
    '/assets/',
    '/assets',
    '/favicon.svg/',
    '/privacy-policy//',
    '/index%2ehtml',
    '/privacy-policy%2Findex.html',
    '/_redirects',
    '/%2F_headers',
    '/assets/..%2f_headers',
    '/assets/%2e%2e/_redirects',
    '/.env',
    '/%2eenv',
    '//.env',
    '/assets/..%2F.env',
  ])('%s', async (path) => {
    const answer = await ask(origin, path);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(files['404.html']);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(answer);
  });
});

describe('startSiteServer: hostile paths get a 4xx, never a 5xx', () => {
  it.each([
    ['/%00', '/%00'],
    ['/%', '/%'],
    ['/%E0%A4%A', '/%E0%A4%A'],
    ['/..%2f..%2fetc/passwd', '/..%2f..%2fetc/passwd'],
    ['/../../etc/passwd', '/../../etc/passwd'],
    ['/%2e%2e/%2e%2e/etc/passwd', '/%2e%2e/%2e%2e/etc/passwd'],
    ['/assets/..%5c..%5cpackage.json', '/assets/..%5c..%5cpackage.json'],
    ['a segment of 300 characters', `/${'a'.repeat(300)}`],
    ['a path of 10,000 characters', `/${'a/'.repeat(5000)}`],
    ['a file name of 10,000 characters', `/${'a'.repeat(10_000)}.js`],
  ])('%s', async (_, path) => {
    const answer = await ask(origin, path);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toContain('root:');
  });
});

describe('startSiteServer: a broken request on a kept-alive connection', () => {
  it('answers it with 400 and the site headers once the answer before it is complete', async () => {
    const socket = connect(site.address.port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise((done) => socket.once('close', done));
    // The first answer, whole: its head and as many bytes as it says.
    const firstAnswer = new Promise<void>((done) => {
      const check = () => {
        const end = received.indexOf('\r\n\r\n');
        const length = /^content-length:\s*(\d+)/im.exec(received.slice(0, end));
        if (end >= 0 && length && received.length - end - 4 >= Number(length[1])) {
          socket.off('data', check);
          done();
        }
      };
      socket.on('data', check);
    });
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await firstAnswer;
    const first = received;
    socket.write('NOT A REQUEST\r\n\r\n');
    await closed;
    const second = received.slice(first.length);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 400 /);
    expect(second.toLowerCase()).toContain('x-content-type-options: nosniff');
  });
});

describe('startSiteServer: methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405 and Allow: GET, HEAD',
    async (method) => {
      const answer = await ask(origin, '/', method);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(answer);
    },
  );
});

describe('startSiteServer: listening', () => {
  it('listens on 127.0.0.1 unless told otherwise, and on the host it is given', async () => {
    expect(site.address.address).toBe('127.0.0.1');
    const other = await startSiteServer({ configFile, port: 0, host: '127.0.0.2' });
    try {
      expect(other.address.address).toBe('127.0.0.2');
      expect(other.url).toBe(`http://127.0.0.2:${other.address.port}`);
      expect((await ask(other.url, '/')).status).toBe(200);
      await expect(ask(`http://127.0.0.1:${other.address.port}`, '/')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await other.close();
    }
  });

  it('refuses a port that is taken, saying so, instead of moving elsewhere', async () => {
    await expect(startSiteServer({ configFile, port: site.address.port })).rejects.toThrow(
      `Port ${site.address.port} on 127.0.0.1 is already in use`,
    );
  });

  it('refuses a port that is no port', async () => {
    await expect(startSiteServer({ configFile, port: Number('abc') })).rejects.toThrow(/whole number/);
  });

  it("sends each page with its own CSP, and every other file with the site's", async () => {
    const own = {
      'index.html': { styleHashes: ['sha256-home='], scriptHashes: ['sha256-load-home='] },
      '404.html': { styleHashes: ['sha256-lost='], scriptHashes: [] },
    };
    const csp = (hashes: Omit<HeaderOptions, 'production'>) =>
      securityHeaders({ ...hashes, production: false })['Content-Security-Policy'];
    const other = join(dir, 'serve', 'own.json');
    writeFileSync(
      other,
      JSON.stringify(serveConfig('../dist', options, [{ route: '/', file: 'index.html' }], own)),
    );
    const server = await startSiteServer({ configFile: other, port: 0 });
    try {
      const at = (path: string) =>
        ask(server.url, path).then((answer) => answer.headers['content-security-policy']);
      expect(await at('/')).toBe(csp(own['index.html']));
      expect(await at('/gibt-es-nicht')).toBe(csp(own['404.html']));
      expect(await at('/assets/home-1.js')).toBe(csp(options));
    } finally {
      await server.close();
    }
  });

  it('serves a rebuild with its new headers (the CSP hashes change with every build)', async () => {
    const rebuilt = { ...options, scriptHashes: ['sha256-rebuilt='] };
    writeConfig(rebuilt);
    try {
      await expect
        .poll(async () => (await ask(origin, '/')).headers['content-security-policy'], { timeout: 5000 })
        .toContain("'sha256-rebuilt='");
    } finally {
      writeConfig(options);
      await expect
        .poll(async () => (await ask(origin, '/')).headers['content-security-policy'], { timeout: 5000 })
        .not.toContain("'sha256-rebuilt='");
    }
  }, 15_000);
});
