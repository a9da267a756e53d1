import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { manifest } from '../../../tests/support/test-manifest.ts';
import { sha256 } from './document.ts';
import { prerender } from './write-pages.ts';

describe('prerender', () => {
  const page = { entry: 'src/entries/home.tsx', title: 'T', description: 'D', html: '<main>x</main>' };
  /** A client build: the scripts of the test manifest, and the site's stylesheet. */
  const clientBuild = (css: string) => {
    const out = tempDir('100in100-prerender-');
    mkdirSync(join(out, 'assets'));
    for (const name of ['home', 'hydrate', 'react']) writeFileSync(join(out, `assets/${name}-1.js`), '');
    writeFileSync(join(out, 'assets/chart-1.js'), 'jsx("p",{className:"late"})');
    writeFileSync(join(out, 'assets/style-1.css'), css);
    return out;
  };

  it('writes each page with its CSS inlined and removes the stylesheet, which no page links', () => {
    const out = clientBuild('main{display:block}\n');
    const result = prerender(out, manifest, [
      { ...page, file: 'index.html' },
      { ...page, file: 'deep/page/index.html' },
    ]);
    expect(readFileSync(join(out, 'deep/page/index.html'), 'utf8')).toContain(
      '<style>main{display:block}</style>',
    );
    expect(result.styleHashes).toEqual([sha256('main{display:block}')]);
    const loader = /<script id="end">([\s\S]*?)<\/script>/.exec(
      readFileSync(join(out, 'index.html'), 'utf8'),
    )?.[1];
    expect(result.scriptHashes).toEqual([sha256(loader ?? '')]);
    expect(existsSync(join(out, 'assets/style-1.css'))).toBe(false);
  });

  it("allows the <style> elements of a page's markup by their hashes, and no other page's", () => {
    const out = clientBuild('main{display:block}');
    const chartStyle = '@container (min-aspect-ratio:7/5){svg{font-size:13px}}';
    const result = prerender(out, manifest, [
      { ...page, file: 'index.html', html: `<main><svg><style>${chartStyle}</style></svg></main>` },
      { ...page, file: 'other.html' },
    ]);
    expect(result.pageHashes['index.html']?.styleHashes).toEqual([
      sha256('main{display:block}'),
      sha256(chartStyle),
    ]);
    expect(result.pageHashes['other.html']?.styleHashes).toEqual([sha256('main{display:block}')]);
  });

  it('refuses a <style> in the markup whose text would change when parsed', () => {
    const out = clientBuild('main{display:block}');
    const html = '<main><svg><style>a::after{content:"&amp;"}</style></svg></main>';
    expect(() => prerender(out, manifest, [{ ...page, file: 'index.html', html }])).toThrow(
      /index\.html: a <style> in the page's markup holds "<" or "&"/,
    );
  });

  it('inlines the rules the HTML uses; what only its scripts render comes with the stylesheet, loaded before them', () => {
    const css = 'html,body{margin:0}main{display:block}.late{color:red}.legal-prose{margin:0}';
    const out = clientBuild(css);
    prerender(out, manifest, [{ ...page, file: 'index.html' }]);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<style>html,body{margin:0}main{display:block}</style>');
    expect(html).toContain(',["/assets/style-1.css"]);');
    expect(readFileSync(join(out, 'assets/style-1.css'), 'utf8')).toBe(css);
  });
});
