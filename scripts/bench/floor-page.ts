import { documentStart } from '../build/prerender/document.ts';

// The floor of `npm run bench`: a bare page of the hero's text alone, the fastest a page with that text can
// paint on this machine. Lighthouse's timings follow the CPU, so the pages are read against it.

/** The floor page for a built home page: its h1 and the paragraph after it, as text, nothing else. */
export function floorPage(homeHtml: string): string {
  const hero = /<h1\b[^>]*>([\s\S]*?)<\/h1>[\s\S]*?<p\b[^>]*>([\s\S]*?)<\/p>/.exec(homeHtml);
  if (!hero) throw new Error('bench: the home page has no h1 with a paragraph after it');
  const [heading, paragraph] = hero.slice(1).map((html) => html.replace(/<[^>]*>/g, ''));
  return [
    ...documentStart('Floor: the hero text alone'),
    // An icon inside the page, as the site's: no request for /favicon.ico.
    '<link rel="icon" href="data:,">',
    '</head>',
    `<body><h1>${heading}</h1><p>${paragraph}</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
