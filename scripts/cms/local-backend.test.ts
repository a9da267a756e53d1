import { createHash } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svgFindings } from '../../src/content/svg-safety.ts';
import { contentFixture, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { type Answer, rawRequest } from '../../tests/support/raw-request.ts';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { type LocalBackend, startLocalBackend } from './local-backend.ts';

// The CMS's local backend, started on a copy of the test content with a file outside it and a decoy
// package.json in it, asked the way the app (and an attacker) would: raw HTTP, so paths arrive as sent.
// Every refusal is checked on the disk too: nothing below the temporary folder changed.

const APP = 'http://localhost:5173';
const { root } = contentFixture();
const outside = tempDir('100in100-cms-outside-');
const SECRET = join(outside, 'secret.json');
writeFileSync(SECRET, '{ "secret": true }\n');
writeFileSync(join(root, 'package.json'), '{ "name": "decoy" }\n');
const MUNICIPALITY = `content/municipalities/${FIXTURE_SLUG}.json`;
/** A partner's logo of the fixture, as drawing programs write them. */
const LOGO = readFileSync(
  join(root, 'public', JSON.parse(readFileSync(join(root, MUNICIPALITY), 'utf8')).partners[0].logo),
  'utf8',
);

let backend: LocalBackend;
let port: number;
const logged: string[] = [];
const environment = { GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY, ORIGIN: process.env.ORIGIN };

beforeAll(async () => {
  port = await getPort();
  backend = await startLocalBackend({ root, port, appOrigin: APP, log: (line) => logged.push(line) });
});
afterAll(() => backend?.close());

/** One request to the API as the app sends it, with headers to add or override. */
function api(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return rawRequest(`http://127.0.0.1:${port}`, '/api/v1', {
    method: 'POST',
    headers: { Origin: APP, 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  });
}
const params = (more: object) => ({ branch: 'main', ...more });
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const listFolder = (folder: string, depth = 1) =>
  api({ action: 'entriesByFolder', params: params({ folder, extension: 'json', depth }) });
const persistMedia = (path: string, content: string) =>
  api({
    action: 'persistMedia',
    params: params({ asset: { path, content, encoding: 'base64' }, options: { commitMessage: 'Logo' } }),
  });
const persistEntry = (path: string, raw: string, more: object = {}) =>
  api({
    action: 'persistEntry',
    params: params({
      dataFiles: [{ slug: 'x', path, raw, ...more }],
      assets: [],
      options: { commitMessage: 'Speichern', useWorkflow: false, status: 'draft' },
    }),
  });

/** Every file and link below both temporary folders, with a hash of its content or its target. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) files[path] = `link to ${readlinkSync(path)}`;
      else if (stat.isDirectory()) walk(path);
      else files[path] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(root);
  walk(outside);
  return files;
}

/** Sends the request, expects it refused with `status` and a message matching `message`, and the disk unchanged. */
async function expectRefused(request: () => Promise<Answer>, status: number, message: RegExp) {
  const before = snapshot();
  const answer = await request();
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body).error).toMatch(message);
  expect(snapshot()).toEqual(before);
  return answer;
}

/** Makes a symbolic link for one test, removed again after it. */
async function withLink(link: string, target: string, test: () => Promise<void>) {
  symlinkSync(target, link);
  try {
    await test();
  } finally {
    rmSync(link);
  }
}

describe('the app reads and writes its content', () => {
  it('lists the municipalities with their files as they are on disk', async () => {
    const answer = await listFolder('content/municipalities');
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    const entries = JSON.parse(answer.body) as { data: string; file: { path: string } }[];
    expect(entries.map((e) => e.file.path)).toEqual([MUNICIPALITY]);
    expect(entries[0]?.data).toBe(readFileSync(join(root, MUNICIPALITY), 'utf8'));
  });

  it('reads content/site.json', async () => {
    const answer = await api({ action: 'getEntry', params: params({ path: 'content/site.json' }) });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data).toBe(readFileSync(join(root, 'content/site.json'), 'utf8'));
  });

  it('writes a municipality file', async () => {
    const raw = readFileSync(join(root, MUNICIPALITY), 'utf8').replace('"target": ', '"target":  ');
    const answer = await persistEntry(MUNICIPALITY, raw);
    expect(answer.status).toBe(200);
    expect(readFileSync(join(root, MUNICIPALITY), 'utf8')).toBe(raw);
  });

  it('answers the preflight of the app with CORS for its origin only', async () => {
    const answer = await rawRequest(`http://127.0.0.1:${port}`, '/api/v1', {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(answer.headers['access-control-allow-headers']).toMatch(/content-type/i);
  });
});

describe('paths outside the content are refused, and nothing is read or written', () => {
  it.each([
    ['a path with ..', `../${outside.split('/').at(-1)}/secret.json`, /«\.\.»/],
    ['a path with .. inside the content', 'content/../package.json', /«\.\.»/],
    ['an absolute path', SECRET, /absolut/],
    ['package.json', 'package.json', /ausserhalb der Inhalte/],
    ['a file in a subfolder', 'content/municipalities/sub/x.json', /Unterordner/],
  ])('reading %s', async (_, path, message) => {
    const answer = await expectRefused(
      () => api({ action: 'getEntry', params: params({ path }) }),
      403,
      message,
    );
    expect(answer.body).not.toContain('"secret": true');
    expect(answer.body).not.toContain('"name": "decoy"');
  });

  it.each([
    ['a path with ..', '../escaped.json'],
    ['an absolute path', join(outside, 'written.json')],
    ['package.json', 'package.json'],
    ['a file beside the content', 'content/new.json'],
  ])('writing %s', async (_, path) => {
    await expectRefused(() => persistEntry(path, '{ "pwned": true }'), 403, /Pfad/);
  });

  it.each([
    ['the repo root', '.'],
    ['the repo root, written empty', ''],
    ['the content folder', 'content'],
    ['a folder outside', outside],
  ])('listing %s', async (_, folder) => {
    const answer = await expectRefused(() => listFolder(folder), 403, /Pfad/);
    expect(answer.body).not.toContain('"name": "decoy"');
    const media = await api({ action: 'getMedia', params: params({ mediaFolder: folder }) });
    expect(media.status).toBe(403);
  });

  it('deleting a file the site needs or one outside the content', async () => {
    const remove = (path: string) =>
      api({ action: 'deleteFile', params: params({ path, options: { commitMessage: 'Löschen' } }) });
    await expectRefused(() => remove('content/site.json'), 403, /nicht gelöscht/);
    await expectRefused(() => remove('package.json'), 403, /ausserhalb/);
    await expectRefused(
      () =>
        api({
          action: 'deleteFiles',
          params: params({ paths: [MUNICIPALITY, '../x'], options: { commitMessage: 'x' } }),
        }),
      403,
      /«\.\.»/,
    );
  });

  it('renaming a municipality file into another folder', async () => {
    const raw = readFileSync(join(root, MUNICIPALITY), 'utf8');
    await expectRefused(
      () => persistEntry(MUNICIPALITY, raw, { newPath: `content/legal/${FIXTURE_SLUG}.json` }),
      403,
      /Ordner/,
    );
  });

  it('a symbolic link in the content to a file outside the tree: read, write and listing', async () => {
    await withLink(join(root, 'content/municipalities/escape.json'), SECRET, async () => {
      await expectRefused(
        () => api({ action: 'getEntry', params: params({ path: 'content/municipalities/escape.json' }) }),
        403,
        /symbolischer Link/,
      );
      await expectRefused(
        () => persistEntry('content/municipalities/escape.json', '{}'),
        403,
        /symbolischer Link/,
      );
      await expectRefused(() => listFolder('content/municipalities'), 403, /symbolische Link «escape\.json»/);
    });
  });

  it('a symbolic link in the content to another file of the checkout', async () => {
    await withLink(join(root, 'content/municipalities/decoy.json'), join(root, 'package.json'), async () => {
      const answer = await expectRefused(
        () => api({ action: 'getEntry', params: params({ path: 'content/municipalities/decoy.json' }) }),
        403,
        /symbolischer Link/,
      );
      expect(answer.body).not.toContain('"name"');
    });
  });

  it('a content folder that is itself a symbolic link out of the tree', async () => {
    mkdirSync(join(outside, 'legal'));
    writeFileSync(join(outside, 'legal', 'privacy-policy.md'), 'outside\n');
    rmSync(join(root, 'content/legal'), { recursive: true, force: false });
    await withLink(join(root, 'content/legal'), join(outside, 'legal'), async () => {
      await expectRefused(
        () => api({ action: 'getEntry', params: params({ path: 'content/legal/privacy-policy.md' }) }),
        403,
        /«content\/legal» ist ein symbolischer Link/,
      );
      await expectRefused(
        () => persistEntry('content/legal/privacy-policy.md', 'overwritten\n'),
        403,
        /symbolischer Link/,
      );
    });
    expect(readFileSync(join(outside, 'legal', 'privacy-policy.md'), 'utf8')).toBe('outside\n');
  });
});

describe('only the app is answered', () => {
  it('refuses another origin, without CORS headers, for requests and preflights', async () => {
    const answer = await expectRefused(
      () =>
        api(
          { action: 'getEntry', params: params({ path: 'content/site.json' }) },
          { Origin: 'https://evil.example' },
        ),
      403,
      /https:\/\/evil\.example/,
    );
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.body).not.toContain('campaign');
    const preflight = await rawRequest(`http://127.0.0.1:${port}`, '/api/v1', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5174', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a request without Origin (not sent by the app in a browser)', async () => {
    const answer = await rawRequest(`http://127.0.0.1:${port}`, '/api/v1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'getEntry', params: params({ path: 'content/site.json' }) }),
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error).toMatch(/ohne Origin/);
  });

  it('refuses a foreign Host (a DNS-rebinding page that resolves to 127.0.0.1), even with the app origin', async () => {
    for (const host of [`evil.example:${port}`, `127.0.0.1.evil.example:${port}`, 'localhost']) {
      const answer = await expectRefused(
        () => api({ action: 'getEntry', params: params({ path: 'content/site.json' }) }, { Host: host }),
        403,
        /Host/,
      );
      expect(answer.body).not.toContain('campaign');
    }
    const local = await api(
      { action: 'getEntry', params: params({ path: 'content/site.json' }) },
      { Host: `localhost:${port}` },
    );
    expect(local.status).toBe(200);
  });
});

const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 20" onload="alert(1)">
  <script>alert(2)</script>
  <a href="https://evil.example/"><rect width="40" height="20" fill="#0a7"/></a>
  <image xlink:href="https://evil.example/track.png" width="1" height="1"/>
  <text x="2" y="14">Werk</text>
</svg>
`;

describe('uploaded logos', () => {
  // The backend loads the sanitiser (jsdom) with the first SVG; loaded here, its seconds count against
  // the hook's time, not against the first test's.
  beforeAll(() => import('./svg-sanitizer.ts'), 60_000);

  it('keeps a clean SVG as it is', async () => {
    const answer = await persistMedia('public/partners/sauber.svg', base64(LOGO));
    expect(answer.status).toBe(200);
    expect(readFileSync(join(root, 'public/partners/sauber.svg'), 'utf8')).toBe(LOGO);
  });

  it('cleans an SVG with <script>, onload= and href="https://…", keeping the drawing', async () => {
    const answer = await persistMedia('public/partners/skript.svg', base64(SCRIPTED_SVG));
    expect(answer.status).toBe(200);
    const written = readFileSync(join(root, 'public/partners/skript.svg'), 'utf8');
    expect(written).not.toMatch(/script|onload|https:|evil/i);
    expect(written).toContain('<rect width="40" height="20" fill="#0a7"/>');
    expect(written).toContain('viewBox="0 0 40 20"');
    expect(svgFindings(written)).toEqual([]);
    // The app shows what was written.
    expect(Buffer.from(JSON.parse(answer.body).content, 'base64').toString('utf8')).toBe(written);
    expect(logged.join('\n')).toMatch(
      /Logo public\/partners\/skript\.svg bereinigt: .*onload.*<script>.*https:\/\/evil\.example/s,
    );
  });

  it('cleans an SVG uploaded together with an entry', async () => {
    const raw = readFileSync(join(root, MUNICIPALITY), 'utf8');
    const answer = await api({
      action: 'persistEntry',
      params: params({
        dataFiles: [{ slug: FIXTURE_SLUG, path: MUNICIPALITY, raw }],
        assets: [
          { path: 'public/partners/mit-eintrag.svg', content: base64(SCRIPTED_SVG), encoding: 'base64' },
        ],
        options: { commitMessage: 'Speichern', useWorkflow: false, status: 'draft' },
      }),
    });
    expect(answer.status).toBe(200);
    const written = readFileSync(join(root, 'public/partners/mit-eintrag.svg'), 'utf8');
    expect(written).not.toMatch(/script|onload|https:/i);
    expect(svgFindings(written)).toEqual([]);
  });

  it('keeps a PNG', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(16),
    ]);
    expect((await persistMedia('public/partners/bild.png', png.toString('base64'))).status).toBe(200);
    expect(readFileSync(join(root, 'public/partners/bild.png')).equals(png)).toBe(true);
  });

  it.each([
    [
      'an HTML page',
      'public/partners/seite.html',
      base64('<script>alert(1)</script>'),
      422,
      /Dateiname «seite\.html»/,
    ],
    [
      'a file named like a PNG that is none',
      'public/partners/falsch.png',
      base64('<svg/>'),
      422,
      /kein PNG-Bild/,
    ],
    [
      'an SVG that is no SVG',
      'public/partners/html.svg',
      base64('<html><script>1</script></html>'),
      422,
      /kein/,
    ],
    [
      'a logo name with capitals and spaces',
      'public/partners/Logo Firma.svg',
      base64(LOGO),
      422,
      /Dateiname/,
    ],
    [
      'an SVG larger than 512 KB',
      'public/partners/gross.svg',
      base64(LOGO.replace('</svg>', `<!--${'x'.repeat(600_000)}--></svg>`)),
      422,
      /KB gross/,
    ],
    ['a logo outside public/partners/', 'public/evil.svg', base64(LOGO), 403, /ausserhalb/],
    ['a logo over package.json', 'public/partners/../../package.json', base64('{}'), 403, /«\.\.»/],
  ])('refuses %s', async (_, path, content, status, message) => {
    // expectRefused checks that nothing was written, wherever the path points.
    await expectRefused(() => persistMedia(path, content), status, message);
  });
});

describe('requests the app does not send', () => {
  it('refuses a request larger than 4 MB, writing nothing', async () => {
    await expectRefused(
      () => persistMedia('public/partners/riesig.png', 'A'.repeat(5 * 1024 * 1024)),
      413,
      /grösser als 4 MB/,
    );
  });

  it('refuses an action decap-server would not run here, and a body that is no JSON', async () => {
    await expectRefused(
      () => api({ action: 'publishUnpublishedEntry', params: params({ collection: 'x', slug: 'y' }) }),
      422,
      /publishUnpublishedEntry/,
    );
    await expectRefused(() => listFolder('content/municipalities', 9), 422, /entriesByFolder/);
    const post = (contentType: string, body: string) =>
      rawRequest(`http://127.0.0.1:${port}`, '/api/v1', {
        method: 'POST',
        headers: { Origin: APP, 'Content-Type': contentType },
        body,
      });
    expect((await post('application/json', '{')).status).toBe(400);
    // A form or a no-cors fetch sends text/plain without a preflight.
    await expectRefused(
      () => post('text/plain', JSON.stringify({ action: 'info' })),
      415,
      /application\/json/,
    );
  });

  it('answers nothing but the API', async () => {
    for (const path of ['/', '/package.json', '/api/v1/../../package.json']) {
      const answer = await rawRequest(`http://127.0.0.1:${port}`, path, { headers: { Origin: APP } });
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toContain('decoy');
    }
  });
});

describe('starting', () => {
  it('leaves the environment decap-server reads as it was', () => {
    expect({ GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY, ORIGIN: process.env.ORIGIN }).toEqual(
      environment,
    );
  });

  it('says in German when its port is taken', async () => {
    await expect(startLocalBackend({ root, port, appOrigin: APP, log: () => {} })).rejects.toThrow(
      `Der Port ${port} auf 127.0.0.1 ist schon belegt.`,
    );
  });
});

describe('the backend listens on 127.0.0.1 only', () => {
  /** Whether a TCP connection to host:port opens. */
  const reachable = (host: string, at: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host, port: at });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && !a.address.startsWith('fe80:'))
    .map((a) => a?.address as string);

  it('is reachable on 127.0.0.1, not on ::1', async () => {
    expect(await reachable('127.0.0.1', port)).toBe(true);
    expect(await reachable('::1', port)).toBe(false);
  });

  it.skipIf(addresses.length === 0)(
    "is not reachable on the machine's other addresses (skipped only on a machine without a non-loopback address)",
    async () => {
      // A server on every address shows that these addresses can be reached at all.
      const control: Server = createServer((socket) => socket.destroy());
      const controlPort = await getPort();
      await new Promise<void>((resolve) => control.listen({ host: '::', port: controlPort }, resolve));
      try {
        for (const address of addresses) {
          expect(await reachable(address, controlPort), `control on ${address}`).toBe(true);
          expect(await reachable(address, port), address).toBe(false);
        }
      } finally {
        await new Promise((resolve) => control.close(resolve));
      }
    },
  );
});
