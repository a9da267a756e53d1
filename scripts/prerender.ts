import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// Turns the pages rendered by src/entry-server.tsx into complete HTML documents: the CSS inlined (a
// stylesheet would block the first paint; see QUALITY.md), the page's own entry script and its static
// imports preloaded, and nothing else. Small and pure apart from the file writes at the end.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageToWrite {
  file: string;
  entry: string;
  title: string;
  description: string;
  html: string;
  /** Extra elements for <head> (meta tags, links), already serialised. */
  head?: string;
}

export interface EntryAssets {
  script: string;
  /** Chunks the entry imports statically: fetched in parallel with it. */
  preloads: string[];
  css: string[];
}

/** The files a page's entry needs at load, following static imports (never dynamic ones). */
export function entryAssets(manifest: Manifest, entry: string): EntryAssets {
  const root = manifest[entry];
  if (!root?.isEntry) throw new Error(`prerender: "${entry}" is not an entry of the Vite manifest`);
  const preloads = new Set<string>();
  const css = new Set<string>(root.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: the manifest has no chunk "${key}"`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) {
      const file = manifest[next]?.file;
      if (file && !preloads.has(file)) {
        preloads.add(file);
        visit(next);
      }
    }
  };
  visit(entry);
  return { script: root.file, preloads: [...preloads], css: [...css] };
}

/**
 * The CSS files Vite's preload helper links when a dynamically imported chunk loads: the chunk's own and
 * those of every chunk it imports statically (e.g. the shared chunk holding React and the global styles).
 */
export function lazyChunkCss(manifest: Manifest): Set<string> {
  const css = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    for (const file of chunk?.css ?? []) css.add(file);
    for (const next of chunk?.imports ?? []) visit(next);
  };
  for (const chunk of Object.values(manifest)) for (const key of chunk.dynamicImports ?? []) visit(key);
  return css;
}

/**
 * Vite's loader for dynamic imports fetches the CSS of the imported chunk's dependencies, listed in
 * `__vite__mapDeps`; that CSS is inlined in every page, so its entries are dropped from each call's list.
 * (`build.modulePreload.resolveDependencies` cannot do this: Vite always keeps CSS dependencies.)
 */
export function withoutCssPreloads(code: string, inlined: Set<string>): string {
  const list = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  if (!list) return code;
  const files = JSON.parse(list) as string[];
  const drop = new Set(files.flatMap((file, i) => (inlined.has(file) ? [i] : [])));
  if (drop.size === 0) return code;
  return code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, indices: string) => {
    const kept = indices.split(',').filter((i) => i !== '' && !drop.has(Number(i)));
    return `__vite__mapDeps([${kept.join(',')}])`;
  });
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The favicon set: the SVG (public/favicon.svg) inlined as a data URL, so the browser makes no request for
 * it while the page paints; PNGs (made by scripts/render-images.ts) for browsers without SVG icons and for
 * home screens.
 */
export function iconLinks(faviconSvg: string): string[] {
  const svg = encodeURIComponent(faviconSvg.replace(/\s*\n\s*/g, ' ').trim());
  return [
    `<link rel="icon" href="data:image/svg+xml,${svg}" type="image/svg+xml">`,
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  ];
}

/**
 * The one inline script of a page (allowed in the CSP by its hash): it fetches the page's JavaScript only
 * once the prerendered page has been painted. The page is complete without JavaScript, which merely
 * hydrates it; fetched any earlier, the scripts compete with the first paint on a slow phone (and
 * Lighthouse counts them into the Largest Contentful Paint). The browser reports its first contentful paint
 * to a PerformanceObserver; where it cannot, the load event stands in. The entry's static imports are
 * preloaded at the same moment, in parallel.
 */
export function loaderScript(assets: EntryAssets): string {
  const preloads = JSON.stringify(assets.preloads.map((file) => `/${file}`));
  const entry = JSON.stringify(`/${assets.script}`);
  return [
    'function go(){',
    `${preloads}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`,
    `import(${entry})}`,
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})',
    '.observe({type:"paint",buffered:true})}catch(e){addEventListener("load",go)}',
  ].join('');
}

export function documentHtml(
  page: PageToWrite,
  assets: EntryAssets,
  style: string,
  icons: string[] = [],
): string {
  return [
    '<!doctype html>',
    '<html lang="de-CH">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    '<meta name="color-scheme" content="light dark">',
    ...icons,
    page.head ?? '',
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    `<div id="root">${page.html}</div>`,
    `<script>${loaderScript(assets)}</script>`,
    '</body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

export interface PrerenderResult {
  /** CSP source expressions for the inline style blocks. */
  styleHashes: string[];
  /** CSP source expressions for the inline loader scripts. */
  scriptHashes: string[];
  files: string[];
}

/** Writes every page into `outDir` and removes the CSS files it inlined. */
export function prerender(outDir: string, manifest: Manifest, pages: PageToWrite[]): PrerenderResult {
  const styleHashes = new Set<string>();
  const scriptHashes = new Set<string>();
  const inlined = new Set<string>();
  // public/favicon.svg, copied into the output by Vite (absent in tests that build no site).
  const favicon = join(outDir, 'favicon.svg');
  const icons = existsSync(favicon) ? iconLinks(readFileSync(favicon, 'utf8')) : [];
  for (const page of pages) {
    const assets = entryAssets(manifest, page.entry);
    const style = assets.css.map((file) => readFileSync(join(outDir, file), 'utf8').trim()).join('\n');
    for (const file of assets.css) inlined.add(file);
    styleHashes.add(sha256(style));
    scriptHashes.add(sha256(loaderScript(assets)));
    const target = join(outDir, page.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, documentHtml(page, assets, style, icons));
  }
  // The CSS now lives only in the HTML: lazily loaded chunks must not fetch it again as a file. A lazy chunk
  // with styles of its own would go unstyled: refuse it.
  const notInlined = [...lazyChunkCss(manifest)].filter((file) => !inlined.has(file));
  if (notInlined.length > 0) {
    throw new Error(
      `prerender: a lazily loaded chunk needs ${notInlined.join(', ')}, which no page inlines; put its styles in src/styles/global.css`,
    );
  }
  for (const file of inlined) rmSync(join(outDir, file));
  for (const chunk of Object.values(manifest)) {
    const path = join(outDir, chunk.file);
    if (!chunk.file.endsWith('.js') || !existsSync(path)) continue;
    const code = readFileSync(path, 'utf8');
    const without = withoutCssPreloads(code, inlined);
    if (without !== code) writeFileSync(path, without);
  }
  return { styleHashes: [...styleHashes], scriptHashes: [...scriptHashes], files: pages.map((p) => p.file) };
}

/** sitemap.xml: the pages that have a route (never the not-found page), as absolute URLs. */
export function sitemapXml(siteUrl: string, routes: string[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.map((route) => `  <url><loc>${escapeHtml(`${base}${route}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
