import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { builtPages } from './support/pages.ts';
import { scrollThrough } from './support/scroll-through.ts';

// Without JavaScript every page shows its full text and figures: the prerendered HTML is compared with the
// same page hydrated, scrolled through and settled (lazy chart loaded, counters at their end; reduced
// motion, so they get there at once). Compared are the headings, the text blocks (numbers masked, since a
// counter may start at today's value), and the figures: every number the hydrated page shows must be
// somewhere in the page without JavaScript (as text, in a table or an accessible label).
// Live status regions (role="status", aria-live), such as a "loading" message, exist only with JavaScript.

interface PageText {
  headings: string[];
  blocks: string[];
  text: string;
  /** The text without what is hidden from assistive technology: where figures are counted. */
  accessibleText: string;
}

const readText = (page: Page): Promise<PageText> =>
  page.evaluate(() => {
    const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
    const live = (el: Element) => el.closest('[role="status"], [aria-live], [aria-busy="true"]') !== null;
    const blocks = [
      ...document.querySelectorAll('p, li, dt, dd, th, td, figcaption, caption, address, label'),
    ]
      .filter((el) => !live(el))
      .map((el) => clean(el.textContent))
      .filter(Boolean);
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      clean(h.textContent),
    );
    const labels = [...document.querySelectorAll('[aria-label], img[alt], svg title, svg desc')].map((el) =>
      clean(el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.textContent),
    );
    // Text nodes joined with spaces: textContent would run neighbouring table cells together ("0.950.75").
    // Text hidden from assistive technology (a chart's axis ticks, an animated numeral) only repeats what the
    // page says elsewhere (the chart's data table, the final figure), so it is not a figure of its own.
    const texts: string[] = [];
    const accessible: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const value = walker.currentNode.nodeValue ?? '';
      texts.push(value);
      // role="img" makes an SVG's own text presentational: its label (collected below) speaks for it.
      if (!walker.currentNode.parentElement?.closest('[aria-hidden="true"], [role="img"]'))
        accessible.push(value);
    }
    return {
      headings,
      blocks,
      text: `${clean(texts.join(' '))} ${labels.join(' ')}`,
      accessibleText: `${clean(accessible.join(' '))} ${labels.join(' ')}`,
    };
  });

const maskNumbers = (s: string) => s.replace(/[−+-]?\d[\d'’.,]*/g, '#');
const numbers = (s: string) => new Set(s.match(/\d+(?:['’]\d{3})*(?:\.\d+)?/g) ?? []);

for (const sitePage of builtPages()) {
  test(`${sitePage.name}: the same text and figures without JavaScript`, async ({ browser, baseURL }) => {
    const withJs = await browser.newPage({ baseURL, reducedMotion: 'reduce' });
    await withJs.goto(sitePage.path);
    await scrollThrough(withJs);
    const hydrated = await readText(withJs);
    await withJs.close();

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const withoutJs = await context.newPage();
    const response = await withoutJs.goto(sitePage.path);
    expect(response?.status()).toBe(sitePage.status);
    const static_ = await readText(withoutJs);
    await context.close();

    expect(hydrated.headings.length).toBeGreaterThan(0);
    expect(static_.headings).toEqual(hydrated.headings);
    // Compared without white space: the text nodes are joined with spaces, the blocks are not.
    const compact = (text: string) => maskNumbers(text.replace(/\s+/g, ''));
    const staticText = compact(static_.text);
    const missingBlocks = hydrated.blocks.filter((block) => !staticText.includes(compact(block)));
    expect(missingBlocks, 'text shown only with JavaScript').toEqual([]);
    const staticNumbers = numbers(static_.accessibleText);
    const missingNumbers = [...numbers(hydrated.accessibleText)].filter((n) => !staticNumbers.has(n));
    expect(missingNumbers, 'figures shown only with JavaScript').toEqual([]);
  });
}
