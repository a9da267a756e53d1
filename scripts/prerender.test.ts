import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  documentHtml,
  entryAssets,
  iconLinks,
  lazyChunkCss,
  loaderScript,
  type Manifest,
  prerender,
  robotsTxt,
  sha256,
  sitemapXml,
  withoutCssPreloads,
} from './prerender';

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
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
    // No script is fetched before the first paint: the only script is the inline loader, after the page.
    expect(html).not.toMatch(/<script[^>]+src=|<link rel="modulepreload"/);
    expect(html).toMatch(/<div id="root"><h1>Hi<\/h1><\/div>\n<script>function go\(\)/);
  });
  it('loads the entry and its imports only once the page has painted', () => {
    const code = loaderScript({ script: 'assets/a.js', preloads: ['assets/b.js', 'assets/c.js'], css: [] });
    const calls: string[] = [];
    let report: (entries: string[]) => void = () => {};
    let task: () => void = () => {};
    const run = new Function(
      'PerformanceObserver',
      'setTimeout',
      'addEventListener',
      'document',
      'importer',
      code.replace('import(', 'importer('),
    );
    run(
      class {
        constructor(callback: (list: unknown, observer: unknown) => void) {
          const observer = { disconnect: () => calls.push('disconnect') };
          report = (names) =>
            callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, observer);
        }
        observe(options: { type: string; buffered: boolean }) {
          calls.push(`observe ${options.type}`);
        }
      },
      (callback: () => void) => {
        task = callback;
      },
      () => calls.push('load listener'),
      {
        createElement: () => ({}),
        head: {
          appendChild: (link: { rel: string; href: string }) => calls.push(`${link.rel} ${link.href}`),
        },
      },
      (url: string) => calls.push(`import ${url}`),
    );
    report(['first-paint']);
    expect(calls).toEqual(['observe paint']);
    report(['first-contentful-paint']);
    task();
    expect(calls).toEqual([
      'observe paint',
      'disconnect',
      'modulepreload /assets/b.js',
      'modulepreload /assets/c.js',
      'import /assets/a.js',
    ]);
  });
  it('falls back to the load event where paint timing is missing', () => {
    const code = loaderScript({ script: 'assets/a.js', preloads: [], css: [] });
    const calls: string[] = [];
    new Function('PerformanceObserver', 'addEventListener', code)(undefined, (event: string) =>
      calls.push(event),
    );
    expect(calls).toEqual(['load']);
  });
  it('links the favicon set and places the page’s own head elements before the styles', () => {
    const html = documentHtml(
      {
        file: 'index.html',
        entry: '',
        title: 'T',
        description: 'D',
        html: '',
        head: '<link rel="canonical" href="x">',
      },
      { script: 'assets/a.js', preloads: [], css: [] },
      '',
      iconLinks('<svg>\n  <rect/>\n</svg>\n'),
    );
    // The SVG icon travels inside the page, so the browser fetches nothing for it while the page paints.
    expect(html).toContain(
      '<link rel="icon" href="data:image/svg+xml,%3Csvg%3E%20%3Crect%2F%3E%20%3C%2Fsvg%3E" type="image/svg+xml">',
    );
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('<style>'));
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('lists the given routes as absolute URLs', () => {
    const xml = sitemapXml('https://a.example/', ['/', '/privacy-policy']);
    expect(xml).toContain('<loc>https://a.example/</loc>');
    expect(xml).toContain('<loc>https://a.example/privacy-policy</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
  it('points crawlers at the sitemap', () => {
    expect(robotsTxt('https://a.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n',
    );
  });
});

describe('prerender', () => {
  const page = { entry: 'src/entries/home.tsx', title: 'T', description: 'D', html: '<p>x</p>' };
  // The chart chunk shares the entry's chunk (React, global styles) and has no CSS of its own.
  const shared: Manifest = {
    ...manifest,
    'src/sections/chart.tsx': { file: 'assets/chart-1.js', imports: ['_hydrate.js'] },
  };

  it('writes each page with its CSS inlined and removes the inlined CSS files', () => {
    const out = mkdtempSync(join(tmpdir(), '100in100-prerender-'));
    mkdirSync(join(out, 'assets'));
    writeFileSync(join(out, 'assets/hydrate-1.css'), 'main{display:block}\n');
    const result = prerender(out, shared, [
      { ...page, file: 'index.html' },
      { ...page, file: 'deep/page/index.html' },
    ]);
    expect(readFileSync(join(out, 'deep/page/index.html'), 'utf8')).toContain(
      '<style>main{display:block}</style>',
    );
    expect(result.styleHashes).toEqual([sha256('main{display:block}')]);
    const loader = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(join(out, 'index.html'), 'utf8'))?.[1];
    expect(result.scriptHashes).toEqual([sha256(loader ?? '')]);
    expect(existsSync(join(out, 'assets/hydrate-1.css'))).toBe(false);
  });

  it('refuses a lazily loaded chunk with styles of its own, which would go unstyled', () => {
    const out = mkdtempSync(join(tmpdir(), '100in100-prerender-'));
    mkdirSync(join(out, 'assets'));
    writeFileSync(join(out, 'assets/hydrate-1.css'), 'main{display:block}');
    writeFileSync(join(out, 'assets/chart-1.css'), 'svg{color:red}');
    expect(() => prerender(out, manifest, [{ ...page, file: 'index.html' }])).toThrow(
      /a lazily loaded chunk needs assets\/chart-1\.css, which no page inlines/,
    );
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
