import { join } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { BROWSER_FIELDS } from '../src/content/browser-content.ts';
import { contentProblemReport } from '../src/content/problems.ts';
import { contentSelection } from '../src/content/selection.ts';
import { contentFiles, contentProblems, validatedContent } from '../src/content/validated-content.ts';

const ID = 'virtual:content';
const RESOLVED = `\0${ID}`;
/** The privacy policy, rendered to HTML: a module of its own, so only /privacy-policy loads the legal text. */
const POLICY_ID = 'virtual:privacy-policy';
const POLICY_RESOLVED = `\0${POLICY_ID}`;

/** Copy of site.json that only build-only parts read (src/pages/*-static.tsx): it stays out of the browser. */
const BUILD_ONLY = [
  'chartTable',
  'partners',
  'callToAction',
  'footer',
  'imprint',
  'notFound',
  'homePage',
  'privacyPage',
  'shareImage',
];

/**
 * `virtual:content`: the content files for the municipality named by MUNICIPALITY, validated, and
 * `virtual:privacy-policy`: content/legal/privacy-policy.md, checked and rendered to HTML; the browser gets
 * plain data and no schema code. In `npm run dev` a saved content file reloads the page, or shows its
 * problems in Vite's error overlay and the terminal until it is fixed.
 */
export function contentPlugin(root: string): Plugin {
  return {
    name: '100in100-content',
    resolveId(id) {
      return id === ID || id === POLICY_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== RESOLVED && id !== POLICY_RESOLVED) return undefined;
      const { content, policy } = validatedContent(root);
      // Watched files are imports of this module for Vite: a change invalidates it in every environment.
      for (const file of contentFiles(contentSelection())) this.addWatchFile(join(root, file));
      if (id === POLICY_RESOLVED) return `export const policy = ${JSON.stringify(policy)};`;
      // "$schema" only guides editors; the copy of the build-only sections (src/pages/home-static.tsx) is
      // rendered into the HTML and never read in the browser: neither goes into the pages' JavaScript.
      const site: Record<string, unknown> = { ...content.site };
      for (const key of BUILD_ONLY) delete site[key];
      for (const [key, fields] of Object.entries(BROWSER_FIELDS)) {
        const all = content.site[key as keyof typeof BROWSER_FIELDS] as Record<string, unknown>;
        site[key] = Object.fromEntries(fields.map((field) => [field, all[field]]));
      }
      // The quick links' labels are the footer's, which is build-only too.
      site.sections = content.site.sections.map(({ nav: _nav, ...section }) => section);
      const forBrowser = this.environment.name === 'client';
      const data = JSON.stringify(forBrowser ? { ...content, site } : content, (key, value) =>
        key === '$schema' ? undefined : value,
      );
      return `export const content = ${data};`;
    },
    async hotUpdate({ file, server, read }) {
      const changed = contentFiles(contentSelection()).find(
        (name) => normalizePath(join(root, name)) === file,
      );
      if (!changed) return;
      // Build-only copy is in the server's HTML alone: the page reloads instead of updating in place. Vite
      // asks every environment; the client's answer serves them all.
      if (this.environment.name !== 'client') return [];
      // A save may be seen while the file is still empty (truncated, not yet written): Vite's read waits.
      await read();
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
