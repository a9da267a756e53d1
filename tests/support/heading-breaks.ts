// Where a heading breaks a word: checked in every browser engine (tests/engines/checks.ts), whose own
// hyphenation would differ, and in the Playwright suite's Chromium (tests/e2e/layout.spec.ts).

/**
 * In the page: every place where a heading (h1-h3, and the privacy table of contents, which repeats the
 * topic titles) breaks a line inside a word other than at a soft hyphen or after a hyphen, and every such
 * element whose `hyphens` is not `manual` (an engine's own hyphenation would differ from the others').
 */
export function headingBreaks(): string[] {
  const found: string[] = [];
  const elements = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, nav a[href^="#"]')].filter(
    (el) => el.getClientRects().length > 0,
  );
  for (const el of elements) {
    const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`;
    const style = getComputedStyle(el) as CSSStyleDeclaration & { webkitHyphens?: string };
    const hyphens = style.hyphens || style.webkitHyphens;
    if (hyphens !== 'manual') found.push(`${label}: hyphens is ${hyphens}`);
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const chars: { node: Text; index: number; char: string }[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let index = 0; index < node.data.length; index++)
        chars.push({ node, index, char: node.data[index] ?? '' });
    }
    const text = chars.map((c) => c.char).join('');
    let previous: { rect: DOMRect; at: number } | null = null;
    const range = document.createRange();
    chars.forEach((c, at) => {
      if (/\s|\u00ad/.test(c.char)) return;
      range.setStart(c.node, c.index);
      range.setEnd(c.node, c.index + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return;
      if (previous && rect.top >= previous.rect.bottom - 2) {
        // A new line starts at this character: fine after a space, a soft hyphen or a hyphen.
        const between = text.slice(previous.at + 1, at);
        const before = text[previous.at] ?? '';
        if (!/[\s\u00ad]/.test(between) && !/[-\u2010\u2013/]/.test(before)) {
          const start = text.lastIndexOf(' ', previous.at) + 1;
          const end = text.indexOf(' ', at);
          const word = `${text.slice(start, previous.at + 1)}|${text.slice(at, end < 0 ? undefined : end)}`;
          found.push(`${label}: "${word.replace(/\u00ad/g, '')}" breaks without a soft hyphen`);
        }
      }
      previous = { rect, at };
    });
  }
  return found;
}
