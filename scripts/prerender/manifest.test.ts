import { describe, expect, it } from 'vitest';
import { entryAssets, lazyChunkCss, type Manifest, withoutCssPreloads } from './manifest';
import { manifest } from './test-manifest';

describe('entryAssets', () => {
  it('follows static imports (also through cycles) but never dynamic ones, each chunk after its imports', () => {
    expect(entryAssets(manifest, 'src/entries/home.tsx')).toEqual({
      script: 'assets/home-1.js',
      preloads: ['assets/react-1.js', 'assets/hydrate-1.js'],
      css: ['assets/hydrate-1.css'],
    });
  });
  it('lists a chunk after the chunks it imports, so that they can be evaluated in that order', () => {
    const chain: Manifest = {
      'src/entries/page.tsx': { file: 'assets/page.js', isEntry: true, imports: ['_bar.js', '_react.js'] },
      '_bar.js': { file: 'assets/bar.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
    };
    expect(entryAssets(chain, 'src/entries/page.tsx').preloads).toEqual(['assets/react.js', 'assets/bar.js']);
  });
  it('refuses a name that is not an entry', () => {
    expect(() => entryAssets(manifest, '_react.js')).toThrow(/not an entry/);
  });
});

describe('withoutCssPreloads', () => {
  const code =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chart-1.js","assets/hydrate-1.js","assets/hydrate-1.css"])))=>i.map(i=>d[i]);' +
    'x(()=>import("./chart-1.js"),__vite__mapDeps([0,1,2]));';

  it('drops the inlined CSS from what the loader fetches with a lazy chunk', () => {
    const result = withoutCssPreloads(code, new Set(['assets/hydrate-1.css']));
    expect(result).toContain('__vite__mapDeps([0,1])');
    expect(result).not.toContain('__vite__mapDeps([0,1,2])');
  });

  it('leaves code without such lists, or without inlined CSS in them, as it is', () => {
    expect(withoutCssPreloads('export const a=1;', new Set(['assets/hydrate-1.css']))).toBe(
      'export const a=1;',
    );
    expect(withoutCssPreloads(code, new Set(['assets/other.css']))).toBe(code);
  });
});

describe('lazyChunkCss', () => {
  it('finds the CSS of a lazy chunk and of the chunks it imports', () => {
    const withShared: Manifest = {
      ...manifest,
      'src/sections/chart.tsx': { file: 'assets/chart-1.js', imports: ['_hydrate.js'] },
    };
    expect([...lazyChunkCss(withShared)]).toEqual(['assets/hydrate-1.css']);
    expect([...lazyChunkCss(manifest)]).toEqual(['assets/chart-1.css']);
  });
});
