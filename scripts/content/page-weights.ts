import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { CONTENT_FILES } from '../../src/content/content-files.ts';
import { PRIVACY_POLICY_FILE } from '../../src/content/legal.ts';
import { type JsonFile, municipalityFiles, readJson } from '../../src/content/load.ts';
import { type LongText, longTexts, type PageWeight } from '../../src/content/page-weight.ts';
import type { ContentSelection } from '../../src/content/selection.ts';
import { validatedContent } from '../../src/content/validated-content.ts';
import { buildPages } from '../../src/pages/page-list.ts';
import { buildIfStale } from '../build/build-state.ts';
import { distDir } from '../settings.ts';

// The weight of every page as browsers receive it, measured on the built site: `npm run launch-check` builds
// it first where dist/ is missing or stale (as `npm start` does), then reads each page's Brotli copy.

/** A page's HTML as Brotli: the copy the build wrote beside it, or the file compressed. */
function brotliBytes(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file)).length;
}

/** Every page of the selection's build with its weight and the texts it shows. */
export function pageWeights(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  say: (line: string) => void = console.log,
): PageWeight[] {
  const selection: ContentSelection = buildIfStale(root, env, () =>
    say('Die Website wird gebaut, um die Grösse der Seiten zu messen …'),
  );
  const content = validatedContent(root, selection);
  const dist = distDir(root, env);
  const json = (path: string, label = path): JsonFile[] => {
    const file = readJson(join(root, path), label, CONTENT_FILES.municipality.schema, []);
    return file ? [file] : [];
  };
  const site = readJson(
    join(root, CONTENT_FILES.site.path),
    CONTENT_FILES.site.path,
    CONTENT_FILES.site.schema,
    [],
  );
  const siteTexts = site ? longTexts(site) : [];
  const legal: LongText = {
    where: PRIVACY_POLICY_FILE,
    length: [...readFileSync(join(root, PRIVACY_POLICY_FILE), 'utf8')].length,
  };
  const files = Object.fromEntries(
    municipalityFiles(root, selection.municipalitiesDirs).map(({ slug, dir }) => [
      slug,
      `${dir}/${slug}.json`,
    ]),
  );
  return buildPages(content).map((page) => {
    const own =
      page.kind === 'municipality'
        ? json(files[page.slug] ?? '').flatMap(longTexts)
        : page.kind === 'privacy-policy'
          ? [legal]
          : [];
    return {
      page: page.route ?? 'die Seite «nicht gefunden»',
      bytes: brotliBytes(join(dist, page.file)),
      texts: [...siteTexts, ...own],
    };
  });
}
