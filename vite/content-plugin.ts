import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { BROWSER_FIELDS } from '../src/content/browser-copy.ts';
import { loadPrivacyPolicy, PRIVACY_POLICY_FILE } from '../src/content/legal.ts';
import { type Campaigns, loadCampaigns } from '../src/content/load.ts';
import { ContentError, countProblems, formatProblems } from '../src/content/problems.ts';
import type { Content, PrivacyPolicy } from '../src/content/schema/content.ts';
import { type ContentSelection, contentSelection } from '../src/content/selection.ts';
import { fillContent } from '../src/lib/copy.ts';
import { entryMunicipality, municipalityRoute, type SitePage, sitePages } from '../src/pages/page-list.ts';

const ID = 'virtual:content';
const RESOLVED = `\0${ID}`;

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
  'campaignLinks',
];

/** The files a validation reads, relative to the root: the campaign-wide ones and every municipality's. */
const contentFiles = ({ municipalitiesDirs }: ContentSelection, root: string) => [
  'content/site.json',
  'content/heat-pump-index.json',
  ...municipalitiesDirs.flatMap((dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((file) => file.endsWith('.json'))
          .map((file) => `${dir}/${file}`)
      : [],
  ),
  PRIVACY_POLICY_FILE,
];

/** The content of one build, validated: every municipality's page content (placeholders filled) and the legal text. */
export interface ValidatedContent {
  campaigns: Campaigns;
  /** Each municipality's content, drafts included, by slug. */
  contents: Record<string, Content>;
  policy: PrivacyPolicy;
}

// The last valid content, with the text of the files it came from. Kept on globalThis: Vite bundles
// vite.config.ts (and this file) afresh for each build, so module state would not outlive the client build,
// while scripts/build.ts, the client and the server build all run in one process and read the same files.
const LAST = Symbol.for('100in100.validated-content');
const store = globalThis as { [LAST]?: { key: string; result: ValidatedContent } };

/**
 * The content of the municipalities named by MUNICIPALITY (all when unset) and MUNICIPALITIES_DIR, validated,
 * and the privacy policy checked and rendered; throws ContentError listing every problem. Validated once as
 * long as the files stay as they are: once per build, and in `npm run dev` once per change of a content file.
 */
export function validatedContent(root: string, selection = contentSelection()): ValidatedContent {
  const files = contentFiles(selection, root);
  const texts = files.map((file) => existsSync(join(root, file)) && readFileSync(join(root, file), 'utf8'));
  const key = JSON.stringify([resolve(root), selection, files, texts]);
  const last = store[LAST];
  if (last?.key === key) return last.result;
  const campaigns = loadCampaigns(root, selection.municipalitiesDirs, selection.only);
  const { site, heatPumpIndex, municipalities, home } = campaigns;
  const published = municipalities.filter((entry) => entry.slug === home || entry.municipality.published);
  const contents = Object.fromEntries(
    municipalities.map(({ slug, municipality }) => {
      const others = published.filter((entry) => entry.slug !== slug);
      const links = others.map((entry) => ({
        name: entry.municipality.name,
        path: municipalityRoute(entry.slug, home),
      }));
      links.sort((a, b) => a.name.localeCompare(b.name, 'de-CH'));
      return [slug, fillContent({ site, municipality, slug, heatPumpIndex, campaigns: links })];
    }),
  );
  const homeContent = contents[home];
  if (!homeContent) throw new ContentError([`Die Gemeinde der Startseite «${home}» fehlt.`]);
  const result = { campaigns, contents, policy: loadPrivacyPolicy(root, homeContent.site) };
  store[LAST] = { key, result };
  return result;
}

/**
 * The pages of the build: every published municipality (with MUNICIPALITY, that one), the privacy policy
 * and the not-found page; `drafts` adds the drafts (`npm run dev` shows them, marked as drafts).
 */
export function buildPages({ campaigns }: ValidatedContent, { drafts = false } = {}): SitePage[] {
  const { municipalities, home } = campaigns;
  const slugs = municipalities
    .filter((entry) => drafts || entry.slug === home || entry.municipality.published)
    .map((entry) => entry.slug);
  return sitePages(slugs, home);
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

/** A municipality's content as the browser gets it: without the copy only build-only parts read. */
function browserContent(content: Content) {
  const site: Record<string, unknown> = { ...content.site };
  for (const key of BUILD_ONLY) delete site[key];
  for (const [key, fields] of Object.entries(BROWSER_FIELDS)) {
    const all = content.site[key as keyof typeof BROWSER_FIELDS] as Record<string, unknown>;
    site[key] = Object.fromEntries(fields.map((field) => [field, all[field]]));
  }
  // The quick links' labels are the footer's, which is build-only too.
  site.sections = content.site.sections.map(({ nav: _nav, ...section }) => section);
  const { campaigns: _campaigns, ...rest } = content;
  return { ...rest, site };
}

/**
 * `virtual:content`: one municipality's content, validated, for the client entry that imports it: the
 * municipality its `?municipality=` query names (src/pages/page-list.ts), else the home municipality. The
 * browser gets plain data and no schema code. In a client build, the entries are the pages of the build.
 * In `npm run dev` a saved, added or removed content file reloads the page, or shows its problems in Vite's
 * error overlay and the terminal until it is fixed.
 */
export function contentPlugin(root: string): Plugin {
  return {
    name: '100in100-content',
    config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return undefined;
      const pages = buildPages(validatedContent(root));
      const input = Object.fromEntries(pages.map((page) => [page.input, page.entry]));
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
      if (!content) throw new Error(`${id}: no such municipality`);
      // "$schema" only guides editors; the copy of the build-only sections (src/pages/home-static.tsx) is
      // rendered into the HTML and never read in the browser: neither goes into the pages' JavaScript.
      const forBrowser = this.environment.name === 'client';
      const data = JSON.stringify(forBrowser ? browserContent(content) : content, (key, value) =>
        key === '$schema' ? undefined : value,
      );
      return `export const content = ${data};`;
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
