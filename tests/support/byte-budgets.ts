// The byte budgets of ../shared/QUALITY.md, measured on a built site as a server sends it: a file's copy
// written by the build (scripts/build/precompress.ts; Brotli for HTML, gzip for the rest) or, where it has
// none, the file compressed. tests/e2e/byte-budgets.spec.ts holds the tests' site to them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { filesBelow } from '../../scripts/build/precompress.ts';
import { CONTENT_HEADROOM, FIRST_ROUND_TRIP } from '../../src/base/first-round-trip.ts';

export const KB = 1024;
export const BUDGETS = {
  /** JS a page loads before any interaction: its entry script and the modulepreloads in its HTML. */
  initialJs: 80 * KB,
  /** Each chunk no page references: loaded later (the chart, when its section becomes visible). */
  lazyChunk: 30 * KB,
  /** A page's inline <style> blocks plus every .css file (lazily loaded CSS). */
  css: 15 * KB,
  /**
   * A page's HTML document, inline CSS included, as browsers receive it: the Brotli copy (every current
   * browser takes Brotli over https, and npm start, nginx and the CDN send it). 14 KB arrive in a new
   * connection's first round trip; the tests' realistic content keeps 1 KB of it for the cooperative's
   * longer texts (src/base/first-round-trip.ts).
   */
  html: FIRST_ROUND_TRIP - CONTENT_HEADROOM,
  /** Self-hosted fonts, together; none is fine (the system font stack). */
  fonts: 80 * KB,
  /** Font files preloaded by a page. */
  preloadedFonts: 2,
} as const;

interface Measurement {
  what: string;
  /** The files measured, relative to dist/. */
  files: string[];
  /** Bytes after gzip, or after Brotli where `brotli` (a count for `preloadedFonts`). */
  size: number;
  budget: number;
  unit: 'bytes' | 'files';
  brotli?: boolean;
}

export const gzipSize = (data: Buffer | string) => gzipSync(data).length;

/**
 * The local URLs a page loads at once: module scripts, modulepreloads, the scripts its loader imports,
 * stylesheets, preloaded fonts.
 */
export function pageAssets(html: string) {
  const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const fonts: string[] = [];
  for (const tag of tags) {
    const rel = attribute(tag, 'rel');
    if (tag.startsWith('<script') && attribute(tag, 'src')) scripts.push(attribute(tag, 'src') ?? '');
    else if (rel === 'modulepreload') scripts.push(attribute(tag, 'href') ?? '');
    else if (rel === 'stylesheet') stylesheets.push(attribute(tag, 'href') ?? '');
    else if (rel === 'preload' && attribute(tag, 'as') === 'font') fonts.push(attribute(tag, 'href') ?? '');
  }
  // The loader script (scripts/build/prerender/write-pages.ts) fetches the entry and its imports once the page has painted.
  for (const [, code = ''] of html.matchAll(/<script(?: id="[^"]*")?>([\s\S]*?)<\/script>/g))
    for (const [, url = ''] of code.matchAll(/"(\/[^"]+\.js)"/g)) scripts.push(url);
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return { scripts, stylesheets, fonts, inlineStyles };
}

/** Every budget, measured on the site in `dist`. */
export function measure(dist: string): Measurement[] {
  // The editing app (admin/) is no public page: its weight is its own (../shared/ARCHITECTURE.md).
  const files = filesBelow(dist).filter((file) => !file.startsWith('admin/'));
  const read = (file: string) => readFileSync(join(dist, file));
  const local = (url: string) => url.replace(/^\//, '').split(/[?#]/)[0] ?? '';
  const copy = (file: string, suffix: string, compress: (data: Buffer) => number) =>
    existsSync(join(dist, file + suffix)) ? statSync(join(dist, file + suffix)).size : compress(read(file));
  const size = (file: string) => copy(file, '.gz', gzipSize);
  const brotliSize = (file: string) => copy(file, '.br', (data) => brotliCompressSync(data).length);
  const sum = (list: string[]) => list.reduce((total, file) => total + size(file), 0);

  const pages = files.filter((f) => f.endsWith('.html')).sort();
  const cssFiles = files.filter((f) => f.endsWith('.css'));
  const referenced = new Set<string>();
  const results: Measurement[] = [];
  const add = (
    what: string,
    files: string[],
    size: number,
    budget: number,
    more: Partial<Measurement> = {},
  ) => results.push({ what, files, size, budget, unit: 'bytes', ...more });

  for (const page of pages) {
    const assets = pageAssets(read(page).toString('utf8'));
    const scripts = assets.scripts.map(local);
    for (const file of scripts) referenced.add(file);
    add(`initial JS of ${page}`, scripts, sum(scripts), BUDGETS.initialJs);
    const css = [...new Set([...assets.stylesheets.map(local), ...cssFiles])];
    const inlineCss = assets.inlineStyles.reduce((total, style) => total + gzipSize(style), 0);
    add(`CSS of ${page} (inline + .css files)`, [page, ...css], inlineCss + sum(css), BUDGETS.css);
    add(`HTML of ${page}`, [page], brotliSize(page), BUDGETS.html, { brotli: true });
    const fonts = assets.fonts.map(local);
    add(`fonts preloaded by ${page}`, fonts, fonts.length, BUDGETS.preloadedFonts, { unit: 'files' });
  }

  for (const chunk of files.filter((f) => /\.m?js$/.test(f) && !referenced.has(f)))
    add(`lazily loaded chunk ${chunk}`, [chunk], size(chunk), BUDGETS.lazyChunk);

  const fonts = files.filter((f) => /\.(woff2?|ttf|otf|eot)$/.test(f));
  const what = fonts.length ? 'self-hosted fonts' : 'self-hosted fonts (none: the system font stack)';
  // woff2 is compressed already: its size on disk is what travels.
  add(
    what,
    fonts,
    fonts.reduce((total, file) => total + read(file).length, 0),
    BUDGETS.fonts,
  );
  return results;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const show = (m: Measurement, value: number) => (m.unit === 'files' ? `${value} file(s)` : kb(value));

/** One line per measurement: size, encoding and budget; an over-budget line names its files. */
export function describeMeasurement(m: Measurement): string {
  const encoding = m.unit === 'bytes' ? (m.brotli ? ' Brotli' : ' gzip') : '';
  const over = m.size > m.budget;
  const files = over && m.files.length ? ` (files: ${m.files.map((f) => `dist/${f}`).join(', ')})` : '';
  return `${over ? 'OVER' : 'ok  '}  ${m.what}: ${show(m, m.size)}${encoding} (budget ${show(m, m.budget)})${files}`;
}

/** The lines of the measurements over their budget. */
export const overBudget = (results: Measurement[]) =>
  results.filter((m) => m.size > m.budget).map(describeMeasurement);
