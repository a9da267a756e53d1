import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type BuildJson, hostCommit, textHash } from '../../src/base/build-json.ts';
import type { ContentSelection } from '../../src/content/selection.ts';
import { contentFiles } from '../../src/content/validated-content.ts';

// dist/build.json (src/base/build-json.ts): the build's own account of itself, which the editing app reads to
// tell an editor whether a saved change is online. Written from the texts the build read, hashed as the app
// hashes what it saved, so one comparison answers the question whatever the host.

/** The text of each content file a build reads (src/content/validated-content.ts), by its path below `root`. */
export function contentTexts(root: string, selection: ContentSelection): Record<string, string> {
  return Object.fromEntries(
    contentFiles(selection, root)
      .filter((path) => existsSync(join(root, path)))
      .map((path) => [path, readFileSync(join(root, path), 'utf8')]),
  );
}

export interface BuildJsonInput {
  /** Each content file the build read, by its path relative to the root, with its text. */
  texts: Record<string, string>;
  /** The municipality folders of the build; a file there is listed only when its page is built. */
  municipalitiesDirs: string[];
  /** The slugs of the municipalities whose pages the build wrote (a draft's file is read, never shown). */
  built: ReadonlySet<string>;
  day: string;
  env: Record<string, string | undefined>;
  builtAt: Date;
}

/** What dist/build.json says: a draft's file is left out, as no file of the build may name a draft. */
export async function buildJsonOf(input: BuildJsonInput): Promise<BuildJson> {
  const shown = (path: string) =>
    !input.municipalitiesDirs.some((dir) => path.startsWith(`${dir}/`)) ||
    input.built.has(basename(path, '.json'));
  const paths = Object.keys(input.texts).filter(shown).sort();
  const hashes = await Promise.all(paths.map((path) => textHash(input.texts[path] ?? '')));
  return {
    version: 1,
    builtAt: input.builtAt.toISOString(),
    day: input.day,
    commit: hostCommit(input.env),
    files: Object.fromEntries(paths.map((path, i) => [path, hashes[i] ?? ''])),
  };
}
