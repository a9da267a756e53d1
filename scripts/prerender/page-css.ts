import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';

// Each page inlines only the CSS it can use. Tailwind writes one stylesheet for the whole site; inlined
// whole, it would put the privacy policy's prose rules on / and the charts' utilities on every page, and
// push the HTML past the ~14 KB of the first round trip (docs/performance.md). PostCSS parses the
// stylesheet and prints it back, byte for byte where nothing is dropped. A rule stays only when the page
// could match it: every class and element it requires occurs in the page's HTML or in the JavaScript the
// page may run (its entry, static imports and lazily loaded chunks, where classes that appear later are
// written). Then custom properties, @property rules and keyframes that nothing reads go too. It errs on
// the side of keeping: a word that merely occurs keeps its rule.

type PageWords = ReturnType<typeof pageWords>;

/** At-rules whose block holds style rules (the others, `@property`, `@keyframes`, …, are kept or dropped whole). */
const NESTING = /^(media|supports|layer|container|scope|starting-style)$/;

/** Calls `visit` on each style rule and at-rule of `container`, outside the blocks of non-nesting at-rules. */
function eachNode(container: Container, visit: (node: Rule | AtRule) => void): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'rule') visit(node);
    else if (node.type === 'atrule') {
      if (NESTING.test(node.name)) eachNode(node, visit);
      visit(node);
    }
  }
}

/** Removes an at-rule block left empty; `@layer name{}` still fixes the order of the cascade layers. */
const dropIfEmpty = (node: Rule | AtRule) => {
  if (node.nodes?.length === 0 && !(node.type === 'atrule' && node.name === 'layer')) node.remove();
};

/**
 * What a selector may require of a page: its class names (those of its HTML's class attributes, and every
 * word of its scripts, which write classes later) and its elements (the tags of the HTML and those its
 * scripts render, React's `jsx("table", …)`, not every word of the React runtime: "input", "select", …);
 * and whether anything of it can enter the top layer (a dialog, a popover, an element made fullscreen),
 * the only elements with a `::backdrop`.
 */
export function pageWords(
  html: string[],
  scripts: string[] = [],
): { words: Set<string>; tags: Set<string>; topLayer: boolean } {
  const words = new Set<string>();
  const tags = new Set<string>();
  const add = (text: string) => {
    for (const word of text.split(/[\s"'`<>={}]+/)) if (word) words.add(word);
  };
  for (const text of html) for (const [, , names = ''] of text.matchAll(/\sclass=(["'])(.*?)\1/g)) add(names);
  for (const text of scripts) add(text);
  for (const text of html) for (const [, tag = ''] of text.matchAll(/<([a-z][\w-]*)/g)) tags.add(tag);
  for (const text of scripts)
    for (const [, tag = ''] of text.matchAll(/(?:jsxs?|jsxDEV|createElement)\)?\(["'`]([a-z][\w-]*)["'`]/g))
      tags.add(tag);
  const topLayer =
    tags.has('dialog') ||
    html.some((text) => /<[^>]+\spopover[\s=>]/.test(text)) ||
    // A popover prop of a rendered element, or a call that puts an element there (React's runtime only
    // knows the attribute's name).
    scripts.some((text) => /[{,]\s*popover:|\.(?:showModal|showPopover|requestFullscreen)\(/.test(text));
  return { words, tags, topLayer };
}

/** Pseudo-elements and -classes that only form fields have (Tailwind's preflight styles them). */
const FORM_FIELD_ONLY = /::?(?:-webkit-|-moz-ui-invalid|file-selector-button|placeholder)/;
/** The pseudo-element only of elements in the top layer (Tailwind's fallback for its properties sets it). */
const TOP_LAYER_ONLY = /::backdrop/;

const unescapeCss = (name: string) => name.replace(/\\(.)/g, '$1');

/**
 * Whether a selector could match an element of the page: every class and element name it requires (outside
 * functional pseudo-classes such as `:not(…)` or `:where(…)`, whose logic this does not follow) is a word of
 * the page.
 */
export function mayMatch(selector: string, { words, tags, topLayer }: ReturnType<typeof pageWords>): boolean {
  // Attribute selectors and functional pseudo-classes go (innermost first); escaped brackets and
  // parentheses belong to class names such as `grid-cols-[minmax(0,5fr)_1fr]` and stay.
  let plain = selector.replace(/(?<!\\)\[(?:\\.|[^\]\\])*\]/g, '[]');
  const functional = /(?<!\\):[\w-]+\((?:\\.|[^()\\])*\)/g;
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(functional, '');
  }
  if (FORM_FIELD_ONLY.test(plain) && !tags.has('input') && !tags.has('textarea')) return false;
  if (TOP_LAYER_ONLY.test(plain) && !topLayer) return false;
  for (const [, name = ''] of plain.matchAll(/\.((?:\\.|[\w-])+)/g))
    if (!words.has(unescapeCss(name))) return false;
  for (const [, tag = ''] of plain.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9-]*)/g))
    if (!tags.has(tag)) return false;
  return true;
}

function pruneRules(root: Root, words: PageWords): void {
  eachNode(root, (node) => {
    if (node.type === 'rule') {
      const selectors = node.selectors.filter((s) => mayMatch(s, words));
      if (selectors.length > 0) node.selectors = selectors;
      else node.remove();
    } else if (node.nodes && NESTING.test(node.name)) dropIfEmpty(node);
  });
}

/** Drops declarations of custom properties nobody reads, @property rules and keyframes nobody uses. */
function pruneUnread(root: Root, pageText: string): void {
  for (let css = root.toString(), before = ''; css !== before; before = css, css = root.toString()) {
    const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    const used = (name: string) =>
      read.has(name) || new RegExp(`${name.replace(/[-]/g, '\\-')}(?![\\w-])`).test(pageText);
    const animated = (name: string) =>
      new RegExp(`(?:animation|animation-name|--animate-[\\w-]+):[^;}]*\\b${name}\\b`).test(css);
    eachNode(root, (node) => {
      if (node.type === 'rule') {
        node.each((d) => {
          if (d.type === 'decl' && d.prop.startsWith('--') && !used(d.prop)) d.remove();
        });
        if (node.nodes.length === 0) node.remove();
      } else if (node.name === 'property' && !used(node.params)) node.remove();
      else if (node.name === 'keyframes' && !animated(node.params)) node.remove();
      else if (node.nodes && NESTING.test(node.name)) dropIfEmpty(node);
    });
  }
}

/**
 * Tailwind gives each of its internal custom properties (`--tw-shadow`, …) its starting value twice: as an
 * `@property` rule (not inherited, with an initial value) and, for browsers without `@property`, by
 * setting it on every element inside `@layer properties{@supports (…){…}}`. Setting it on every element
 * does the same in every browser (no element inherits it; each starts from that value), so the page keeps
 * only that, for all browsers, and drops the `@property` rules it covers: about 300 B of gzip per page.
 */
function foldPropertyFallback(root: Root): void {
  const layer = root.nodes.find(
    (node): node is AtRule => node.type === 'atrule' && node.name === 'layer' && node.params === 'properties',
  );
  const fallback = layer?.nodes?.length === 1 ? layer.nodes[0] : undefined;
  if (!layer || fallback?.type !== 'atrule' || fallback.name !== 'supports' || !fallback.nodes) return;
  const rules = fallback.nodes.filter((node): node is Rule => node.type === 'rule');
  const declared = (name: string) =>
    rules.length > 0 && rules.every((rule) => rule.some((d) => d.type === 'decl' && d.prop === name));
  fallback.replaceWith(fallback.nodes);
  for (const node of [...root.nodes])
    if (node.type === 'atrule' && node.name === 'property' && declared(node.params)) node.remove();
}

/**
 * Tailwind's internal custom properties (`--tw-shadow`, `--tw-translate-y`, …: about 45 names used some 200
 * times on /) only ever meet each other inside the page's style, so the page calls them `--tw0`, `--tw1`, …:
 * about 130 B of gzip on /, whose HTML must arrive in the first round trip (docs/performance.md). A name that the
 * markup or a script mentions (an arbitrary property in a class, an inline style) keeps its name, and no
 * short name is one the page already has.
 */
export function shortenTailwindProperties(css: string, pageText: string): string {
  // A whole name: `--tw-shadow` is not mentioned by `--tw-shadow-color`.
  const mentions = (text: string, name: string) => new RegExp(`${name}(?![\\w-])`).test(text);
  const taken = (name: string) => mentions(css, name) || mentions(pageText, name);
  // Each name is decided once (the page text, scripts included, is some 300 KB), then looked up.
  const names = new Map<string, string>();
  let next = 0;
  const fresh = () => {
    let short: string;
    do short = `--tw${(next++).toString(36)}`;
    while (taken(short));
    return short;
  };
  return css.replace(/--tw-[\w-]+/g, (name) => {
    let short = names.get(name);
    if (!short) {
      short = mentions(pageText, name) ? name : fresh();
      names.set(name, short);
    }
    return short;
  });
}

/** The part of `css` that a page with this HTML (document parts) and these scripts can use. */
export function pageCss(css: string, html: string[], scripts: string[] = []): string {
  const words = pageWords(html, scripts);
  const pageText = [...html, ...scripts].join('\n');
  const root = postcss.parse(css);
  // Comments (Tailwind's licence banner, Vite's markers) and the line breaks around them are for files.
  root.walkComments((comment) => {
    comment.remove();
  });
  root.each((node) => {
    node.raws.before = '';
  });
  root.raws.after = '';
  pruneRules(root, words);
  pruneUnread(root, pageText);
  foldPropertyFallback(root);
  return shortenTailwindProperties(root.toString(), pageText);
}
