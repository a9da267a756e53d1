// The byte budgets of ../shared/QUALITY.md, measured on the built site in dist/ (gzip, as a server sends
// it: a file's gzip copy written by the build, scripts/precompress.ts, or, where it has none, the file
// gzipped). `npm test` runs this after the build: `tsx scripts/budgets.ts [dist]` prints every measurement
// beside its budget and exits with 1 when one is over, naming the file, its size and its budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

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
   * browser takes Brotli over https). 14 KB arrive in a new connection's first round trip (docs/performance.md).
   */
  html: 14 * KB,
  /**
   * The same document's gzip copy, for a client without Brotli: the first round trip too. The tightest,
   * / at 13.9 KB: copy that grows past it shows here first (docs/performance.md).
   */
  htmlGzip: 14 * KB,
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

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

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
  // The loader script (scripts/prerender.ts) fetches the entry and its imports once the page has painted.
  for (const [, code = ''] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
    for (const [, url = ''] of code.matchAll(/"(\/[^"]+\.js)"/g)) scripts.push(url);
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return { scripts, stylesheets, fonts, inlineStyles };
}

/** Every budget, measured on the site in `dist`. */
export function measure(dist: string): Measurement[] {
  const files = walk(dist).map((path) => relative(dist, path).split('\\').join('/'));
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

  for (const page of pages) {
    const html = read(page).toString('utf8');
    const assets = pageAssets(html);
    const scripts = assets.scripts.map(local);
    for (const file of scripts) referenced.add(file);
    results.push({
      what: `initial JS of ${page}`,
      files: scripts,
      size: sum(scripts),
      budget: BUDGETS.initialJs,
      unit: 'bytes',
    });
    const css = [...new Set([...assets.stylesheets.map(local), ...cssFiles])];
    results.push({
      what: `CSS of ${page} (inline + .css files)`,
      files: [page, ...css],
      size: assets.inlineStyles.reduce((total, style) => total + gzipSize(style), 0) + sum(css),
      budget: BUDGETS.css,
      unit: 'bytes',
    });
    results.push({
      what: `HTML of ${page}`,
      files: [page],
      size: brotliSize(page),
      budget: BUDGETS.html,
      unit: 'bytes',
      brotli: true,
    });
    results.push({
      what: `HTML of ${page}`,
      files: [page],
      size: size(page),
      budget: BUDGETS.htmlGzip,
      unit: 'bytes',
    });
    results.push({
      what: `fonts preloaded by ${page}`,
      files: assets.fonts.map(local),
      size: assets.fonts.length,
      budget: BUDGETS.preloadedFonts,
      unit: 'files',
    });
  }

  for (const chunk of files.filter((f) => /\.m?js$/.test(f) && !referenced.has(f))) {
    results.push({
      what: `lazily loaded chunk ${chunk}`,
      files: [chunk],
      size: size(chunk),
      budget: BUDGETS.lazyChunk,
      unit: 'bytes',
    });
  }

  const fonts = files.filter((f) => /\.(woff2?|ttf|otf|eot)$/.test(f));
  results.push({
    what: fonts.length ? 'self-hosted fonts' : 'self-hosted fonts (none: the system font stack)',
    files: fonts,
    // woff2 is compressed already: its size on disk is what travels.
    size: fonts.reduce((total, file) => total + read(file).length, 0),
    budget: BUDGETS.fonts,
    unit: 'bytes',
  });
  return results;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const show = (m: Measurement, value: number) => (m.unit === 'files' ? `${value} file(s)` : kb(value));

/** One line per measurement; an over-budget line names the files, the size and the budget. */
export function report(results: Measurement[]): { lines: string[]; failures: string[] } {
  const lines = results.map(
    (m) =>
      `${m.size <= m.budget ? 'ok  ' : 'OVER'}  ${m.what}: ${show(m, m.size)}${m.unit === 'bytes' ? (m.brotli ? ' Brotli' : ' gzip') : ''} (budget ${show(m, m.budget)})`,
  );
  const failures = results
    .filter((m) => m.size > m.budget)
    .map(
      (m) =>
        `${m.what}${m.brotli ? ' (Brotli)' : ''} is over budget: ${show(m, m.size)} against ${show(m, m.budget)}` +
        (m.files.length ? ` (files: ${m.files.map((f) => `dist/${f}`).join(', ')})` : ''),
    );
  return { lines, failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  const { lines, failures } = report(measure(dist));
  for (const line of lines) console.log(line);
  if (failures.length > 0) {
    console.error(`\n${failures.length} byte budget(s) missed (see ../shared/QUALITY.md):`);
    for (const failure of failures) console.error(`  ${failure}`);
    process.exit(1);
  }
}
