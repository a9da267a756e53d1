import { cpSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import getPort from 'get-port';
import { type LocalBackend, startLocalBackend } from '../../scripts/cms/local-backend.ts';
import { FIXTURE_ROOT, FIXTURE_SLUG } from '../support/content-fixture.ts';
import { tempDir } from '../support/temp-dir.ts';
import { expect, test } from './fixtures.ts';

// The CMS's local backend as Chromium meets it: the editing app's page reads and writes the content
// through it (CORS for its origin, the preflight Decap's JSON requests need), while a page of any other
// origin open in the same browser can neither read the content nor write it, not even with a request that
// needs no preflight. The backend runs on a copy of the test content.

const MUNICIPALITY = `content/municipalities/${FIXTURE_SLUG}.json`;
let root: string;
let backend: LocalBackend;
let pages: Server[] = [];
let app: string;
let foreign: string;

/** A blank page on 127.0.0.1:`port`, to run the requests from. */
async function pageServer(): Promise<string> {
  const port = await getPort();
  const server = createServer((_, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<!doctype html><html lang="de"><title>Seite</title></html>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  pages.push(server);
  return `http://localhost:${port}`;
}

test.beforeAll(async () => {
  root = tempDir('100in100-cms-browser-');
  cpSync(FIXTURE_ROOT, root, { recursive: true });
  app = await pageServer();
  foreign = await pageServer();
  backend = await startLocalBackend({ root, port: await getPort(), appOrigin: app, log: () => {} });
});
test.afterAll(async () => {
  await backend?.close();
  await Promise.all(pages.map((server) => new Promise((resolve) => server.close(resolve))));
  pages = [];
  rmSync(root, { recursive: true, force: true });
});

/** The request Decap's proxy backend sends, from the page, as its outcome: "200 …", or the error fetch throws. */
const send = (page: import('@playwright/test').Page, url: string, body: object, init: RequestInit = {}) =>
  page.evaluate(
    async ({ url, body, init }) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify(body),
          ...init,
        });
        return `${response.status} ${response.type === 'opaque' ? '(opaque)' : await response.text()}`;
      } catch (error) {
        return `${error}`;
      }
    },
    { url, body, init },
  );

test('the app’s page reads and writes the content through the backend', async ({ page, consoleProblems }) => {
  await page.goto(`${app}/`);
  const read = await send(page, backend.url, {
    action: 'getEntry',
    params: { branch: 'main', path: MUNICIPALITY },
  });
  expect(read).toMatch(/^200 /);
  expect(JSON.parse(read.slice(4)).data).toBe(readFileSync(join(root, MUNICIPALITY), 'utf8'));

  const raw = readFileSync(join(root, MUNICIPALITY), 'utf8').replace('"target": ', '"target":  ');
  const write = await send(page, backend.url, {
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ slug: FIXTURE_SLUG, path: MUNICIPALITY, raw }],
      assets: [],
      options: { commitMessage: 'Ziel', useWorkflow: false, status: 'draft' },
    },
  });
  expect(write).toMatch(/^200 /);
  expect(readFileSync(join(root, MUNICIPALITY), 'utf8')).toBe(raw);
  expect(consoleProblems).toEqual([]);
});

test('a page of another origin can neither read nor write the content', async ({ page }) => {
  await page.goto(`${foreign}/`);
  const before = readFileSync(join(root, MUNICIPALITY), 'utf8');
  const read = await send(page, backend.url, {
    action: 'getEntry',
    params: { branch: 'main', path: MUNICIPALITY },
  });
  expect(read).toMatch(/^TypeError: Failed to fetch/);

  // text/plain in no-cors mode is sent without a preflight; the backend refuses it by its Origin.
  const write = await send(
    page,
    backend.url,
    {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: FIXTURE_SLUG, path: MUNICIPALITY, raw: '{}' }],
        assets: [],
        options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
      },
    },
    { mode: 'no-cors', headers: { 'Content-Type': 'text/plain' } },
  );
  expect(write).toBe('0 (opaque)');
  expect(readFileSync(join(root, MUNICIPALITY), 'utf8')).toBe(before);
});
