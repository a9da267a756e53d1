import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import send from 'send';
import { BUILD_JSON } from '../../src/base/build-json.ts';
import { sendSiteBuildJson } from './site-build-json.ts';

// The server of `npm run cms`'s built app: /admin/ and its files from the app's build, the JSON files the
// app fetches at start from `answers` (made when asked: the backend of this start, the content as it is on
// disk), /build.json from the site (scripts/cms/site-build-json.ts), and everything else (favicon, partner
// logos in the preview) from the public folders, first one first.

export interface AppServerOptions {
  /** The app's build: admin/index.html and admin/assets/ below it. */
  appDir: string;
  publicDirs: string[];
  /** A JSON answer by path, e.g. /admin/backend.json. */
  answers: Record<string, () => unknown>;
  /** The site whose build.json the app reads: `npm start`'s. */
  site: string;
  port: number;
}

/** Listens on 127.0.0.1:port; rejects with the listening error (EADDRINUSE, EACCES). */
export function startAppServer({
  appDir,
  publicDirs,
  answers,
  site,
  port,
}: AppServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path === `/${BUILD_JSON}`) {
      sendSiteBuildJson(site, res);
      return;
    }
    const answer = answers[path];
    if (answer) {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(answer()));
      return;
    }
    if (path === '/admin') {
      res.writeHead(301, { Location: '/admin/' }).end();
      return;
    }
    const inApp = path.startsWith('/admin/');
    // A file's name in assets/ changes with its content: the browser keeps it and asks again for nothing.
    const cache = path.startsWith('/admin/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const root = inApp ? appDir : publicDirs.find((dir) => existsSync(join(dir, normalize(path))));
    if (!root) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Nicht gefunden');
      return;
    }
    send(req, path, { root, index: ['index.html'], cacheControl: false })
      .on('headers', (response) => response.setHeader('Cache-Control', cache))
      .on('error', (error: { status?: number }) => {
        res
          .writeHead(error.status ?? 500, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('Nicht gefunden');
      })
      .pipe(res);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}
