import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { reservedSlugs } from '../src/content/slugs.ts';

// The editing app's preview shows an entry beside the other municipalities (src/admin/bundled-content.ts),
// and the app is a file of the build like any other: a draft ("published": false) must not be in it, since
// no file of dist/ may name one. So the app is given the published municipalities only; the entry being
// edited, a draft too, comes from the form.

const ID = 'virtual:published-municipalities';
const RESOLVED = `\0${ID}`;
// And the paths of the site no municipality may take, so that the app refuses a new one called «Admin».
const RESERVED_ID = 'virtual:reserved-slugs';
const RESERVED_RESOLVED = `\0${RESERVED_ID}`;

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

/**
 * `virtual:published-municipalities`: publishedMunicipalities of the root's content/municipalities/;
 * `virtual:reserved-slugs`: reservedSlugs of the root.
 */
export function publishedMunicipalitiesPlugin(root: string): Plugin {
  const dir = join(root, 'content', 'municipalities');
  return {
    name: '100in100-published-municipalities',
    resolveId: (id) => (id === ID ? RESOLVED : id === RESERVED_ID ? RESERVED_RESOLVED : undefined),
    load(id) {
      if (id === RESERVED_RESOLVED) return `export default ${JSON.stringify([...reservedSlugs(root)])};`;
      // Read once per build or start of `npm run cms`, whose watcher leaves content/ alone: a save there must
      // not reload the app.
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(publishedMunicipalities(dir))};`;
    },
  };
}
