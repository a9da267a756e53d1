// What Vite's manifest says a page needs: the files its entry loads at once, and the CSS that lazily
// loaded chunks would fetch (which the prerender inlines instead).

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
  css: string[];
}

/** The files a page's entry needs at load, following static imports (never dynamic ones). */
export function entryAssets(manifest: Manifest, entry: string): EntryAssets {
  const root = manifest[entry];
  if (!root?.isEntry) throw new Error(`prerender: "${entry}" is not an entry of the Vite manifest`);
  const seen = new Set<string>();
  const preloads: string[] = [];
  const css = new Set<string>(root.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: the manifest has no chunk "${key}"`);
    for (const file of chunk.css ?? []) css.add(file);
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
  return { script: root.file, preloads, css: [...css] };
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

/**
 * Vite's loader for dynamic imports fetches the CSS of the imported chunk's dependencies, listed in
 * `__vite__mapDeps`; that CSS is inlined in every page, so its entries are dropped from each call's list.
 * (`build.modulePreload.resolveDependencies` cannot do this: Vite always keeps CSS dependencies.)
 */
export function withoutCssPreloads(code: string, inlined: Set<string>): string {
  const list = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  if (!list) return code;
  const files = JSON.parse(list) as string[];
  const drop = new Set(files.flatMap((file, i) => (inlined.has(file) ? [i] : [])));
  if (drop.size === 0) return code;
  return code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, indices: string) => {
    const kept = indices.split(',').filter((i) => i !== '' && !drop.has(Number(i)));
    return `__vite__mapDeps([${kept.join(',')}])`;
  });
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
