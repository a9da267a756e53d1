import { describe, expect, it } from 'vitest';
import { mayMatch, pageCss, pageCssOf, pageWords, shortenTailwindProperties } from './page-css.ts';

describe('mayMatch', () => {
  const words = pageWords([
    '<div class="md:hidden aspect-[8/7] grid-cols-[minmax(0,5fr)_1fr]"><a href="/">x</a></div>',
  ]);
  it('keeps a selector whose classes and elements all occur in the page', () => {
    expect(mayMatch('.md\\:hidden', words)).toBe(true);
    expect(mayMatch('.aspect-\\[8\\/7\\]', words)).toBe(true);
    expect(mayMatch('.grid-cols-\\[minmax\\(0\\,5fr\\)_1fr\\]', words)).toBe(true);
    expect(mayMatch('a:hover .md\\:hidden', words)).toBe(true);
    expect(mayMatch('[data-top-bar=visible]', words)).toBe(true);
  });
  it('drops a selector that needs a class or an element the page lacks', () => {
    expect(mayMatch('.legal-prose h3', words)).toBe(false);
    expect(mayMatch('div table', words)).toBe(false);
    expect(mayMatch('input', words)).toBe(false);
    expect(mayMatch('::-webkit-datetime-edit', words)).toBe(false);
    expect(mayMatch('::placeholder', pageWords(['<input>']))).toBe(true);
    // A word of a script is no element unless the script renders it.
    expect(mayMatch('table', pageWords([], ['"table"']))).toBe(false);
    expect(mayMatch('table', pageWords([], ['(0,g.jsx)(`table`,{})']))).toBe(true);
  });
  it("takes the HTML's class names from its class attributes, not from other words", () => {
    const svg = pageWords(['<svg><g transform="translate(4 2)" class="glyph"><text>hidden</text></g></svg>']);
    expect(mayMatch('.glyph', svg)).toBe(true);
    expect(mayMatch('.transform', svg)).toBe(false);
    expect(mayMatch('.hidden', svg)).toBe(false);
  });
  it('keeps ::backdrop only where something can enter the top layer', () => {
    expect(mayMatch('::backdrop', words)).toBe(false);
    expect(mayMatch('::backdrop', pageWords(['<dialog>x</dialog>']))).toBe(true);
    expect(mayMatch('::backdrop', pageWords(['<div popover="auto">x</div>']))).toBe(true);
    expect(mayMatch('::backdrop', pageWords([], ['e.requestFullscreen()']))).toBe(true);
    expect(mayMatch('::backdrop', pageWords([], ['jsx("div",{popover:"auto"})']))).toBe(true);
    // React's runtime names the attribute; that alone puts nothing in the top layer.
    expect(mayMatch('::backdrop', pageWords([], ['case`popover`:Q(`toggle`,e)']))).toBe(false);
  });
  it('does not follow functional pseudo-classes: a class inside :not() keeps its rule', () => {
    expect(mayMatch('.md\\:hidden:not(.absent)', words)).toBe(true);
  });
});

describe('pageCss', () => {
  const css = [
    '@layer theme,base,utilities;',
    '@layer theme{:root{--color-brand:var(--brand);--color-unused:red;--text-xl:1.25rem}}',
    '@layer base{a,input,select{color:inherit}}',
    '@layer utilities{.text-brand{color:var(--color-brand)}.text-xl{font-size:var(--text-xl)}',
    '@media (min-width:48rem){.md\\:block{display:block}}.animate-spin{animation:var(--animate-spin)}}',
    '@property --tw-shadow{syntax:"*";inherits:false}',
    '@keyframes spin{to{transform:rotate(360deg)}}',
    ':root{--brand:#1f6b3a;--chart-1:#000}',
  ].join('');

  it('keeps only the rules, custom properties and keyframes the page can use', () => {
    const html = '<a class="text-brand" href="#">x</a><svg><path stroke="var(--chart-1)"/></svg>';
    expect(pageCss(css, [html])).toBe(
      [
        '@layer theme,base,utilities;',
        '@layer theme{:root{--color-brand:var(--brand)}}',
        '@layer base{a{color:inherit}}',
        '@layer utilities{.text-brand{color:var(--color-brand)}}',
        ':root{--brand:#1f6b3a;--chart-1:#000}',
      ].join(''),
    );
  });

  it('writes a declaration its rule repeats only once, where the last one stands', () => {
    const css =
      'a{-webkit-text-decoration:inherit;color:red;-webkit-text-decoration:inherit;text-decoration:inherit}';
    expect(pageCss(css, ['<a>x</a>'])).toBe(
      'a{color:red;-webkit-text-decoration:inherit;text-decoration:inherit}',
    );
  });

  it('keeps what a script of the page writes later', () => {
    const out = pageCss(css, ['<a class="text-brand">x</a>'], ['jsx("div",{className:"md:block text-xl"})']);
    expect(out).toContain('@media (min-width:48rem){.md\\:block{display:block}}');
    expect(out).toContain('.text-xl{font-size:var(--text-xl)}');
    expect(out).toContain('--text-xl:1.25rem');
    expect(out).not.toContain('@keyframes');
    expect(out).not.toContain('@property');
  });

  it('keeps the Tailwind fallback for its internal properties, for every browser, instead of @property (its ::backdrop part only for a page with a top layer)', () => {
    const tailwind = [
      '@layer properties{@supports ((-webkit-hyphens:none)){*,:before,:after{--tw-shadow:0 0 #0000}',
      '::backdrop{--tw-shadow:0 0 #0000}}}',
      '@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --own{syntax:"<length>";inherits:false;initial-value:0px}',
    ].join('');
    expect(pageCss(tailwind, ['<p class="shadow" style="width:var(--own)">x</p>'])).toBe(
      [
        '@layer properties{*,:before,:after{--tw0:0 0 #0000}}',
        '@layer utilities{.shadow{box-shadow:var(--tw0)}}',
        '@property --own{syntax:"<length>";inherits:false;initial-value:0px}',
      ].join(''),
    );
  });
});

describe('shortenTailwindProperties', () => {
  const css =
    '*{--tw-shadow:0 0 #0000;--tw-shadow-color:initial}.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0000);box-shadow:var(--tw-shadow)}';

  it("gives each of Tailwind's internal properties a short name of its own, the same wherever it occurs", () => {
    expect(shortenTailwindProperties(css, '<p class="shadow">x</p>')).toBe(
      '*{--tw0:0 0 #0000;--tw1:initial}.shadow{--tw0:0 1px var(--tw1,#0000);box-shadow:var(--tw0)}',
    );
  });

  it('keeps a name the markup or a script mentions, and takes no short name the page already has', () => {
    const page = '<p class="shadow [--tw-shadow-color:red]" style="--tw0:1">x</p>';
    expect(shortenTailwindProperties(css, page)).toBe(
      '*{--tw1:0 0 #0000;--tw-shadow-color:initial}.shadow{--tw1:0 1px var(--tw-shadow-color,#0000);box-shadow:var(--tw1)}',
    );
  });
});

describe('pageCssOf', () => {
  const css =
    '.a{color:red}.b{color:blue}.c .d{--tw-x:1;color:var(--tw-x)}table{border:0}@property --tw-x{syntax:"*"}';
  const page = (classes: string, more = '') => [`<div class="${classes}">${more}</div>`];

  it('gives every page what pageCss gives it, and pages alike in what the stylesheet reads the same', () => {
    const cached = pageCssOf(css);
    for (const html of [page('a'), page('a b'), page('c d'), page('a', '<table></table>'), page('a x y z')])
      expect(cached(html)).toBe(pageCss(css, html));
    // Words the stylesheet does not read make no other style: the same text.
    expect(cached(page('a other words'))).toBe(cached(page('a')));
    expect(cached(page('a', '<span style="--tw-x:2">x</span>'))).toBe(
      pageCss(css, page('a', '<span style="--tw-x:2">x</span>')),
    );
    expect(cached(page('c d'), ['"b"'])).toBe(pageCss(css, page('c d'), ['"b"']));
  });
});
