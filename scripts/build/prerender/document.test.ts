import { describe, expect, it } from 'vitest';
import { documentHtml, iconLinks } from './document.ts';
import { loaderScript } from './loader.ts';

describe('documentHtml', () => {
  it('escapes the title and description and puts the page in #root', () => {
    const assets = { script: 'assets/a.js', preloads: ['assets/b.js'] };
    const html = documentHtml(
      { file: 'index.html', entry: '', title: 'A & <B>', description: 'say "hi"', html: '<h1>Hi</h1>' },
      assets,
      'body{color:red}',
    );
    expect(html).toContain('<html lang="de-CH">');
    expect(html).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(html).toContain('content="say &quot;hi&quot;"');
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
    // No script is fetched before the first paint: the only script is the inline loader, after the page.
    expect(html).not.toMatch(/<script[^>]+src=|<link rel="modulepreload"/);
    expect(html).toContain(
      `<div id="root"><h1>Hi</h1></div>\n<script id="end">${loaderScript(assets)}</script>`,
    );
    // The first paint waits for that script, the last element (rel=expect).
    expect(html).toContain(`<link rel="expect" href="#end" blocking="render">`);
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
      { script: 'assets/a.js', preloads: [] },
      '',
      iconLinks('<svg fill="#f00" role="img" aria-label="X">\n  <title>X</title>\n  <rect/>\n</svg>\n'),
    );
    // The SVG icon travels inside the page, so the browser fetches nothing for it while the page paints.
    expect(html).toContain(
      `<link rel="icon" href="data:image/svg+xml,<svg fill='%23f00'><rect/></svg>" type="image/svg+xml">`,
    );
    expect(html).toContain('<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">');
    // iOS finds /apple-touch-icon.png at the root by itself (tests/e2e/seo.spec.ts checks the file).
    expect(html).not.toContain('apple-touch-icon');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('<style>'));
  });
});
