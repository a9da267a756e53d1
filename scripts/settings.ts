import { basename, join, resolve } from 'node:path';

// Where the build writes, what it names its files and which ports the servers take: the build writes these
// files, `npm start`, `npm run dev`, the bench and the tests read them, all from here.

/** The project root. */
export const ROOT = resolve(import.meta.dirname, '..');

/** The site's folder: dist/, or DIST_DIR (relative to the root; the tests build a second site there). */
export const distDir = (root = ROOT, env: NodeJS.ProcessEnv = process.env) =>
  resolve(root, env.DIST_DIR || 'dist');

/** Where a build is assembled before it replaces the site's folder (one folder per build process). */
export const stagingDir = (root = ROOT) => join(root, '.build', `build-${process.pid}`);

/**
 * What the build writes beside the site, named after its folder: `.serve/<folder>.json` (what `npm start`
 * serves, with this build's CSP), `.serve/<folder>.build-info.json` (what it was made from), and the nginx
 * files (headers, each page's CSP, the pages' locations), in deploy/ for dist/ and beside the others for a DIST_DIR build.
 */
export function buildFiles(dist: string, root = ROOT, env: NodeJS.ProcessEnv = process.env) {
  const serve = join(root, '.serve', basename(dist));
  const nginx = (name: string) => (env.DIST_DIR ? `${serve}.${name}` : join(root, 'deploy', name));
  return {
    serveConfig: `${serve}.json`,
    buildInfo: `${serve}.build-info.json`,
    nginxHeaders: nginx('nginx-headers.conf'),
    nginxCsp: nginx('nginx-csp.conf'),
    nginxRoutes: nginx('nginx-routes.conf'),
  };
}

/** The ports the servers listen on without PORT (the editing app's local backend: without CMS_PORT). */
export const DEFAULT_PORT = { start: 4173, dev: 5173, cmsBackend: 8081 } as const;

/** Whether `port` is one a server can listen on; 0 asks for any free port. */
export const isPort = (port: number) => Number.isInteger(port) && port >= 0 && port <= 65535;

/** PORT (or the variable `name`), or `fallback` without it; throws with what to write when it is no port. */
export function portFromEnv(fallback: number, env: NodeJS.ProcessEnv = process.env, name = 'PORT'): number {
  const value = env[name]?.trim() || String(fallback);
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!isPort(port))
    throw new Error(`${name}=${env[name]} is no port: a whole number from 0 to 65535 (0: any free one)`);
  return port;
}
