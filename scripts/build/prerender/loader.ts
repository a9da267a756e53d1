import { buildSync } from 'esbuild';
import type { EntryAssets } from './manifest.ts';

/** How long after the load event the scripts are fetched when no paint was reported by then. */
export const PAINT_WAIT_AFTER_LOAD_MS = 1000;

/** A page's one inline script (allowed by its hash): load-after-paint.ts, called with the page's modules. */
export function loaderScript(assets: EntryAssets): string {
  const modules = JSON.stringify([...assets.preloads, assets.script].map((file) => `/${file}`));
  const stylesheets = JSON.stringify((assets.stylesheets ?? []).map((file) => `/${file}`));
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { loadAfterPaint } from './load-after-paint.ts';loadAfterPaint(${modules},${PAINT_WAIT_AFTER_LOAD_MS},${stylesheets});`,
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
  return (outputFiles[0]?.text ?? '').trim();
}
