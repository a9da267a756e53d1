import { buildSync } from 'esbuild';
import type { EntryAssets } from './manifest.ts';

/** How long after the load event the scripts are fetched when no paint was reported by then. */
export const PAINT_WAIT_AFTER_LOAD_MS = 1000;

/** The loader bundled once per process, its two lists named by placeholders: esbuild leaves free names as they are. */
let bundled: string | undefined;
const MODULES = '__LOADER_MODULES__';
const STYLESHEETS = '__LOADER_STYLESHEETS__';

function bundle(): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { loadAfterPaint } from './load-after-paint.ts';loadAfterPaint(${MODULES},${PAINT_WAIT_AFTER_LOAD_MS},${STYLESHEETS});`,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const text = (outputFiles[0]?.text ?? '').trim();
  if (text.split(MODULES).length !== 2 || text.split(STYLESHEETS).length !== 2)
    throw new Error('loaderScript: the bundled loader does not name each of its lists once');
  return text;
}

/**
 * A page's one inline script (allowed by its hash): load-after-paint.ts, called with the page's modules.
 * Bundled once, each page's lists written in: esbuild took some 20 ms a call, three calls a page.
 */
export function loaderScript(assets: EntryAssets): string {
  const modules = JSON.stringify([...assets.preloads, assets.script].map((file) => `/${file}`));
  const stylesheets = JSON.stringify((assets.stylesheets ?? []).map((file) => `/${file}`));
  bundled ??= bundle();
  return bundled.replace(MODULES, () => modules).replace(STYLESHEETS, () => stylesheets);
}
