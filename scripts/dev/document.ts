import type { DevEnvironment } from 'vite';
import { escapeHtml } from '../../src/content/escape-html.ts';
import type { RenderedPage } from '../../src/entry-server.tsx';
import { documentHtml } from '../prerender/document.ts';

// The documents `npm run dev` answers: the site's own template (scripts/prerender/document.ts) with the
// page's entry loaded directly and its CSS in the head, and a plain page for problems.

/** The page a path shows, as on the built site: "/", "/privacy-policy" (trailing slash or not), else the not-found page. */
export function pageForPath(
  pathname: string,
  pages: RenderedPage[],
): { page: RenderedPage; status: 200 | 404 } {
  const route = pathname.replace(/\/+$/, '') || '/';
  const page = pages.find((candidate) => candidate.route === route);
  if (page) return { page, status: 200 };
  const notFound = pages.find((candidate) => candidate.route === null);
  if (!notFound) throw new Error('src/entry-server.tsx has no not-found page (a page whose route is null)');
  return { page: notFound, status: 404 };
}

const CSS_FILE = /\.css($|\?)/;

/**
 * The CSS that the page's client entry imports, compiled, as <style> elements marked with their module id:
 * Vite's client takes such elements over when the entry imports the CSS and on every hot update, so the
 * page is styled before its scripts run and never styled twice. Walking the entry's imports also prepares
 * (and caches) the modules the browser asks for next.
 */
export async function entryStyles(client: DevEnvironment, entry: string): Promise<string> {
  const css = new Map<string, string>();
  const seen = new Set<string>();
  const visit = async (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    await client.transformRequest(url);
    const module = await client.moduleGraph.getModuleByUrl(url);
    for (const imported of module?.importedModules ?? []) {
      const { id } = imported;
      if (!id || id.startsWith('\0') || id.includes('/node_modules/')) continue;
      if (CSS_FILE.test(id)) css.set(id, imported.url);
      else await visit(imported.url);
    }
  };
  await visit(`/${entry}`);
  const styles = await Promise.all(
    [...css].map(async ([id, url]) => {
      const result = await client.transformRequest(`${url}${url.includes('?') ? '&' : '?'}direct`);
      return `<style type="text/css" data-vite-dev-id="${escapeHtml(id)}">${result?.code ?? ''}</style>`;
    }),
  );
  return styles.join('\n');
}

/** Placeholders kept out of Vite's HTML transform: it would reprocess the inline CSS and needs no page markup. */
const STYLES = '<!--dev-styles-->';
const MARKUP = '<!--dev-markup-->';

/**
 * The page as the build writes it, but loading its client entry directly (with Vite's client and React's
 * refresh runtime, added by `transformIndexHtml`) instead of through the production loader script.
 */
export async function devDocument(
  transformIndexHtml: (html: string) => Promise<string>,
  page: RenderedPage,
  styles: string,
  icons: string[],
): Promise<string> {
  const script = `<script type="module" src="/${page.entry}"></script>`;
  const template = documentHtml(
    { ...page, html: MARKUP, head: `${page.head}\n${STYLES}` },
    { script: page.entry, preloads: [] },
    '',
    icons,
    script,
  );
  const html = await transformIndexHtml(template);
  return html
    .replace('<style></style>\n', '')
    .replace(STYLES, () => styles)
    .replace(MARKUP, () => page.html);
}

/** A page for problems that stop the site from rendering: what is wrong (one line per problem). */
export function problemDocument(title: string, problems: string, hint: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#222;background:#fff}',
    'pre{white-space:pre-wrap;background:#fdecea;border-left:4px solid #c62828;padding:1rem}</style>',
    '</head>',
    '<body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<pre id="problems">${escapeHtml(problems)}</pre>`,
    `<p>${escapeHtml(hint)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
