import { createHash } from 'node:crypto';
import { escapeHtml } from '../../src/content/escape-html.ts';
import { loaderScript } from './loader.ts';
import type { EntryAssets } from './manifest.ts';

// One page as a complete HTML document: head (title, description, icons, the page's own tags), the CSS
// inlined (a stylesheet would block the first paint; see QUALITY.md), the prerendered markup, the loader.

export interface PageToWrite {
  file: string;
  entry: string;
  title: string;
  description: string;
  html: string;
  /** Extra elements for <head> (meta tags, links), already serialised. */
  head?: string;
}

export const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The favicon set: the SVG (public/favicon.svg) inlined as a data URL, so the browser makes no request for
 * it while the page paints; PNGs (made by scripts/render-images.ts) for browsers without SVG icons and for
 * home screens.
 */
export function iconLinks(faviconSvg: string): string[] {
  // Only what a URL or the attribute cannot hold is escaped (a third of encodeURIComponent's size): the
  // document's first round trip is about 14 KB. For the same reason the icon goes without the whitespace
  // between its elements (it draws nothing) and without its accessible name (the file's title, role and
  // label: no browser announces a tab's icon). A file instead of a data URL costs no HTML, but Lighthouse
  // counts its request before the largest paint: / 753 ms against 711 ms (docs/performance.md).
  const svg = faviconSvg
    .replace(/>\s+</g, '><')
    .replace(/<title>[^<]*<\/title>|\s(?:role|aria-label)="[^"]*"/g, '')
    // The root's size too: the viewBox gives its proportions, and a tab's icon is drawn at the tab's size.
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
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
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

/** `script` ends the body: the loader by default; `npm run dev` (scripts/dev/) loads the entry directly. */
export function documentHtml(
  page: PageToWrite,
  assets: EntryAssets,
  style: string,
  icons: string[] = [],
  script = `<script>${loaderScript(assets)}</script>`,
): string {
  return [
    ...documentStart(page.title),
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    '<meta name="color-scheme" content="light dark">',
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
