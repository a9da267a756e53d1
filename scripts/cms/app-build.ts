import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { globSync } from 'tinyglobby';
import { TOP_LEVEL } from '../../src/base/top-level.ts';
import { inputTimes, newestChange, readBuildState } from '../build/build-state.ts';
import { distDir } from '../settings.ts';

// `npm run cms` serves the editing app as `npm run build` makes it (vite.admin.config.ts, minified, Decap in
// a few chunks): the browser loads a handful of files instead of the hundreds of modules Vite's dev server
// sends, so the app opens in seconds. The build is kept in .build/cms-app/ and made again only when a file
// it is made from changed since (scripts/build/build-state.ts's times). Content is not among them: the app
// fetches it when it opens (scripts/cms/app-content.ts), so a save leaves the build current, and the app in
// a site's build (dist/admin/) is the same app, taken over instead of built again when it is as current.

/** Everything the app's build reads, relative to the project root (tests left out by inputTimes). */
const APP_INPUTS = ['src', 'vite', 'admin', 'tsconfig.json', 'package-lock.json', 'vite.admin.config.ts'];

/** The app's folder: admin/index.html and admin/assets/ below it, as in dist/. */
export const appBuildDir = (root: string) => join(root, '.build', 'cms-app');
const STARTED = 'build-started.json';

/** Builds the app of `root` (vite.admin.config.ts) into `outDir`, which it makes. */
export type AppBuilder = (root: string, outDir: string) => Promise<void>;

const viteBuild: AppBuilder = async (root, outDir) => {
  const { build } = await import('vite');
  await build({
    configFile: join(root, 'vite.admin.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
};

/** Which input of the app changed after `startedAt` (ms since 1970), in German, or null when none did. */
function changedSince(root: string, startedAt: number): string | null {
  const change = newestChange(inputTimes(root, APP_INPUTS), startedAt);
  if (!change) return null;
  const also = change.others === 0 ? '' : ` und ${change.others} weitere`;
  return `${change.newest}${also} geändert seit dem letzten Bau: die Redaktion wird neu gebaut…`;
}

/** Why the app must be built, in German, or null when the build in appBuildDir is current. */
export function appStaleReason(root: string): string | null {
  const started = join(appBuildDir(root), STARTED);
  if (!existsSync(started)) return 'Die Redaktion wird zum ersten Mal gebaut (etwa eine Minute)…';
  const { startedAt } = JSON.parse(readFileSync(started, 'utf8')) as { startedAt: number };
  return changedSince(root, startedAt);
}

/**
 * The app in the site's last build (dist/admin/, or DIST_DIR's) when no file the app is made from changed
 * since that build started, with that moment; else null.
 */
function siteBuildApp(root: string, env: NodeJS.ProcessEnv): { dir: string; startedAt: number } | null {
  const dist = distDir(root, env);
  const dir = join(dist, TOP_LEVEL.admin);
  const { info } = readBuildState(root, dist);
  if (!info || !existsSync(join(dir, TOP_LEVEL.index)) || changedSince(root, info.startedAt)) return null;
  return { dir, startedAt: info.startedAt };
}

/**
 * Copies what Vite wrote of the app (its page and assets/) from a site's build: not the Brotli and gzip
 * copies the build adds, nor the JSON files `npm run cms` answers itself (backend.json, content.json).
 */
function copyApp(from: string, to: string) {
  const files = globSync([TOP_LEVEL.index, `${TOP_LEVEL.assets}/**`], {
    cwd: from,
    ignore: ['**/*.{br,gz}'],
  });
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(from, file), join(to, file));
  }
}

export interface AppBuildOptions {
  /** How the app is built (Vite's build, unless a test says otherwise). */
  build?: AppBuilder;
  /** For DIST_DIR: where the site's build is. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Makes the app when it is stale, saying why, from a current site build when there is one; answers its
 * folder. One start builds at a time (a lock folder beside the build, with its process id): a second
 * `npm run cms` or test worker starting meanwhile waits and then serves that build, instead of building the
 * same app again on the same cores.
 */
export async function buildAppIfStale(
  root: string,
  log: (line: string) => void,
  { build = viteBuild, env = process.env }: AppBuildOptions = {},
): Promise<string> {
  const dir = appBuildDir(root);
  removeStaleStaging(root);
  if (!appStaleReason(root)) return dir;
  const unlock = await lock(`${dir}.lock`, () => log('Ein anderer Start baut die Redaktion; warten…'));
  try {
    const reason = appStaleReason(root);
    if (!reason) return dir;
    const staging = `${dir}-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    const site = siteBuildApp(root, env);
    let startedAt = Date.now();
    if (site) {
      log(`Die Redaktion aus dem Bau der Website übernommen (${relative(root, site.dir)}/).`);
      copyApp(site.dir, join(staging, TOP_LEVEL.admin));
      startedAt = site.startedAt;
    } else {
      log(reason);
      await build(root, staging);
    }
    writeFileSync(join(staging, STARTED), JSON.stringify({ startedAt }));
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    return dir;
  } finally {
    unlock();
  }
}

/**
 * Removes the staging folders (.build/cms-app-<pid>) of builds whose process has ended: a build stopped by
 * Ctrl+C or a crash left its half-written app there, some MB each time. A running build's folder stays.
 */
export function removeStaleStaging(root: string) {
  const parent = join(root, '.build');
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const pid = Number(/^cms-app-(\d+)$/.exec(name)?.[1] ?? 0);
    if (pid > 0 && !running(pid)) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock folder `path` (waiting while a running process holds it); answers its release. */
async function lock(path: string, waiting: () => void): Promise<() => void> {
  // A fresh clone has no .build/ yet.
  mkdirSync(dirname(path), { recursive: true });
  let said = false;
  for (;;) {
    try {
      mkdirSync(path);
      writeFileSync(join(path, 'pid'), String(process.pid));
      return () => rmSync(path, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(existsSync(join(path, 'pid')) ? readFileSync(join(path, 'pid'), 'utf8') : 0);
    // A lock whose process ended (Ctrl+C during a build) is taken over; one just made has no pid yet.
    if (holder > 0 && !running(holder)) rmSync(path, { recursive: true, force: true });
    else {
      if (!said) waiting();
      said = true;
      await new Promise((next) => setTimeout(next, 500));
    }
  }
}
