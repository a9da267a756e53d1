// `npm run cms`: the editing app for this checkout. Vite serves the app (vite.admin.config.ts) on
// http://localhost:$PORT/admin/ (default 5173); the local backend (CMS_PORT, default 8081, on 127.0.0.1
// only) reads and writes the content of this checkout, or of CMS_ROOT (the tests' temporary copy). One German
// line says where once both answer; Ctrl+C stops both.
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { localBackend } from '../../src/admin/backend.ts';
import { DEFAULT_PORT, portFromEnv, ROOT } from '../settings.ts';
import { startLocalBackend } from './local-backend.ts';

const root = ROOT;
// The app's page names its own origin to the local backend, so neither port may be left to chance (0).
const portOf = (name: string, fallback: number) => {
  try {
    const port = portFromEnv(fallback, process.env, name);
    if (port > 0) return port;
  } catch {
    // Worded below.
  }
  console.error(`${name}=${process.env[name]} ist keine Portnummer (1-65535).`);
  process.exit(1);
};
const port = portOf('PORT', DEFAULT_PORT.dev);
const cmsPort = portOf('CMS_PORT', DEFAULT_PORT.cmsBackend);
const contentRoot = resolve(process.env.CMS_ROOT || root);
const appOrigin = `http://localhost:${port}`;

const vite = await createServer({
  configFile: resolve(root, 'vite.admin.config.ts'),
  envDir: false,
  // The app asks for its backend at start (src/admin/main.tsx), as the deployed one reads the build's file:
  // here, the local backend. Not a `define`, which would make Vite prepare Decap's bundle anew per port.
  plugins: [
    {
      name: 'cms-local-backend',
      configureServer: (server) => {
        server.middlewares.use('/admin/backend.json', (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(localBackend(cmsPort)));
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
    watch: { ignored: ['**/content/**', '**/public/**', '**/dist/**', '**/.build/**', '**/test-results/**'] },
  },
});
vite.httpServer?.once('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
  const why = error.code === 'EADDRINUSE' ? 'ist schon belegt' : 'darf nicht verwendet werden';
  console.error(
    `Port ${port} ${why}: das Programm dort beenden oder einen anderen wählen, z. B. PORT=${port + 1} npm run cms.`,
  );
  process.exit(1);
});
const [backend] = await Promise.all([
  startLocalBackend({ root: contentRoot, port: cmsPort, appOrigin, log: (line) => console.error(line) }),
  new Promise<void>((done) => vite.httpServer?.listen(port, '127.0.0.1', done)),
]);

/** The app is usable once its code answers: the entry, then Decap's bundle (Vite prepares it on first start). */
async function appReady() {
  const entry = await (await fetch(`${appOrigin}/src/admin/main.tsx`)).text();
  const decap = /from ["']([^"']*decap-cms-app[^"']*)["']/.exec(entry)?.[1];
  if (decap) await (await fetch(new URL(decap, appOrigin))).arrayBuffer();
}
await appReady();
const ms = Math.round(performance.now());
console.log(`Die Redaktion läuft: ${appOrigin}/admin/ (bereit nach ${ms} ms; Ctrl+C beendet)`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([vite.close(), backend.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
