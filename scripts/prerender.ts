import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

export function documentHtml(page: PageToWrite, assets: EntryAssets, style: string): string {
  return [
    '<!doctype html>',
    '<html lang="de-CH">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    '<meta name="color-scheme" content="light dark">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    page.head ?? '',
    `<style>${style}</style>`,
    ...assets.preloads.map((file) => `<link rel="modulepreload" href="/${file}">`),
    `<script type="module" src="/${assets.script}"></script>`,
    '</head>',
    '<body>',
    `<div id="root">${page.html}</div>`,
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
  files: string[];
}

/** Writes every page into `outDir` and removes the CSS files it inlined. */
export function prerender(outDir: string, manifest: Manifest, pages: PageToWrite[]): PrerenderResult {
  const styleHashes = new Set<string>();
  const inlined = new Set<string>();
  for (const page of pages) {
    const assets = entryAssets(manifest, page.entry);
    const style = assets.css.map((file) => readFileSync(join(outDir, file), 'utf8').trim()).join('\n');
    for (const file of assets.css) inlined.add(file);
    styleHashes.add(sha256(style));
    const target = join(outDir, page.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, documentHtml(page, assets, style));
  }
  // CSS that a lazily loaded chunk needs is linked by Vite when that chunk loads, so its file stays; the
  // rest now lives only in the HTML.
  const lazyCss = lazyChunkCss(manifest);
  for (const file of inlined) if (!lazyCss.has(file)) rmSync(join(outDir, file));
  return { styleHashes: [...styleHashes], files: pages.map((p) => p.file) };
}
