import { join } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { browserContent } from '../src/content/browser-content.ts';
import { contentProblemReport } from '../src/content/problems.ts';
import { contentSelection } from '../src/content/selection.ts';
import {
  contentFiles,
  contentProblems,
  type ValidatedContent,
  validatedContent,
} from '../src/content/validated-content.ts';

/** The modules this plugin provides, each a function of the validated content. */
const MODULES: Record<string, (validated: ValidatedContent, environment: string) => string> = {
  // What the browser gets (src/content/browser-content.ts), in both environments, so the HTML and its
  // hydration read the same data.
  'virtual:content': ({ content }) => `export const content = ${json(browserContent(content))};`,
  // The whole content, for the server build alone: a browser module importing it is a mistake.
  'virtual:build-content': ({ content }, environment) => {
    if (environment === 'client')
      throw new Error(
        'virtual:build-content is for the server build only; the browser imports virtual:content',
      );
    return `export const content = ${json(content)};`;
  },
  // The privacy policy, rendered to HTML: a module of its own, so only /privacy-policy loads the legal text.
  'virtual:privacy-policy': ({ policy }) => `export const policy = ${json(policy)};`,
};

/** Plain data for a module; "$schema" only guides editors. */
const json = (data: unknown) => JSON.stringify(data, (key, value) => (key === '$schema' ? undefined : value));

/**
 * `virtual:content` (what the browser gets of the content), `virtual:build-content` (all of it, for the
 * server build) and `virtual:privacy-policy` (content/legal/privacy-policy.md, checked and rendered to
 * HTML), from src/content/validated-content.ts: the browser gets plain data and no schema code. In
 * `npm run dev` a saved content file reloads the page, or shows its problems in Vite's error overlay and the
 * terminal until it is fixed.
 */
export function contentPlugin(root: string): Plugin {
  return {
    name: '100in100-content',
    resolveId(id) {
      return id in MODULES ? `\0${id}` : undefined;
    },
    load(id) {
      const module = id.startsWith('\0') ? MODULES[id.slice(1)] : undefined;
      if (!module) return undefined;
      const validated = validatedContent(root);
      // Watched files are imports of this module for Vite: a change invalidates it in every environment.
      for (const file of contentFiles(contentSelection())) this.addWatchFile(join(root, file));
      return module(validated, this.environment.name);
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
