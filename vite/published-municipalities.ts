import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// The editing app's preview shows an entry beside the other municipalities (src/admin/bundled-content.ts),
// and the app is a file of the build like any other: a draft ("published": false) must not be in it, since
// no file of dist/ may name one. So the app is given the published municipalities only; the entry being
// edited, a draft too, comes from the form.

const ID = 'virtual:published-municipalities';
const RESOLVED = `\0${ID}`;

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

/** `virtual:published-municipalities`: publishedMunicipalities of the root's content/municipalities/. */
export function publishedMunicipalitiesPlugin(root: string): Plugin {
  const dir = join(root, 'content', 'municipalities');
  return {
    name: '100in100-published-municipalities',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // Each file, not the folder: Vite's dev server resolves what is watched as an import, and a folder
      // is none ("Failed to resolve import …/content/municipalities": `npm run cms` showed a blank app).
      if (existsSync(dir))
        for (const file of readdirSync(dir)) if (file.endsWith('.json')) this.addWatchFile(join(dir, file));
      return `export default ${JSON.stringify(publishedMunicipalities(dir))};`;
    },
  };
}
