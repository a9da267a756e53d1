import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import type { PageHashes } from '../headers.ts';
import { documentHtml, iconLinks, type PageToWrite, sha256 } from './document.ts';
import { loaderScript } from './loader.ts';
import { entryAssets, pageScripts, siteCss } from './manifest.ts';
import { pageCssOf } from './page-css.ts';

// Writes the pages rendered by src/entry-server.tsx as complete documents into the client build, each with
// the part of the site's stylesheet its HTML uses inlined. What only its scripts render (the top bar, the
// chart's spinner: some 300 B of gzip on /) is not in the first round trip: the loader fetches the site's
// whole stylesheet beside the scripts and runs them once it has loaded. The whole one, not the missing rules
// alone, so that the cascade is the stylesheet's own: every rule the inline CSS holds comes again, in its
// place, after it. Where no page needs it, the stylesheet is removed.

/**
 * The <style> elements of a page's markup (a chart's own rules): the CSP allows them by hash too. The hash
 * is of the text as written, so it must read the same once parsed (no `&…;`, no `<`).
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

/** Writes every page into `outDir`; returns the CSP hashes of their inline styles and scripts. */
export function prerender(outDir: string, manifest: Manifest, pages: PageToWrite[]) {
  const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
  const cssFiles = siteCss(manifest);
  const css = cssFiles.map((file) => read(file).trim()).join('\n');
  const pageCss = pageCssOf(css);
  // public/favicon.svg, copied by Vite (absent in tests that build no site).
  const icons = existsSync(join(outDir, 'favicon.svg')) ? iconLinks(read('favicon.svg')) : [];
  const pageHashes: PageHashes = {};
  let linked = false;
  for (const page of pages) {
    const entry = entryAssets(manifest, page.entry);
    // The whole document (html, body, #root included), before its style is known.
    const html = [documentHtml(page, entry, '', icons)];
    const style = pageCss(html);
    const scriptsNeedMore = pageCss(html, pageScripts(manifest, page.entry).map(read)) !== style;
    linked ||= scriptsNeedMore;
    const assets = scriptsNeedMore ? { ...entry, stylesheets: cssFiles } : entry;
    pageHashes[page.file] = {
      styleHashes: [sha256(style), ...markupStyles(page).map(sha256)],
      scriptHashes: [sha256(loaderScript(assets))],
    };
    const target = join(outDir, page.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, documentHtml(page, assets, style, icons));
  }
  if (!linked) for (const file of cssFiles) rmSync(join(outDir, file));
  const all = (key: 'styleHashes' | 'scriptHashes') => [
    ...new Set(Object.values(pageHashes).flatMap((hashes) => hashes[key])),
  ];
  return { styleHashes: all('styleHashes'), scriptHashes: all('scriptHashes'), pageHashes };
}
