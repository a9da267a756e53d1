import { expect, test } from './fixtures.ts';
import { builtPages } from './support/pages.ts';
import { inEachView, type View } from './support/scroll-through.ts';
import { clippedText } from './support/wcag-checks.ts';

// WCAG 2.2 AA beyond axe, for every page: links that open a new tab say so (3.2.5 / 2.4.4), text in
// another language is marked (3.1.2), no paragraph is empty, a badge's meaning is text (1.1.1 / 1.3.1), and
// the page reflows at 320 CSS px, also only 256 px high (1.4.10).

/**
 * The reflow's views: loaded 256 px high, where a section taller than its share of the window must still
 * start once it fills the window (the heat-pump chart once stayed idle there); then the other scheme, and
 * 640 px high.
 */
const REFLOW_VIEWS: View[] = [
  { width: 320, height: 256, colorScheme: 'light' },
  { width: 320, height: 256, colorScheme: 'dark' },
  { width: 320, height: 640, colorScheme: 'dark' },
  { width: 320, height: 640, colorScheme: 'light' },
];

// One load per page, at 320×256: the text is read before the counters run and after the page was scrolled
// through; the reflow is checked there and in the other views. Each text check is soft: a failure of one
// leaves the others, and the reflow, to report theirs.
for (const sitePage of builtPages()) {
  test(`${sitePage.name}: English text is marked with lang="en"; no empty paragraph, before the counters run or after; every badge says what it means in text; every link that opens a new tab says so in its description; reflows at 320×256 and 320×640, light and dark: no sideways scrolling, no text cut`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const emptyParagraphs = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('p')]
          .filter((p) => !p.textContent?.trim() && !p.closest('[hidden], noscript'))
          .map((p) => p.outerHTML.slice(0, 80)),
      );
    const beforeScrolling = async () => {
      const english = /Oops! Page not found|Loading chart data/;
      const unmarked = await page.evaluate(
        (source) =>
          [...document.querySelectorAll('body *')]
            .filter((el) =>
              [...el.childNodes].some(
                (n) => n.nodeType === 3 && new RegExp(source).test(n.textContent ?? ''),
              ),
            )
            .filter((el) => el.closest('[lang]')?.getAttribute('lang') !== 'en')
            .map((el) => el.outerHTML.slice(0, 80)),
        english.source,
      );
      expect.soft(unmarked, 'English text without lang="en"').toEqual([]);
      expect
        .soft(await page.locator('[data-counters="idle"]').count(), 'idle counters')
        .toBe(sitePage.municipality ? 1 : 0);
      expect.soft(await emptyParagraphs(), 'empty paragraphs before the counters run').toEqual([]);
    };
    const scrolledThrough = async () => {
      expect.soft(await emptyParagraphs(), 'empty paragraphs after scrolling through').toEqual([]);
      // A badge ("+100") is the figure; what it counts is the text read right after it, not a title.
      const badges = await page.locator('[data-shown]').evaluateAll((els) =>
        els.map((el) => ({
          title: el.getAttribute('title'),
          read: `${el.textContent} ${el.nextElementSibling?.textContent ?? ''}`.trim(),
          hiddenFromReaders: el.nextElementSibling?.closest('[aria-hidden="true"]') !== null,
        })),
      );
      if (sitePage.path === '/')
        expect.soft(badges, 'badges').toEqual([
          { title: null, read: '+100 Häuser', hiddenFromReaders: false },
          { title: null, read: '+32% mehr erneuerbar beheizte Häuser', hiddenFromReaders: false },
          { title: null, read: '\u2212100 Häuser', hiddenFromReaders: false },
        ]);
      // Another municipality's page: the same three badges with its own figures.
      else if (sitePage.municipality)
        expect.soft(badges, 'badges').toEqual([
          { title: null, read: expect.stringMatching(/^\+\d+ Häuser$/), hiddenFromReaders: false },
          {
            title: null,
            read: expect.stringMatching(/^\+\d+% mehr erneuerbar beheizte Häuser$/),
            hiddenFromReaders: false,
          },
          { title: null, read: expect.stringMatching(/^\u2212\d+ Häuser$/), hiddenFromReaders: false },
        ]);
      else expect.soft(badges, 'badges').toEqual([]);
      const links = page.locator('a[target="_blank"]');
      for (const link of await links.all())
        await expect.soft(link).toHaveAccessibleDescription('öffnet in neuem Tab');
    };
    const problems = await inEachView(
      page,
      sitePage.path,
      REFLOW_VIEWS,
      async (view) => {
        if (view === REFLOW_VIEWS[0]) await scrolledThrough();
        return clippedText(page);
      },
      beforeScrolling,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
