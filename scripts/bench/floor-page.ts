import { documentStart } from '../prerender/document.ts';

// The floor of `npm run bench` (../shared/QUALITY.md): a bare HTML page holding only the hero's text, the
// fastest a page with that text can paint on this machine. Lighthouse's simulated timings depend on the CPU
// they run on, so the bench measures it beside the pages in the same run: a page at the floor has nothing
// left to gain, and a budget the floor itself misses says more about the machine than about the page.

/** The text of the first element `tag` (after `from`) of `html`: tags dropped, entities as written. */
function textOf(html: string, tag: string, from = 0): { text: string; end: number } | null {
  const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(html.slice(from));
  if (!match) return null;
  return { text: (match[1] ?? '').replace(/<[^>]*>/g, ''), end: from + match.index + match[0].length };
}

/** The floor page for a built home page: its h1 and the paragraph after it, nothing else. */
export function floorPage(homeHtml: string): string {
  const heading = textOf(homeHtml, 'h1');
  const paragraph = heading && textOf(homeHtml, 'p', heading.end);
  if (!heading || !paragraph) throw new Error('bench: the home page has no h1 with a paragraph after it');
  return [
    ...documentStart('Floor: the hero text alone'),
    // An icon that travels inside the page, as the site's does: no request for /favicon.ico.
    '<link rel="icon" href="data:,">',
    '</head>',
    `<body><h1>${heading.text}</h1><p>${paragraph.text}</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
