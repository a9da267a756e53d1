import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContent, BuiltPages } from '../../src/admin/app-content.ts';
import { TOP_LEVEL } from '../../src/base/top-level.ts';
import { officialMunicipalities } from '../../src/content/geodata/swiss-geodata.ts';
import { reservedSlugs } from '../../src/content/slugs.ts';

// What the editing app knows of the other content files (src/admin/app-content.ts), as the JSON it fetches
// beside itself: `npm run build` writes it into dist/admin/content.json, `npm run cms` answers it from the
// files on disk whenever the app opens. Kept out of the app's bundle, so that a save does not make the
// bundle stale: `npm run cms` rebuilds the app only when its code changed (scripts/cms/app-build.ts).
// Of the municipalities only the published ones: the app is a file of the build, and no file of the build
// may name a draft; the entry being edited, a draft too, comes from the form. With them, where the content
// has been built, the pages' weights as built and what they were built from (`built`), against which the app
// estimates an edited page's weight (src/admin/page-weight.ts).

/** The published municipalities' files in `dir`, by slug; a file that is no JSON is left to content:check. */
export function publishedMunicipalities(dir: string): Record<string, unknown> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        try {
          const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { published?: unknown };
          return data?.published === true ? [[file.slice(0, -'.json'.length), data]] : [];
        } catch {
          return [];
        }
      }),
  );
}

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/**
 * The pages' weights of the build in `dist` with the JSON files they were made from (the app's content.json
 * there, as scripts/build/build.ts wrote it), or undefined where there is none: the app then says nothing
 * about weight rather than guess.
 */
export function lastBuild(dist: string): BuiltPages | undefined {
  try {
    const { site, heatPumpIndex, municipalities, built } = json(
      join(dist, TOP_LEVEL.admin, 'content.json'),
    ) as AppContent;
    return built && { ...built, content: { site, heatPumpIndex, municipalities } };
  } catch {
    return undefined;
  }
}

/**
 * The content below `contentRoot` (the checkout, or the tests' copy `npm run cms` edits), and the paths of
 * the site below `root` that no municipality may take, so that the app refuses a new one called «Admin»;
 * and, given the folder of a build of that content (`npm run cms`: its dist/), the pages' weights there.
 */
export function appContent(contentRoot: string, root: string, dist?: string): AppContent {
  const built = dist === undefined ? undefined : lastBuild(dist);
  return {
    site: json(join(contentRoot, 'content', 'site.json')),
    heatPumpIndex: json(join(contentRoot, 'content', 'heat-pump-index.json')),
    municipalities: publishedMunicipalities(
      join(contentRoot, 'content', 'municipalities'),
    ) as AppContent['municipalities'],
    reserved: [...reservedSlugs(root)],
    official: [...officialMunicipalities()].map(([number, { name, canton }]) => [number, name, canton]),
    ...(built ? { built } : {}),
  };
}
