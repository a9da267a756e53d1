import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { globSync } from 'tinyglobby';
import { tempDir } from './temp-dir.ts';

// Copies of the project for the tests: a project as a fresh clone of this checkout has it (the files git
// tracks or would add, never the ignored dist/, .build/ or node_modules/), with the cooperative's content
// (content/, public/partners/) replaced by a fixture's. Tests build, serve and edit these copies, never
// the checkout itself, so what the cooperative types into content/ cannot break them.

export const repo = resolve(import.meta.dirname, '..', '..');

/** The content set the browser tests' site is built from: content/ and public/partners/ made for the tests. */
export const FIXTURE_SITE = join(repo, 'tests', 'fixtures', 'site');

/** The folders that belong to the cooperative: taken from the content source, never from the checkout. */
const CONTENT_FOLDERS = ['content/', 'public/partners/'];
const isContent = (file: string) => CONTENT_FOLDERS.some((folder) => file.startsWith(folder));

/** The checkout's files as a fresh clone would have them, relative to the root (edits not yet committed included). */
export function projectFiles(root = repo): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return listed.split('\0').filter((file) => file && existsSync(join(root, file)));
}

/** What a copy holds: its relative path → the file it is copied from. */
function sources(content: string, code: string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of code) if (!isContent(file)) files.set(file, join(repo, file));
  for (const folder of CONTENT_FOLDERS)
    for (const file of globSync(`${folder}**`, { cwd: content, dot: true }))
      files.set(file, join(content, file));
  return files;
}

const same = (a: string, b: string) =>
  existsSync(b) && lstatSync(b).isFile() && readFileSync(a).equals(readFileSync(b));

/**
 * Makes `target` hold exactly the project with `content`'s content, touching only the files that differ:
 * a build in it stays current (scripts/build/build-state.ts compares the files' times) until a file it is
 * made from changed. What the copy made itself and git ignores (dist/, .build/, .serve/, the generated
 * nginx files) stays.
 */
export function syncProject(target: string, content = FIXTURE_SITE, code = projectFiles()) {
  const files = sources(content, code);
  for (const [file, from] of files) {
    const to = join(target, file);
    if (same(from, to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    // A file is written over in place: removed first, its folder's time would move, which the build reads as a
    // file added (build-state.ts), and a changed test would make the whole site stale.
    if (!lstatSync(to, { throwIfNoEntry: false })?.isFile()) rmSync(to, { force: true, recursive: true });
    copyFileSync(from, to);
  }
  const extra = globSync('**', { cwd: target, dot: true, ignore: ['node_modules/**'] }).filter(
    (file) => !files.has(file),
  );
  if (extra.length > 0) {
    // Files the checkout no longer has go; what git ignores there (the copy's own build) stays.
    const check = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: repo,
      input: extra.join('\n'),
      encoding: 'utf8',
    });
    // Exit code 1: none of them is ignored.
    if (check.status !== 0 && check.status !== 1) throw new Error(`git check-ignore: ${check.stderr}`);
    const ignored = new Set(check.stdout.split('\n'));
    for (const file of extra) if (!ignored.has(file)) rmSync(join(target, file), { force: true });
  }
  linkNodeModules(target);
}

/**
 * node_modules linked package by package, so Vite's caches (node_modules/.vite, .vite-temp) belong to the
 * copy and never clash with those of another build or dev server.
 */
function linkNodeModules(target: string) {
  const modules = join(target, 'node_modules');
  mkdirSync(modules, { recursive: true });
  const linked = new Set(readdirSync(modules));
  for (const name of readdirSync(join(repo, 'node_modules'))) {
    if (!name.startsWith('.vite') && !linked.has(name))
      symlinkSync(join(repo, 'node_modules', name), join(modules, name));
  }
}

/**
 * A fresh copy of the project in a temporary folder (removed after the test file), with the content of
 * `content` (a folder holding content/ and public/partners/; the tests' fixture set unless said), whose
 * content a test can change or break.
 */
export function projectCopy(prefix = '100in100-project-', content = FIXTURE_SITE): string {
  const dir = tempDir(prefix);
  syncProject(dir, content);
  return dir;
}
