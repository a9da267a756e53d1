import type { Manifest } from 'vite';

// What Vite's manifest says a page needs, and the site's one stylesheet (vite.config.ts, cssCodeSplit: false),
// which the prerender inlines.

export interface EntryAssets {
  script: string;
  /** The entry's static imports, each after those it imports (React's first): evaluated in this order. */
  preloads: string[];
  /** The site's stylesheet, when the page's scripts render what its inline CSS leaves out (write-pages.ts). */
  stylesheets?: string[];
}

/** The chunk files reachable from `entry`, each after the chunks it imports, the entry last. */
function chunkFiles(manifest: Manifest, entry: string, dynamic: boolean): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: the manifest has no chunk "${key}"`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...((dynamic && chunk.dynamicImports) || [])]) visit(next);
    files.push(chunk.file);
  };
  visit(entry);
  return files;
}

/** The files a page's entry needs at load, following static imports (never dynamic ones). */
export function entryAssets(manifest: Manifest, entry: string): EntryAssets {
  if (!manifest[entry]?.isEntry)
    throw new Error(`prerender: "${entry}" is not an entry of the Vite manifest`);
  const files = chunkFiles(manifest, entry, false);
  return { script: files.pop() as string, preloads: files };
}

/** Every script a page may run: its entry, the entry's static imports and the chunks loaded later. */
export const pageScripts = (manifest: Manifest, entry: string) => chunkFiles(manifest, entry, true);

/**
 * The site's stylesheet. A chunk that names CSS of its own means styles split per chunk: Vite would then
 * fetch, with a lazily loaded chunk, a file the prerender has inlined and removed.
 */
export function siteCss(manifest: Manifest): string[] {
  const chunks = Object.values(manifest);
  const split = chunks.filter((chunk) => chunk.css?.length).map((chunk) => chunk.file);
  if (split.length > 0)
    throw new Error(
      `prerender: ${split.join(', ')} name CSS of their own; keep build.cssCodeSplit false in vite.config.ts`,
    );
  return chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.css'));
}
