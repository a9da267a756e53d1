// `npm run cms`: the editing app for this checkout on http://localhost:$PORT/admin/ (default 5173), built as
// for production (scripts/cms/app-build.ts: made again only when its code changed) and served with the
// content as it is on disk; `npm run cms:dev` (--dev) serves it from Vite's dev server instead, with hot
// reload. The local backend (CMS_PORT, default 8081, on 127.0.0.1 only) reads and writes the content of this
// checkout, or of CMS_ROOT (the tests' temporary copy). After a save the app follows the change to the site
// `npm start` serves (CMS_SITE_URL, default http://localhost:4173), which builds again once the content
// changed. One German line says where once both answer; Ctrl+C stops both.
import { resolve } from 'node:path';
import { localBackend } from '../../src/admin/backend.ts';
import { PUBLISH_SETTINGS_FILE, publishSettingsFromEnv } from '../../src/admin/publish-settings.ts';
import { DEFAULT_PORT, distDir, portFromEnv, ROOT } from '../settings.ts';
import { buildAppIfStale } from './app-build.ts';
import { appContent } from './app-content.ts';
import { startAppServer } from './app-server.ts';
import { startLocalBackend } from './local-backend.ts';
import { siteUrlFromEnv } from './site-build-json.ts';

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
const dev = process.argv.includes('--dev');
/** A setting of the site's that is not one, said in one line; the app never starts with it. */
const setting = <T>(read: () => T): T => {
  try {
    return read();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
};
const site = setting(() => siteUrlFromEnv(process.env));
const publish = setting(() => publishSettingsFromEnv(process.env, site));

const answers = {
  '/admin/backend.json': () => localBackend(cmsPort),
  // With the pages' weights of the project's last build, where it has one (dist/, or DIST_DIR): the build
  // `npm start` serves from the same checkout.
  '/admin/content.json': () => appContent(contentRoot, root, distDir(root)),
  [`/admin/${PUBLISH_SETTINGS_FILE}`]: () => publish,
};
const log = (line: string) => console.error(line);

/** Ends the start with one line naming the port `name` refused and how to choose another; other errors are thrown. */
const refusedPort = (name: string, taken: number) => (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
  const why = error.code === 'EADDRINUSE' ? 'ist schon belegt' : 'darf nicht verwendet werden';
  const script = dev ? 'cms:dev' : 'cms';
  console.error(
    `Port ${taken} (${name}) ${why}: das Programm dort beenden oder einen anderen wählen, z. B. ${name}=${taken + 1} npm run ${script}.`,
  );
  process.exit(1);
};

const startApp = async () => {
  if (dev) {
    // Vite's dev server only here: loading it would cost the built app's start a second.
    const { startDevApp } = await import('./dev-app.ts');
    const vite = await startDevApp({ root, port, answers, site });
    return () => vite.close();
  }
  const appDir = await buildAppIfStale(root, log);
  const publicDirs = [...new Set([resolve(contentRoot, 'public'), resolve(root, 'public')])];
  const server = await startAppServer({ appDir, publicDirs, answers, site, port });
  return () =>
    new Promise<void>((done) => {
      server.close(() => done());
      // An open tab keeps its connections alive; Ctrl+C ends them too.
      server.closeAllConnections();
    });
};
// The backend first: it listens within milliseconds, so a busy CMS_PORT ends the start before a build
// that would take a minute (and leave its half-built folder behind).
const backend = await startLocalBackend({ root: contentRoot, port: cmsPort, appOrigin, log }).catch(
  refusedPort('CMS_PORT', cmsPort),
);
const closeApp = await startApp().catch(refusedPort('PORT', port));

const ms = Math.round(performance.now());
console.log(`Die Redaktion läuft: ${appOrigin}/admin/ (bereit nach ${ms} ms; Ctrl+C beendet)`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([closeApp(), backend.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
