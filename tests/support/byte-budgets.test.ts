import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS, describeMeasurement, gzipSize, measure, overBudget, pageAssets } from './byte-budgets.ts';
import { tempDir } from './temp-dir.ts';

/** A dist/ with an entry, a preload, a lazy chunk and a lazy stylesheet; `lazyBytes` of random data make the lazy chunk big. */
function fixture({ lazyBytes = 100 } = {}) {
  const dist = tempDir('100in100-budgets-');
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'privacy-policy'));
  const page = (script: string) =>
    `<!doctype html><html><head><style>body{color:red}</style><link rel="modulepreload" href="/assets/react.js"><script type="module" src="/assets/${script}"></script></head><body></body></html>`;
  writeFileSync(join(dist, 'index.html'), page('home.js'));
  writeFileSync(join(dist, 'privacy-policy', 'index.html'), page('privacy.js'));
  writeFileSync(join(dist, 'assets', 'home.js'), 'console.log("home")');
  writeFileSync(join(dist, 'assets', 'privacy.js'), 'console.log("privacy")');
  writeFileSync(join(dist, 'assets', 'react.js'), 'x'.repeat(1000));
  writeFileSync(join(dist, 'assets', 'chart.js'), randomBytes(lazyBytes).toString('base64'));
  writeFileSync(join(dist, 'assets', 'chart.css'), '.chart{fill:red}');
  return dist;
}

describe('pageAssets', () => {
  it('finds module scripts, modulepreloads, stylesheets, preloaded fonts and inline styles', () => {
    const assets = pageAssets(
      '<link rel="modulepreload" href="/a.js"><script type="module" src="/b.js"></script><script type="application/ld+json">{}</script>' +
        '<link rel="stylesheet" href="/c.css"><link rel="preload" as="font" href="/f.woff2" crossorigin><style>p{}</style>',
    );
    expect(assets).toEqual({
      scripts: ['/a.js', '/b.js'],
      stylesheets: ['/c.css'],
      fonts: ['/f.woff2'],
      inlineStyles: ['p{}'],
    });
  });
});

describe('measure', () => {
  it('counts a page’s entry and preloads as initial JS, and unreferenced chunks as lazy', () => {
    const dist = fixture();
    const results = measure(dist);
    const home = results.find((m) => m.what === 'initial JS of index.html');
    expect(home?.files).toEqual(['assets/react.js', 'assets/home.js']);
    expect(home?.size).toBe(gzipSize('x'.repeat(1000)) + gzipSize('console.log("home")'));
    const lazy = results.filter((m) => m.what.startsWith('lazily loaded chunk'));
    expect(lazy.map((m) => m.files)).toEqual([['assets/chart.js']]);
    const css = results.find((m) => m.what.startsWith('CSS of index.html'));
    expect(css?.size).toBe(gzipSize('body{color:red}') + gzipSize('.chart{fill:red}'));
    expect(overBudget(results)).toEqual([]);
  });

  it('measures a file by the copy the build wrote beside it, which servers send: Brotli for HTML, gzip else', () => {
    const dist = fixture();
    const html = () => measure(dist).filter((m) => m.what === 'HTML of index.html');
    expect(html().map((m) => [m.brotli ?? false, m.size])).toEqual([
      [true, brotliCompressSync(readFileSync(join(dist, 'index.html'))).length],
    ]);
    // A copy of 123 bytes stands for the page, whatever Brotli would make of it now.
    writeFileSync(join(dist, 'index.html.br'), Buffer.alloc(123));
    writeFileSync(join(dist, 'index.html.gz'), Buffer.alloc(456));
    expect(html().map((m) => m.size)).toEqual([123]);
  });

  it('holds the HTML as browsers receive it (Brotli) to 13 KB: the first round trip less 1 KB for real texts', () => {
    const dist = fixture();
    expect(BUDGETS.html).toBe(13 * 1024);
    writeFileSync(join(dist, 'index.html.br'), Buffer.alloc(BUDGETS.html));
    expect(overBudget(measure(dist))).toEqual([]);
    writeFileSync(join(dist, 'index.html.br'), Buffer.alloc(BUDGETS.html + 1));
    expect(overBudget(measure(dist))).toEqual([
      expect.stringMatching(/^OVER {2}HTML of index\.html: 13\.0 KB Brotli \(budget 13\.0 KB\)/),
    ]);
  });

  it('names the file, its size and its budget when a chunk is over', () => {
    const dist = fixture({ lazyBytes: 40 * 1024 });
    const results = measure(dist);
    expect(overBudget(results)).toEqual([
      expect.stringMatching(
        /^OVER {2}lazily loaded chunk assets\/chart\.js: 4\d\.\d KB gzip \(budget 30\.0 KB\) \(files: dist\/assets\/chart\.js\)$/,
      ),
    ]);
    expect(results.map(describeMeasurement).filter((line) => line.startsWith('ok'))).toHaveLength(
      results.length - 1,
    );
  });

  it('accepts no fonts at all, and refuses fonts over 80 KB together', () => {
    const dist = fixture();
    expect(measure(dist).find((m) => m.what.startsWith('self-hosted fonts'))?.size).toBe(0);
    writeFileSync(join(dist, 'assets', 'a.woff2'), randomBytes(BUDGETS.fonts + 1));
    expect(overBudget(measure(dist))).toEqual([
      expect.stringMatching(/^OVER {2}self-hosted fonts: 80\.0 KB gzip \(budget 80\.0 KB\)/),
    ]);
  });
});
