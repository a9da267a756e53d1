import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { type ContentSelection, contentSelection } from '../src/content/selection.ts';
import { TSX_CLI } from './tsx-cli.ts';

// Whether `npm start` and the browser tests may use the site in dist/ or must build it first: a build is
// stale when any file it is made from changed after it started, or when it was made for another
// municipality. `staleReason` is the rule (pure, on file times); `buildIfStale` applies it to the disk.

/** What a build was made from: scripts/build.ts writes it to .serve/<dist folder>.build-info.json. */
export interface BuildInfo {
  municipality: string;
  municipalitiesDir: string;
  /** When the build started (ms since 1970): a file saved later may not be in it. */
  startedAt: number;
}

/** Everything a build reads, relative to the project root: sources, content, public files, config. */
export const BUILD_INPUTS = [
  'src',
  'content',
  'public',
  'vite',
  'scripts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Tests sit beside the code; they are not part of the site. */
const isTestFile = (name: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

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
export function staleReason(state: BuildState, want: ContentSelection, inputs: InputTime[]): string | null {
  const { info } = state;
  if (!state.hasSite) return 'No build yet; building…';
  if (!info) return 'The last build does not record what it was made from; building…';
  if (info.municipality !== want.slug) {
    return `The site was built for ${info.municipality}; building for ${want.slug}…`;
  }
  if (info.municipalitiesDir !== want.municipalitiesDir) {
    return `The site was built from ${info.municipalitiesDir}/; building from ${want.municipalitiesDir}/…`;
  }
  const changed = inputs.filter((input) => input.mtimeMs > info.startedAt);
  // Name a changed file where there is one: an editor that saves by renaming also touches the folder.
  const files = changed.filter((input) => !input.path.endsWith('/'));
  const named = (files.length > 0 ? files : changed).sort((a, b) => b.mtimeMs - a.mtimeMs);
  const [newest] = named;
  if (!newest) return null;
  const others = named.length - 1;
  const what = newest.path.endsWith('/') ? `${newest.path} (a file added, removed or renamed)` : newest.path;
  const also = others === 0 ? '' : ` and ${others} other ${others === 1 ? 'file' : 'files'}`;
  return `${what}${also} changed since the last build; building…`;
}

/** The times of every build input below `root`, folders included, test files left out. */
export function inputTimes(root: string, inputs: string[]): InputTime[] {
  const times: InputTime[] = [];
  const visit = (path: string) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      if (!isTestFile(path)) times.push({ path, mtimeMs: stat.mtimeMs });
      return;
    }
    times.push({ path: `${path}/`, mtimeMs: stat.mtimeMs });
    for (const name of readdirSync(full)) visit(`${path}/${name}`);
  };
  for (const input of inputs) visit(input);
  return times;
}

export function readBuildState(root: string, dist: string): BuildState {
  const file = join(root, '.serve', `${basename(dist)}.build-info.json`);
  let info: BuildInfo | null = null;
  if (existsSync(file)) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildInfo>;
    const complete =
      typeof data.municipality === 'string' &&
      typeof data.municipalitiesDir === 'string' &&
      typeof data.startedAt === 'number';
    info = complete ? (data as BuildInfo) : null;
  }
  return { hasSite: existsSync(join(dist, 'index.html')), info };
}

/**
 * Builds the site (scripts/build.ts, with the same MUNICIPALITY, MUNICIPALITIES_DIR and DIST_DIR) when the
 * existing build is stale, saying why; throws when that build fails (its errors are already printed).
 */
export function buildIfStale(root: string, env: NodeJS.ProcessEnv = process.env): ContentSelection {
  const want = contentSelection(env);
  const dist = resolve(root, env.DIST_DIR || 'dist');
  // A municipalities folder outside content/ (the tests' fixtures) is an input too.
  const inputs = relative('content', want.municipalitiesDir).startsWith('..')
    ? [...BUILD_INPUTS, want.municipalitiesDir]
    : BUILD_INPUTS;
  const reason = staleReason(readBuildState(root, dist), want, inputTimes(root, inputs));
  if (reason) {
    console.log(reason);
    const built = spawnSync(process.execPath, [TSX_CLI, 'scripts/build.ts'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error(`The build failed (exit code ${built.status ?? built.signal}).`);
  }
  return want;
}
