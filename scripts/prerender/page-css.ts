// Each page inlines only the CSS it can use. Tailwind writes one stylesheet for the whole site; inlined
// whole, it would put the privacy policy's prose rules on / and the charts' utilities on every page, and
// push the HTML past the ~14 KB of the first round trip (see README, Speed). This keeps a rule only when
// the page could match it: every class and element it requires occurs in the page's HTML or in the
// JavaScript the page may run (its entry, static imports and lazily loaded chunks, where classes that
// appear later are written). Then custom properties, @property rules and keyframes that nothing reads any
// more are dropped too. It errs on the side of keeping: a word that merely occurs keeps its rule.

interface StyleRule {
  kind: 'rule';
  selectors: string[];
  body: string;
}
interface BlockAtRule {
  kind: 'block';
  /** e.g. `@media (min-width:48rem)` */
  prelude: string;
  children: Node[];
}
/** `@property`, `@keyframes`, `@font-face`, `@layer a,b;`: kept or dropped whole. */
interface OpaqueAtRule {
  kind: 'opaque';
  text: string;
}
type Node = StyleRule | BlockAtRule | OpaqueAtRule;

/** At-rules whose block holds rules (the others are kept or dropped whole). */
const NESTING = /^@(media|supports|layer|container|scope|starting-style)\b/;

/** Index of the `}` closing the block opened at `open`, skipping strings. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
    else if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error('page-css: unbalanced braces');
}

/** Splits at commas outside parentheses, brackets and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") i = text.indexOf(c, i + 1);
    else if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function parse(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    if (/\s/.test(css[i] ?? '')) {
      i++;
      continue;
    }
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    const brace = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (css[i] === '@' && semicolon >= 0 && (brace < 0 || semicolon < brace)) {
      nodes.push({ kind: 'opaque', text: css.slice(i, semicolon + 1) });
      i = semicolon + 1;
      continue;
    }
    if (brace < 0) break;
    const end = closing(css, brace);
    const prelude = css.slice(i, brace).trim();
    const body = css.slice(brace + 1, end);
    if (prelude.startsWith('@')) {
      nodes.push(
        NESTING.test(prelude)
          ? { kind: 'block', prelude, children: parse(body) }
          : { kind: 'opaque', text: css.slice(i, end + 1) },
      );
    } else {
      nodes.push({ kind: 'rule', selectors: splitTopLevel(prelude, ','), body });
    }
    i = end + 1;
  }
  return nodes;
}

function print(nodes: Node[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'opaque') return node.text;
      if (node.kind === 'rule') return `${node.selectors.join(',')}{${node.body}}`;
      return `${node.prelude}{${print(node.children)}}`;
    })
    .join('');
}

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

function pruneRules(nodes: Node[], words: ReturnType<typeof pageWords>): Node[] {
  return nodes.flatMap((node): Node[] => {
    if (node.kind === 'rule') {
      const selectors = node.selectors.filter((s) => mayMatch(s, words));
      return selectors.length > 0 ? [{ ...node, selectors }] : [];
    }
    if (node.kind === 'block') {
      const children = pruneRules(node.children, words);
      // `@layer name{}` still fixes the order of the cascade layers: keep it even when empty.
      return children.length > 0 || node.prelude.startsWith('@layer') ? [{ ...node, children }] : [];
    }
    return [node];
  });
}

/** Drops declarations of custom properties nobody reads, @property rules and keyframes nobody uses. */
function pruneUnread(nodes: Node[], pageText: string): Node[] {
  let current = nodes;
  for (;;) {
    const css = print(current);
    const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    const used = (name: string) =>
      read.has(name) || new RegExp(`${name.replace(/[-]/g, '\\-')}(?![\\w-])`).test(pageText);
    const animated = (name: string) =>
      new RegExp(`(?:animation|animation-name|--animate-[\\w-]+):[^;}]*\\b${name}\\b`).test(css);
    const prune = (list: Node[]): Node[] =>
      list.flatMap((node): Node[] => {
        if (node.kind === 'opaque') {
          const property = /^@property\s+(--[\w-]+)/.exec(node.text)?.[1];
          if (property && !used(property)) return [];
          const keyframes = /^@keyframes\s+([\w-]+)/.exec(node.text)?.[1];
          if (keyframes && !animated(keyframes)) return [];
          return [node];
        }
        if (node.kind === 'block') {
          const children = prune(node.children);
          return children.length > 0 || node.prelude.startsWith('@layer') ? [{ ...node, children }] : [];
        }
        const declarations = splitTopLevel(node.body, ';').filter((d) => {
          const name = /^\s*(--[\w-]+)\s*:/.exec(d)?.[1];
          return d.trim() !== '' && (!name || used(name));
        });
        return declarations.length > 0 ? [{ ...node, body: declarations.join(';') }] : [];
      });
    const next = prune(current);
    if (print(next) === css) return next;
    current = next;
  }
}

/**
 * Tailwind gives each of its internal custom properties (`--tw-shadow`, …) its starting value twice: as an
 * `@property` rule (not inherited, with an initial value) and, for browsers without `@property`, by
 * setting it on every element inside `@layer properties{@supports (…){…}}`. Setting it on every element
 * does the same in every browser (no element inherits it; each starts from that value), so the page keeps
 * only that, for all browsers, and drops the `@property` rules it covers: about 300 B of gzip per page.
 */
function foldPropertyFallback(nodes: Node[]): Node[] {
  const layer = nodes.find(
    (node): node is BlockAtRule => node.kind === 'block' && node.prelude === '@layer properties',
  );
  const fallback = layer?.children.length === 1 ? layer.children[0] : undefined;
  if (!layer || fallback?.kind !== 'block' || !fallback.prelude.startsWith('@supports')) return nodes;
  const rules = fallback.children.filter((node): node is StyleRule => node.kind === 'rule');
  const declared = (name: string) =>
    rules.length > 0 &&
    rules.every((rule) => splitTopLevel(rule.body, ';').some((d) => d.trim().startsWith(`${name}:`)));
  return nodes.flatMap((node): Node[] => {
    if (node === layer) return [{ ...layer, children: fallback.children }];
    const property = node.kind === 'opaque' ? /^@property\s+(--[\w-]+)/.exec(node.text)?.[1] : undefined;
    return property && declared(property) ? [] : [node];
  });
}

/**
 * Tailwind's internal custom properties (`--tw-shadow`, `--tw-translate-y`, …: about 45 names used some 200
 * times on /) only ever meet each other inside the page's style, so the page calls them `--tw0`, `--tw1`, …:
 * about 130 B of gzip on /, whose HTML must arrive in the first round trip (README, Speed). A name that the
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
  return shortenTailwindProperties(
    print(foldPropertyFallback(pruneUnread(pruneRules(parse(css), words), pageText))),
    pageText,
  );
}
