import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { BROWSER_FIELDS } from '../src/content/browser-copy.ts';
import { loadPrivacyPolicy, PRIVACY_POLICY_FILE } from '../src/content/legal.ts';
import { loadContent } from '../src/content/load.ts';
import { ContentError, countProblems, formatProblems } from '../src/content/problems.ts';
import { type ContentSelection, contentSelection } from '../src/content/selection.ts';
import { fillContent } from '../src/lib/copy.ts';

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

/** The files a validation reads, relative to the root. */
const contentFiles = ({ slug, municipalitiesDir }: ContentSelection) => [
  'content/site.json',
  'content/heat-pump-index.json',
  `${municipalitiesDir}/${slug}.json`,
  PRIVACY_POLICY_FILE,
];

// The last valid content, with the text of the files it came from. Kept on globalThis: Vite bundles
// vite.config.ts (and this file) afresh for each build, so module state would not outlive the client build,
// while scripts/build.ts, the client and the server build all run in one process and read the same files.
const LAST = Symbol.for('100in100.validated-content');
type ValidatedContent = {
  content: ReturnType<typeof loadContent>;
  policy: ReturnType<typeof loadPrivacyPolicy>;
};
const store = globalThis as { [LAST]?: { key: string; result: ValidatedContent } };

/**
 * The content for the municipality named by MUNICIPALITY, validated, and the privacy policy checked and
 * rendered; throws ContentError listing every problem. Validated once as long as the files stay as they
 * are: once per build, and in `npm run dev` once per change of a content file.
 */
export function validatedContent(root: string, selection = contentSelection()): ValidatedContent {
  const paths = contentFiles(selection).map((file) => join(root, file));
  const texts = paths.map((path) => existsSync(path) && readFileSync(path, 'utf8'));
  const key = JSON.stringify([resolve(root), selection.slug, selection.municipalitiesDir, texts]);
  const last = store[LAST];
  if (last?.key === key) return last.result;
  const content = fillContent(loadContent(root, selection.slug, selection.municipalitiesDir));
  const result = { content, policy: loadPrivacyPolicy(root, content.site) };
  store[LAST] = { key, result };
  return result;
}

/** The content's problems, one German line each (src/content/load.ts); empty when it is valid. */
export function contentProblems(root: string): string[] {
  try {
    validatedContent(root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** The content's problems as the terminal and the browser show them: the same lines as the build's. */
export function contentProblemReport(problems: string[]): string {
  return `Der Inhalt hat ${countProblems(problems)}; die Seite erscheint, sobald sie behoben sind:\n${formatProblems(problems)}`;
}

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
