import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageHashes } from './headers.ts';
import { documentHtml, iconLinks, type PageToWrite, sha256 } from './prerender/document.ts';
import { loaderScript } from './prerender/loader.ts';
import { entryAssets, type Manifest, pageScripts, siteCss } from './prerender/manifest.ts';
import { pageCss } from './prerender/page-css.ts';

// Turns the pages rendered by src/entry-server.tsx into complete HTML documents (scripts/prerender/document.ts)
// and writes them, with the part of the site's stylesheet each page can use inlined
// (scripts/prerender/page-css.ts), into the client build; then removes the stylesheet, which no page links.

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

/** Writes every page into `outDir` and removes the stylesheet it inlined. */
export function prerender(outDir: string, manifest: Manifest, pages: PageToWrite[]): PrerenderResult {
  const styleHashes = new Set<string>();
  const scriptHashes = new Set<string>();
  const pageHashes: PageHashes = {};
  const cssFiles = siteCss(manifest);
  const css = cssFiles.map((file) => readFileSync(join(outDir, file), 'utf8').trim()).join('\n');
  // public/favicon.svg, copied into the output by Vite (absent in tests that build no site).
  const favicon = join(outDir, 'favicon.svg');
  const icons = existsSync(favicon) ? iconLinks(readFileSync(favicon, 'utf8')) : [];
  for (const page of pages) {
    const assets = entryAssets(manifest, page.entry);
    const scripts = pageScripts(manifest, page.entry).map((file) => readFileSync(join(outDir, file), 'utf8'));
    // The whole document (html, body, #root included), before its style is known.
    const style = pageCss(css, [documentHtml(page, assets, '', icons)], scripts);
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
  // The styles live only in the pages: no page links the stylesheet.
  for (const file of cssFiles) rmSync(join(outDir, file));
  return {
    styleHashes: [...styleHashes],
    scriptHashes: [...scriptHashes],
    files: pages.map((p) => p.file),
    pageHashes,
  };
}
