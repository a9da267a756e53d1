import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { BUILD_JSON } from '../../src/base/build-json.ts';
import { sendSiteBuildJson } from './site-build-json.ts';

// `npm run cms:dev`: the editing app from Vite's dev server, for engineers changing the app itself: a change
// to its code shows at once, at the price of hundreds of modules on every load (`npm run cms` serves the
// built app instead, scripts/cms/app-build.ts).

export interface DevAppOptions {
  root: string;
  port: number;
  /** A JSON answer by path, e.g. /admin/backend.json. */
  answers: Record<string, () => unknown>;
  /** The site whose build.json the app reads: `npm start`'s (scripts/cms/site-build-json.ts). */
  site: string;
}

/** Listens on 127.0.0.1:port once Decap's bundle is prepared; rejects with the listening error. */
export async function startDevApp({ root, port, answers, site }: DevAppOptions): Promise<ViteDevServer> {
  const vite = await createServer({
    configFile: resolve(root, 'vite.admin.config.ts'),
    envDir: false,
    // The app asks for its backend and content at start (src/admin/main.tsx, app-content.ts), as the deployed
    // one reads the build's files. Not a `define`, which would make Vite prepare Decap's bundle anew per port.
    plugins: [
      {
        name: 'cms-answers',
        configureServer: (server) => {
          server.middlewares.use((req, res, next) => {
            const path = new URL(req.url ?? '/', 'http://localhost').pathname;
            if (path === `/${BUILD_JSON}`) return void sendSiteBuildJson(site, res);
            const answer = answers[path];
            if (!answer) return next();
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify(answer()));
          });
        },
      },
    ],
    server: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      fs: { strict: true, allow: [root] },
      // A save writes a content file; the app has it in its form already, and a reload would lose the view.
      watch: {
        ignored: ['**/content/**', '**/public/**', '**/dist/**', '**/.build/**', '**/test-results/**'],
      },
    },
  });
  await new Promise<void>((done, fail) => {
    vite.httpServer?.once('error', fail);
    vite.httpServer?.listen(port, '127.0.0.1', done);
  });
  // Usable once its code answers: the entry, then Decap's bundle (Vite prepares it on first start).
  const origin = `http://localhost:${port}`;
  const entry = await (await fetch(`${origin}/src/admin/main.tsx`)).text();
  const decap = /from ["']([^"']*decap-cms-app[^"']*)["']/.exec(entry)?.[1];
  if (decap) await (await fetch(new URL(decap, origin))).arrayBuffer();
  return vite;
}
