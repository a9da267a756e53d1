import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import getPort from 'get-port';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { startAppServer } from './app-server.ts';
import { siteUrlFromEnv } from './site-build-json.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** `npm run cms`'s app server for the site at `site`, answering on a free port. */
async function appServer(site: string) {
  const port = await getPort();
  const dir = tempDir('100in100-cms-app-');
  servers.push(await startAppServer({ appDir: dir, publicDirs: [dir], answers: {}, site, port }));
  return `http://localhost:${port}`;
}

describe("npm run cms: the site's build.json at the app's own origin", () => {
  it('answers the site’s build.json as the site sends it, never cached', async () => {
    const body = '{"version":1}\n';
    const site = createServer((req, res) =>
      req.url === '/build.json'
        ? res.writeHead(200, { 'Content-Type': 'application/json' }).end(body)
        : res.writeHead(404).end('Oops! Page not found'),
    );
    servers.push(site.listen(0, '127.0.0.1'));
    await once(site, 'listening');
    const app = await appServer(`http://127.0.0.1:${(site.address() as { port: number }).port}`);
    const answer = await fetch(`${app}/build.json`);
    expect([answer.status, await answer.text()]).toEqual([200, body]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('application/json');
  });

  it('says in German that the site does not answer when npm start is not running (502)', async () => {
    const site = `http://127.0.0.1:${await getPort()}`;
    const answer = await fetch(`${await appServer(site)}/build.json`);
    expect([answer.status, await answer.text()]).toEqual([502, `Die Website auf ${site} antwortet nicht.`]);
  });
});

describe('siteUrlFromEnv', () => {
  it('is npm start’s default port on this machine, or CMS_SITE_URL', () => {
    expect(siteUrlFromEnv({})).toBe('http://localhost:4173');
    expect(siteUrlFromEnv({ CMS_SITE_URL: 'http://localhost:4461/' })).toBe('http://localhost:4461');
  });

  it('refuses what is no address of a website, in German', () => {
    expect(() => siteUrlFromEnv({ CMS_SITE_URL: 'localhost:4173' })).toThrow(
      'CMS_SITE_URL=localhost:4173 ist keine Adresse einer Website. Erwartet z. B. http://localhost:4173.',
    );
  });
});
