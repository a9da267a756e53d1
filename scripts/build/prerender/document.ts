import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../src/base/escape-html.ts';
import type { RenderedPage } from '../../../src/pages/page-list.ts';
import { loaderScript } from './loader.ts';
import type { EntryAssets } from './manifest.ts';

// One page as a complete HTML document; its CSS inlined, as a stylesheet would block the first paint.

/** What the document needs of a rendered page (src/pages/page-list.ts); `head` is optional for tests. */
export type PageToWrite = Pick<RenderedPage, 'file' | 'entry' | 'title' | 'description' | 'html'> &
  Partial<Pick<RenderedPage, 'head'>>;

export const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The favicon set: the SVG inlined as a data URL (no request while the page paints; a file would cost / about
 * 40 ms of LCP, docs/performance.md), a PNG for browsers without SVG icons. The page must fit the first round
 * trip (~14 KB), so the icon loses what draws nothing (whitespace between elements, its size, its accessible
 * name: no browser announces a tab's icon) and only what a URL cannot hold is escaped. The home-screen icon
 * needs no link: iOS looks for /apple-touch-icon.png at the site's root when the page names none, and the
 * 20 B gzip of the link are what the first paint's wait for the whole page (rel=expect) costs /seengen.
 */
export function iconLinks(faviconSvg: string): string[] {
  const svg = faviconSvg
    .replace(/>\s+</g, '><')
    .replace(/<title>[^<]*<\/title>|\s(?:role|aria-label)="[^"]*"/g, '')
    .replace(/^<svg[^>]*>/, (root) => root.replace(/\s(?:width|height)="[^"]*"/g, ''))
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/&/g, '&amp;');
  return [
    `<link rel="icon" href="data:image/svg+xml,${svg}" type="image/svg+xml">`,
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
  ];
}

/** The lines every document of the site opens with, to its title (the bench's floor page shares them). */
export function documentStart(title: string): string[] {
  return [
    '<!doctype html>',
    '<html lang="de-CH">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
  ];
}

/**
 * The id of the document's last element, the script, which the first paint waits for. (rel=expect's '#', the
 * document's end in the HTML standard, does not block in Chromium 156.)
 */
export const DOCUMENT_END_ID = 'end';

/**
 * `script` ends the body, with the id DOCUMENT_END_ID: the loader by default; `npm run dev` (scripts/dev/)
 * loads the entry directly.
 */
export function documentHtml(
  page: PageToWrite,
  assets: EntryAssets,
  style: string,
  icons: string[] = [],
  script = `<script id="${DOCUMENT_END_ID}">${loaderScript(assets)}</script>`,
): string {
  return [
    ...documentStart(page.title),
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    // The first paint waits until the whole document is parsed, up to its last element, the script. The
    // pages fit the first round trip, so that costs only the parsing; without it a busy Chromium painted a
    // half-parsed page, and what was centred or aligned right moved when the rest arrived (a layout shift:
    // the hero's buttons, its drawing, the not-found page). Browsers without rel=expect ignore it. It
    // replaces <meta name="color-scheme">: the inline style's :root says the same before any paint.
    `<link rel="expect" href="#${DOCUMENT_END_ID}" blocking="render">`,
    ...icons,
    page.head ?? '',
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    `<div id="root">${page.html}</div>`,
    script,
    '</body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
