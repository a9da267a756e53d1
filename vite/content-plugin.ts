import { join } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { browserContent } from '../src/content/browser-content.ts';
import { contentProblemReport } from '../src/content/problems.ts';
import { contentSelection } from '../src/content/selection.ts';
import { contentFiles, contentProblems, validatedContent } from '../src/content/validated-content.ts';
import { buildPages, entryMunicipality } from '../src/pages/page-list.ts';

const ID = 'virtual:content';
const RESOLVED = `\0${ID}`;

/** Plain data for a module; "$schema" only guides editors. */
const json = (data: unknown) => JSON.stringify(data, (key, value) => (key === '$schema' ? undefined : value));

/**
 * `virtual:content`: what the browser gets of one municipality's content (src/content/browser-content.ts),
 * from src/content/validated-content.ts: the municipality the importing client entry's `?municipality=`
 * names (src/pages/page-list.ts), else the home municipality's; plain data and no schema code. A client build
 * gets its entries here, one per page of the build. In `npm run dev` a saved, added or removed content file
 * reloads the page, or shows its problems in Vite's error overlay and the terminal until it is fixed.
 */
export function contentPlugin(root: string): Plugin {
  return {
    name: '100in100-content',
    config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return undefined;
      const input = Object.fromEntries(buildPages(validatedContent(root)).map((p) => [p.input, p.entry]));
      return { build: { rollupOptions: { input } } };
    },
    resolveId(id, importer) {
      if (id !== ID) return undefined;
      const slug = importer && entryMunicipality(importer);
      return slug ? `${RESOLVED}?municipality=${slug}` : RESOLVED;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const { contents, campaigns } = validatedContent(root);
      // Watched files are imports of this module for Vite: a change invalidates it in every environment.
      for (const file of contentFiles(contentSelection(), root)) this.addWatchFile(join(root, file));
      const content = contents[entryMunicipality(id) ?? campaigns.home];
      if (!content) throw new Error(`${id}: there is no such municipality`);
      return `export const content = ${json(browserContent(content))};`;
    },
    async hotUpdate({ file, server, read, type }) {
      const selection = contentSelection();
      const changed =
        contentFiles(selection, root).find((name) => normalizePath(join(root, name)) === file) ??
        selection.municipalitiesDirs.find(
          (dir) => file.endsWith('.json') && file.startsWith(`${normalizePath(join(root, dir))}/`),
        );
      if (!changed) return;
      // Build-only copy is in the server's HTML alone: the page reloads instead of updating in place. Vite
      // asks every environment; the client's answer serves them all.
      if (this.environment.name !== 'client') return [];
      // A save may be seen while the file is still empty (truncated, not yet written): Vite's read waits.
      if (type !== 'delete') await read();
      const problems = contentProblems(root);
      if (problems.length === 0) {
        server.config.logger.info(`${changed} geändert: die Seite wird neu geladen`, { timestamp: true });
        this.environment.hot.send({ type: 'full-reload', path: '*' });
      } else {
        const message = contentProblemReport(problems);
        server.config.logger.error(message, { timestamp: true });
        this.environment.hot.send({ type: 'error', err: { message, stack: '', plugin: '100in100-content' } });
      }
      return [];
    },
  };
}
