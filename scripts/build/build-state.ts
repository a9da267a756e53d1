import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { buildDay } from '../../src/base/calendar.ts';
import { type ContentSelection, contentSelection, selectionName } from '../../src/content/selection.ts';
import { buildFiles, distDir } from '../settings.ts';

// Whether `npm start` and the browser tests may use the site in dist/ or must build it first: a build is
// stale when a file it is made from changed after it started, when it was made for other municipalities, or
// when it stands on another day than today (or SOURCE_DATE_EPOCH's): a campaign's phase follows the calendar.

/** What a build was made from: scripts/build/build.ts writes it to .serve/<dist folder>.build-info.json. */
export interface BuildInfo {
  /** MUNICIPALITY (null: every municipality) and the folders of the municipality files. */
  only: string | null;
  municipalitiesDirs: string[];
  /** When the build started (ms since 1970): a file saved later may not be in it. */
  startedAt: number;
  /** The day it stood on (src/base/calendar.ts, buildDay): the campaigns' phases are that day's. */
  day: string;
}

/** tsx's command-line entry, for running a TypeScript script in a child process: `node TSX_CLI script.ts`. */
export const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

/** Everything a build reads (the editing app's too), relative to the project root, but the tests beside the code. */
const BUILD_INPUTS = [
  ...'src content public vite scripts admin tsconfig.json package*.json'.split(' '),
  ...'vite.config.ts vite.admin.config.ts'.split(' '),
];
const TESTS = '**/*.{test,spec}.{,c,m}{j,t}s{,x}';

/** A file's or folder's last change; a folder's path ends with "/" (its time moves when an entry is added, removed or renamed). */
export interface InputTime {
  path: string;
  mtimeMs: number;
}

export interface BuildState {
  /** dist/index.html exists. */
  hasSite: boolean;
  /** null when the build-info file is missing or predates these fields. */
  info: BuildInfo | null;
}

/** Why the site must be built before it is served, or null when the build is current. */
export function staleReason(
  { hasSite, info }: BuildState,
  want: ContentSelection,
  inputs: InputTime[],
  day: string,
) {
  if (!hasSite) return 'No build yet; building…';
  if (!info) return 'The last build does not record what it was made from; building…';
  if (info.only !== want.only)
    return `The site was built for ${selectionName(info)}; building for ${selectionName(want)}…`;
  if (info.municipalitiesDirs.join() !== want.municipalitiesDirs.join())
    return `The site was built from ${info.municipalitiesDirs.join(', ')}; building from ${want.municipalitiesDirs.join(', ')}…`;
  if (info.day !== day) return `The site was built for ${info.day}, not ${day}; building…`;
  const change = newestChange(inputs, info.startedAt);
  if (!change) return null;
  const { newest, others } = change;
  const what = newest.endsWith('/') ? `${newest} (a file added, removed or renamed)` : newest;
  const also = others === 0 ? '' : ` and ${others} other file${others === 1 ? '' : 's'}`;
  return `${what}${also} changed since the last build; building…`;
}

/**
 * The newest of the inputs changed after `since` (ms since 1970) and how many others changed, or null when
 * none did. A changed file is named where there is one: an editor that saves by renaming also touches the folder.
 */
export function newestChange(inputs: InputTime[], since: number): { newest: string; others: number } | null {
  const changed = inputs.filter((input) => input.mtimeMs > since).sort((a, b) => b.mtimeMs - a.mtimeMs);
  const files = changed.filter((input) => !input.path.endsWith('/'));
  const [newest, ...others] = files.length > 0 ? files : changed;
  return newest ? { newest: newest.path, others: others.length } : null;
}

/** The times of every build input below `root`, folders included, test files left out. */
export const inputTimes = (root: string, inputs: string[]): InputTime[] =>
  globSync(inputs, { cwd: root, dot: true, onlyFiles: false, ignore: [TESTS] }).map((path) => ({
    path,
    mtimeMs: statSync(join(root, path)).mtimeMs,
  }));

/** What the build in `dist` records of itself (.serve/<dist folder>.build-info.json), and whether it has a site. */
export function readBuildState(root: string, dist: string): BuildState {
  const file = buildFiles(dist, root).buildInfo;
  const info = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildInfo>) : null;
  const recorded =
    (typeof info?.only === 'string' || info?.only === null) &&
    Array.isArray(info.municipalitiesDirs) &&
    typeof info.startedAt === 'number' &&
    typeof info.day === 'string';
  return { hasSite: existsSync(join(dist, 'index.html')), info: recorded ? (info as BuildInfo) : null };
}

/** Why the site in DIST_DIR (dist/) below `root` must be built for `env`, or null when it is current. */
export function buildStaleReason(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const want = contentSelection(env);
  // The municipalities folders are inputs too where they lie outside content/ (the tests' fixtures).
  const inputs = inputTimes(root, [...BUILD_INPUTS, ...want.municipalitiesDirs]);
  return staleReason(readBuildState(root, distDir(root, env)), want, inputs, buildDay(env));
}

/** The build (scripts/build/build.ts) as a child process, with the same MUNICIPALITY, MUNICIPALITIES_DIR and DIST_DIR. */
const BUILD = (root: string, env: NodeJS.ProcessEnv) =>
  [process.execPath, [TSX_CLI, 'scripts/build/build.ts'], { cwd: root, env, stdio: 'inherit' }] as const;

const failed = (code: number | null, signal: NodeJS.Signals | null) =>
  new Error(`The build failed (exit code ${code ?? signal}).`);

/**
 * Builds the site when the existing build is stale, saying why (`say`); throws when that build fails (its
 * errors are already printed).
 */
export function buildIfStale(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  say: (reason: string) => void = console.log,
): ContentSelection {
  const reason = buildStaleReason(root, env);
  if (reason) {
    say(reason);
    const built = spawnSync(...BUILD(root, env));
    if (built.status !== 0) throw failed(built.status, built.signal);
  }
  return contentSelection(env);
}

/** Builds the site in a child process, leaving the caller free meanwhile; rejects when the build fails. */
export function runBuild(root: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((done, fail) => {
    spawn(...BUILD(root, env))
      .once('error', fail)
      .once('exit', (code, signal) => (code === 0 ? done() : fail(failed(code, signal))));
  });
}
