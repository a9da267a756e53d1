import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageHashes } from './headers.ts';
import { documentHtml, iconLinks, type PageToWrite, sha256 } from './prerender/document.ts';
import { loaderScript } from './prerender/loader.ts';
import {
  entryAssets,
  lazyChunkCss,
  type Manifest,
  pageScripts,
  withoutCssPreloads,
} from './prerender/manifest.ts';
import { pageCss } from './prerender/page-css.ts';

// Turns the pages rendered by src/entry-server.tsx into complete HTML documents (scripts/prerender/document.ts)
// and writes them, with the CSS each page can use inlined (scripts/prerender/page-css.ts), into the client build; then removes the CSS files it inlined and
// keeps lazily loaded chunks from fetching them again (scripts/prerender/manifest.ts).

interface PrerenderResult {
  /** CSP source expressions for the inline style blocks. */
  styleHashes: string[];
  /** CSP source expressions for the inline loader scripts. */
  scriptHashes: string[];
  files: string[];
  /** Each page's own hashes, by HTML file: its Content-Security-Policy allows only these. */
  pageHashes: PageHashes;
}

/**
 * The <style> elements of a page's markup (a chart's own rules, e.g. src/components/charts/responsive-plot.ts):
 * the Content-Security-Policy allows them by their hashes too. The hash is taken of the text as written, so
 * it must read the same once parsed (inside an <svg>, `&…;` would be decoded and `<` would open a tag).
 */
export function markupStyles(page: PageToWrite): string[] {
  return [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text = '']) => {
    if (/[<&]/.test(text))
      throw new Error(
        `prerender: ${page.file}: a <style> in the page's markup holds "<" or "&": ${text.slice(0, 80)}`,
      );
    return text;
  });
}

/** Writes every page into `outDir` and removes the CSS files it inlined. */
export function prerender(outDir: string, manifest: Manifest, pages: PageToWrite[]): PrerenderResult {
  const styleHashes = new Set<string>();
  const scriptHashes = new Set<string>();
  const inlined = new Set<string>();
  const pageHashes: PageHashes = {};
  // public/favicon.svg, copied into the output by Vite (absent in tests that build no site).
  const favicon = join(outDir, 'favicon.svg');
  const icons = existsSync(favicon) ? iconLinks(readFileSync(favicon, 'utf8')) : [];
  for (const page of pages) {
    const assets = entryAssets(manifest, page.entry);
    const css = assets.css.map((file) => readFileSync(join(outDir, file), 'utf8').trim()).join('\n');
    const scripts = pageScripts(manifest, page.entry).map((file) => readFileSync(join(outDir, file), 'utf8'));
    // The whole document (html, body, #root included), before its style is known.
    const style = pageCss(css, [documentHtml(page, assets, '', icons)], scripts);
    for (const file of assets.css) inlined.add(file);
    const own = {
      styleHashes: [sha256(style), ...markupStyles(page).map(sha256)],
      scriptHashes: [sha256(loaderScript(assets))],
    };
    pageHashes[page.file] = own;
    for (const hash of own.styleHashes) styleHashes.add(hash);
    for (const hash of own.scriptHashes) scriptHashes.add(hash);
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
  return {
    styleHashes: [...styleHashes],
    scriptHashes: [...scriptHashes],
    files: pages.map((p) => p.file),
    pageHashes,
  };
}
