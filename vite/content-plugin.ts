import type { Plugin } from 'vite';
import { DEFAULT_MUNICIPALITY, loadContent } from '../src/content/load.ts';

const ID = 'virtual:content';
const RESOLVED = `\0${ID}`;

/**
 * Provides `virtual:content`: the content files, validated, for the municipality named by MUNICIPALITY.
 * Validation runs here, at build time; the browser receives plain data and no schema code.
 */
export function contentPlugin(root: string): Plugin {
  return {
    name: '100in100-content',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const content = loadContent(root, process.env.MUNICIPALITY || DEFAULT_MUNICIPALITY);
      this.addWatchFile(`${root}/content/site.json`);
      this.addWatchFile(`${root}/content/municipalities/${content.slug}.json`);
      this.addWatchFile(`${root}/content/heat-pump-index.json`);
      return `export const content = ${JSON.stringify(content)};`;
    },
  };
}
