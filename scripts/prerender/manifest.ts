// What Vite's manifest says a page needs: the files its entry loads at once; and the site's one stylesheet
// (vite.config.ts, cssCodeSplit: false), which the prerender inlines.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface EntryAssets {
  script: string;
  /**
   * Chunks the entry imports statically, each after the chunks it imports itself (React's before the
   * components'): fetched in parallel with the entry, evaluated one by one in this order (loader.ts).
   */
  preloads: string[];
}

/** The files a page's entry needs at load, following static imports (never dynamic ones). */
export function entryAssets(manifest: Manifest, entry: string): EntryAssets {
  const root = manifest[entry];
  if (!root?.isEntry) throw new Error(`prerender: "${entry}" is not an entry of the Vite manifest`);
  const seen = new Set<string>();
  const preloads: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: the manifest has no chunk "${key}"`);
    for (const next of chunk.imports ?? []) {
      const file = manifest[next]?.file;
      if (file && !seen.has(file)) {
        seen.add(file);
        visit(next);
        preloads.push(file);
      }
    }
  };
  visit(entry);
  return { script: root.file, preloads };
}

/**
 * The site's stylesheet: the CSS files of the build, which Vite lists on their own. A chunk that names CSS
 * of its own means the styles are split per chunk (build.cssCodeSplit): Vite's loader would then fetch, with a lazily
 * loaded chunk, a file the prerender has inlined and removed.
 */
export function siteCss(manifest: Manifest): string[] {
  const split = Object.values(manifest).filter((chunk) => (chunk.css ?? []).length > 0);
  if (split.length > 0)
    throw new Error(
      `prerender: ${split.map((chunk) => chunk.file).join(', ')} name CSS of their own; keep build.cssCodeSplit false in vite.config.ts`,
    );
  return Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
}

/** Every script a page may run: its entry, the entry's static imports and the chunks loaded later. */
export function pageScripts(manifest: Manifest, entry: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return [...files];
}
