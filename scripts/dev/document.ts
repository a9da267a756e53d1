import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DevEnvironment, ViteDevServer } from 'vite';
import { escapeHtml } from '../../src/base/escape-html.ts';
import { countProblems, formatProblems } from '../../src/content/problems.ts';
import { contentProblems, validatedContent } from '../../src/content/validated-content.ts';
import type * as EntryServer from '../../src/entry-server.tsx';
import { buildPages, type RenderedPage } from '../../src/pages/page-list.ts';
import { mapImages, overviewMaps } from '../build/campaigns-map/draw.ts';
import { DOCUMENT_END_ID, documentHtml, documentStart, iconLinks } from '../build/prerender/document.ts';

// What `npm run dev` answers for a page: the site's own document (scripts/build/prerender/document.ts) with the
// page's entry loaded directly and its CSS in the head, or, while the content is broken, its problems.
// Every municipality has its page, drafts too (marked as such here only: the build leaves them out).

// Vite's HTML transform needs none of the page's markup, and would redo its CSS: both go in afterwards.
const MARKUP = '<!--dev-markup-->';

/** The note on a draft's page, above the page itself (outside #root, so hydration never sees it). */
const DRAFT_NOTE =
  '<p role="status" style="margin:0;padding:.5rem 1rem;background:#fff3c4;color:#3d2c00;font:600 1rem/1.4 system-ui,sans-serif;text-align:center;border-bottom:2px solid #b38600">Entwurf ("published": false): nur in dieser Vorschau zu sehen, nicht auf der Website.</p>';

/** The overview's map for the campaigns as they stand, drawn again only when they change. */
let lastMaps: { key: string; maps: ReturnType<typeof overviewMaps> } | undefined;
function devMaps(overview: Parameters<typeof overviewMaps>[0]) {
  const key = JSON.stringify(overview.map(({ name, bfsNumber, status }) => [name, bfsNumber, status.phase]));
  if (lastMaps?.key !== key) lastMaps = { key, maps: overviewMaps(overview) };
  return lastMaps.maps;
}

export async function devPage(
  vite: ViteDevServer,
  root: string,
  url: string,
): Promise<{ status: number; html: string; location?: string; type?: string }> {
  const problems = contentProblems(root);
  if (problems.length > 0) {
    return { status: 500, html: await vite.transformIndexHtml(url, problemsDocument(problems)) };
  }
  const content = validatedContent(root);
  // As on the built site: "/", "/<slug>", "/privacy-policy" (trailing slash or not), "/<home slug>" leads
  // to /, every other path the not-found page.
  const route = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '') || '/';
  if (route === `/${content.campaigns.home}`) return { status: 301, html: '', location: '/' };
  const maps = devMaps(content.contents[content.campaigns.home]?.overview ?? []);
  const map = [maps.wide, maps.narrow].find((it) => it.path === route);
  if (map) return { status: 200, html: map.svg, type: 'image/svg+xml' };
  const page =
    buildPages(content, { drafts: true }).find((it) => it.route === route) ??
    buildPages(content).find((it) => it.route === null);
  if (!page) throw new Error('src/pages/page-list.ts has no not-found page (a page whose route is null)');
  const entryServer = vite.ssrLoadModule('/src/entry-server.tsx', { fixStacktrace: true });
  const { renderPages } = (await entryServer) as typeof EntryServer;
  const images = { campaignsMap: mapImages(maps) };
  const [rendered] = renderPages([page], content, (path) => existsSync(join(root, 'public', path)), images);
  if (!rendered) throw new Error(`src/entry-server.tsx rendered nothing for ${page.file}`);
  const draft = page.kind === 'municipality' && !content.contents[page.slug]?.municipality.published;
  return {
    ...(await devDocument(vite, root, url, rendered, draft)),
    status: page.route === null ? 404 : 200,
  };
}

async function devDocument(
  vite: ViteDevServer,
  root: string,
  url: string,
  page: RenderedPage,
  draft: boolean,
) {
  // The built document, but loading the client entry directly (with Vite's client and React's refresh
  // runtime, added by transformIndexHtml) instead of through the production loader.
  const template = documentHtml(
    { ...page, title: draft ? `Entwurf: ${page.title}` : page.title, html: MARKUP },
    { script: page.entry, preloads: [] },
    '',
    iconLinks(readFileSync(join(root, 'public', 'favicon.svg'), 'utf8')),
    `<script id="${DOCUMENT_END_ID}" type="module" src="/${page.entry}"></script>`,
  );
  const styles = await entryStyles(vite.environments.client, page.entry);
  const html = (await vite.transformIndexHtml(url, template))
    .replace('<style></style>', () => styles)
    .replace('<body>', () => (draft ? `<body>\n${DRAFT_NOTE}` : '<body>'))
    .replace(MARKUP, () => page.html);
  return { html };
}

/**
 * The CSS that the page's client entry imports, compiled, as <style> elements marked with their module id:
 * Vite's client takes such elements over when the entry imports the CSS and on every hot update, so the
 * page is styled before its scripts run and never styled twice. Walking the entry's imports also prepares
 * the modules the browser asks for next.
 */
async function entryStyles(client: DevEnvironment, entry: string): Promise<string> {
  const css = new Map<string, string>();
  const seen = new Set<string>();
  const visit = async (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    await client.transformRequest(url);
    const module = await client.moduleGraph.getModuleByUrl(url);
    for (const { id, url: imported } of module?.importedModules ?? []) {
      if (!id || id.startsWith('\0') || id.includes('/node_modules/')) continue;
      if (/\.css($|\?)/.test(id)) css.set(id, imported);
      else await visit(imported);
    }
  };
  await visit(`/${entry}`);
  const styles = [...css].map(async ([id, url]) => {
    const result = await client.transformRequest(`${url}${url.includes('?') ? '&' : '?'}direct`);
    return `<style type="text/css" data-vite-dev-id="${escapeHtml(id)}">${result?.code ?? ''}</style>`;
  });
  return (await Promise.all(styles)).join('\n');
}

/** In place of the page until the content is fixed: every problem, one line each. */
function problemsDocument(problems: string[]): string {
  const title = `Der Inhalt hat ${countProblems(problems)}`;
  return [
    ...documentStart(title),
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#222;background:#fff}',
    'pre{white-space:pre-wrap;background:#fdecea;border-left:4px solid #c62828;padding:1rem}</style>',
    '</head>',
    '<body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<pre id="problems">${escapeHtml(formatProblems(problems))}</pre>`,
    '<p>Datei korrigieren und speichern: diese Seite lädt sich dann von selbst neu.</p>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
