import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';

// Each page inlines only the CSS it can use: Tailwind's whole stylesheet would push the HTML past the ~14 KB
// of the first round trip (docs/performance.md). PostCSS parses and prints it back, byte for byte where
// nothing is dropped. A rule stays when every class and element it requires occurs in the page's HTML or the
// JavaScript it may run (lazy chunks too: they write classes later); then what nothing reads goes.

type PageWords = ReturnType<typeof pageWords>;

/** At-rules whose block holds style rules; the others (`@property`, `@keyframes`, …) are kept or dropped whole. */
const NESTING = /^(media|supports|layer|container|scope|starting-style)$/;

/**
 * Calls `visit` on each style rule and non-nesting at-rule, then drops the nesting at-rules left empty
 * (`@layer name{}` stays: it fixes the order of the cascade layers).
 */
function prune(container: Container, visit: (node: Rule | AtRule) => void): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'rule' || (node.type === 'atrule' && !NESTING.test(node.name))) visit(node);
    else if (node.type === 'atrule') {
      prune(node, visit);
      if (node.nodes?.length === 0 && node.name !== 'layer') node.remove();
    }
  }
}

/**
 * What a selector may require of a page: class names (of the HTML's class attributes, and every word of its
 * scripts), elements (the HTML's tags and those its scripts render, React's `jsx("table", …)`), and whether
 * anything can enter the top layer (dialog, popover, fullscreen), the only elements with a `::backdrop`.
 */
export function pageWords(html: string[], scripts: string[] = []) {
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
    // A rendered popover prop, or a call; React's runtime alone only names the attribute.
    scripts.some((text) => /[{,]\s*popover:|\.(?:showModal|showPopover|requestFullscreen)\(/.test(text));
  return { words, tags, topLayer };
}

/** Pseudo-elements and -classes that only form fields have (Tailwind's preflight styles them). */
const FORM_FIELD_ONLY = /::?(?:-webkit-|-moz-ui-invalid|file-selector-button|placeholder)/;

const unescapeCss = (name: string) => name.replace(/\\(.)/g, '$1');
/** Whether `text` names the custom property `name` whole (`--tw-shadow` is not in `--tw-shadow-color`). */
const mentions = (text: string, name: string) => new RegExp(`${name}(?![\\w-])`).test(text);

/** Whether every class and element a selector requires (outside `:not(…)`, `:where(…)`, …) is in the page. */
export function mayMatch(selector: string, { words, tags, topLayer }: PageWords): boolean {
  // Attribute selectors and functional pseudo-classes go (innermost first); escaped brackets and
  // parentheses belong to class names (`grid-cols-[minmax(0,5fr)_1fr]`).
  let plain = selector.replace(/(?<!\\)\[(?:\\.|[^\]\\])*\]/g, '[]');
  const functional = /(?<!\\):[\w-]+\((?:\\.|[^()\\])*\)/g;
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(functional, '');
  }
  if (FORM_FIELD_ONLY.test(plain) && !tags.has('input') && !tags.has('textarea')) return false;
  if (plain.includes('::backdrop') && !topLayer) return false;
  for (const [, name = ''] of plain.matchAll(/\.((?:\\.|[\w-])+)/g))
    if (!words.has(unescapeCss(name))) return false;
  for (const [, tag = ''] of plain.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9-]*)/g))
    if (!tags.has(tag)) return false;
  return true;
}

/** Drops declarations of custom properties nobody reads, @property rules and keyframes nobody uses. */
function pruneUnread(root: Root, pageText: string): void {
  for (let css = root.toString(), before = ''; css !== before; before = css, css = root.toString()) {
    const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    const used = (name: string) => read.has(name) || mentions(pageText, name);
    const animated = (name: string) =>
      new RegExp(`(?:animation|animation-name|--animate-[\\w-]+):[^;}]*\\b${name}\\b`).test(css);
    prune(root, (node) => {
      if (node.type === 'rule') {
        node.each((d) => {
          if (d.type === 'decl' && d.prop.startsWith('--') && !used(d.prop)) d.remove();
        });
        if (node.nodes.length === 0) node.remove();
      } else if (node.name === 'property' && !used(node.params)) node.remove();
      else if (node.name === 'keyframes' && !animated(node.params)) node.remove();
    });
  }
}

/**
 * Tailwind starts each internal property (`--tw-shadow`, …) twice: by an `@property` rule and, for browsers
 * without it, by setting it on every element (`@layer properties{@supports (…){…}}`). The latter does the
 * same in every browser, so the page keeps only that: about 300 B of gzip per page.
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
 * Tailwind's internal properties (`--tw-shadow`, …: some 200 uses on /) only meet each other inside the
 * page's style, so they become `--tw0`, `--tw1`, …: about 130 B of gzip on /. A name the markup or a script
 * mentions keeps its name, and no short name is one the page already has.
 */
export function shortenTailwindProperties(css: string, pageText: string): string {
  const taken = (name: string) => mentions(css, name) || mentions(pageText, name);
  // Each name is decided once: the page text, scripts included, is some 300 KB.
  const names = new Map<string, string>();
  let next = 0;
  return css.replace(/--tw-[\w-]+/g, (name) => {
    if (!names.has(name)) {
      let short = name;
      if (!mentions(pageText, name))
        do short = `--tw${(next++).toString(36)}`;
        while (taken(short));
      names.set(name, short);
    }
    return names.get(name) as string;
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
  for (const node of root.nodes) node.raws.before = '';
  root.raws.after = '';
  prune(root, (node) => {
    if (node.type !== 'rule') return;
    const selectors = node.selectors.filter((s) => mayMatch(s, words));
    if (selectors.length === 0) {
      node.remove();
      return;
    }
    node.selectors = selectors;
    // A declaration that the same rule repeats later says nothing: Lightning CSS writes preflight's
    // `-webkit-text-decoration:inherit` four times.
    const later = new Set<string>();
    for (const decl of [...(node.nodes ?? [])].reverse())
      if (decl.type === 'decl') {
        const text = decl.toString();
        if (later.has(text)) decl.remove();
        else later.add(text);
      }
  });
  pruneUnread(root, pageText);
  foldPropertyFallback(root);
  return shortenTailwindProperties(root.toString(), pageText);
}

/**
 * What of a page pageCss reads: the stylesheet's class names, elements and custom properties the page has,
 * and whether it can open the top layer. Two pages alike in these get the same CSS.
 */
function cssInputs(css: string) {
  const root = postcss.parse(css);
  const classes = new Set<string>();
  const tags = new Set(['input', 'textarea']);
  root.walkRules((rule) => {
    for (const [, name = ''] of rule.selector.matchAll(/\.((?:\\.|[\w-])+)/g)) classes.add(unescapeCss(name));
    for (const [, tag = ''] of rule.selector.matchAll(/(?:^|[\s>+~,(])([a-z][a-z0-9-]*)/g)) tags.add(tag);
  });
  const properties = new Set(css.match(/--[\w-]+/g));
  return (html: string[], scripts: string[]) => {
    const { words, tags: pageTags, topLayer } = pageWords(html, scripts);
    const text = [...html, ...scripts].join('\n');
    // Tailwind's short names (--tw0, …) must not be taken by the page's own: every --tw name counts.
    const mentioned = new Set(text.match(/--[\w-]+/g));
    const has = (set: Set<string>) => (name: string) => set.has(name);
    return JSON.stringify([
      [...words].filter(has(classes)).sort(),
      [...pageTags].filter(has(tags)).sort(),
      topLayer,
      [...mentioned].filter((name) => properties.has(name) || name.startsWith('--tw')).sort(),
    ]);
  };
}

/**
 * pageCss for the pages of one build, each distinct use of the stylesheet worked out once: the
 * municipalities' pages use it alike, so a hundred campaigns cost a handful of runs, not two hundred (each
 * parses and prints the stylesheet).
 */
export function pageCssOf(css: string) {
  const key = cssInputs(css);
  const done = new Map<string, string>();
  return (html: string[], scripts: string[] = []): string => {
    const k = key(html, scripts);
    let style = done.get(k);
    if (style === undefined) {
      style = pageCss(css, html, scripts);
      done.set(k, style);
    }
    return style;
  };
}
