import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../tests/support/test-manifest.ts';
import { entryAssets, siteCss } from './manifest.ts';

describe('entryAssets', () => {
  it('follows static imports (also through cycles) but never dynamic ones, each chunk after its imports', () => {
    expect(entryAssets(manifest, 'src/entries/home.tsx')).toEqual({
      script: 'assets/home-1.js',
      preloads: ['assets/react-1.js', 'assets/hydrate-1.js'],
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

describe('siteCss', () => {
  it("finds the site's one stylesheet", () => {
    expect(siteCss(manifest)).toEqual(['assets/style-1.css']);
  });

  it('refuses styles split per chunk, which a lazily loaded chunk would fetch again once inlined', () => {
    const split: Manifest = {
      ...manifest,
      'src/sections/chart.tsx': { file: 'assets/chart-1.js', css: ['assets/chart-1.css'] },
    };
    expect(() => siteCss(split)).toThrow(
      /assets\/chart-1\.js name CSS of their own; keep build\.cssCodeSplit false/,
    );
  });
});
