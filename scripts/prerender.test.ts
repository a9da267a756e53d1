import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentHtml, entryAssets, lazyChunkCss, type Manifest, prerender, sha256 } from './prerender';

const manifest: Manifest = {
  'src/entries/home.tsx': {
    file: 'assets/home-1.js',
    isEntry: true,
    imports: ['_hydrate.js'],
    dynamicImports: ['src/sections/chart.tsx'],
  },
  '_hydrate.js': { file: 'assets/hydrate-1.js', imports: ['_react.js'], css: ['assets/hydrate-1.css'] },
  '_react.js': { file: 'assets/react-1.js', imports: ['_hydrate.js'] },
  'src/sections/chart.tsx': { file: 'assets/chart-1.js', css: ['assets/chart-1.css'] },
};

describe('entryAssets', () => {
  it('follows static imports (also through cycles) but never dynamic ones', () => {
    expect(entryAssets(manifest, 'src/entries/home.tsx')).toEqual({
      script: 'assets/home-1.js',
      preloads: ['assets/hydrate-1.js', 'assets/react-1.js'],
      css: ['assets/hydrate-1.css'],
    });
  });
  it('refuses a name that is not an entry', () => {
    expect(() => entryAssets(manifest, '_react.js')).toThrow(/not an entry/);
  });
});

describe('documentHtml', () => {
  it('escapes the title and description and puts the page in #root', () => {
    const html = documentHtml(
      { file: 'index.html', entry: '', title: 'A & <B>', description: 'say "hi"', html: '<h1>Hi</h1>' },
      { script: 'assets/a.js', preloads: ['assets/b.js'], css: [] },
      'body{color:red}',
    );
    expect(html).toContain('<html lang="de-CH">');
    expect(html).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(html).toContain('content="say &quot;hi&quot;"');
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/b.js">');
    expect(html).toContain('<script type="module" src="/assets/a.js"></script>');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
  });
});

describe('prerender', () => {
  it('writes each page with its CSS inlined, removes inlined CSS files, keeps lazy chunks’ CSS', () => {
    const out = mkdtempSync(join(tmpdir(), '100in100-prerender-'));
    mkdirSync(join(out, 'assets'));
    writeFileSync(join(out, 'assets/hydrate-1.css'), 'main{display:block}\n');
    writeFileSync(join(out, 'assets/chart-1.css'), 'svg{color:red}');
    const page = { entry: 'src/entries/home.tsx', title: 'T', description: 'D', html: '<p>x</p>' };
    const result = prerender(out, manifest, [
      { ...page, file: 'index.html' },
      { ...page, file: 'deep/page/index.html' },
    ]);
    expect(readFileSync(join(out, 'deep/page/index.html'), 'utf8')).toContain(
      '<style>main{display:block}</style>',
    );
    expect(result.styleHashes).toEqual([sha256('main{display:block}')]);
    expect(existsSync(join(out, 'assets/hydrate-1.css'))).toBe(false);
    expect(existsSync(join(out, 'assets/chart-1.css'))).toBe(true);
  });
});

describe('lazyChunkCss', () => {
  it('keeps the CSS of the chunks a lazy chunk imports, which Vite links when it loads', () => {
    const withShared: Manifest = {
      ...manifest,
      'src/sections/chart.tsx': { file: 'assets/chart-1.js', imports: ['_hydrate.js'] },
    };
    expect([...lazyChunkCss(withShared)]).toEqual(['assets/hydrate-1.css']);
    expect([...lazyChunkCss(manifest)]).toEqual(['assets/chart-1.css']);
  });
});
