import { expect, test } from './fixtures.ts';
import { sitePages } from './support/pages.ts';
import { scrollThrough } from './support/scroll-through.ts';
import { clippedText } from './support/wcag-checks.ts';

// WCAG 2.2 AA beyond axe, for every page: links that open a new tab say so (3.2.5 / 2.4.4), text in
// another language is marked (3.1.2), and the page reflows at 320 CSS px, also only 256 px high (1.4.10).

for (const sitePage of sitePages()) {
  test(`${sitePage.name}: every link that opens a new tab says so in its description`, async ({ page }) => {
    await page.goto(sitePage.path);
    await scrollThrough(page);
    const links = page.locator('a[target="_blank"]');
    for (const link of await links.all())
      await expect(link).toHaveAccessibleDescription('öffnet in neuem Tab');
  });

  test(`${sitePage.name}: English text is marked with lang="en"`, async ({ page }) => {
    await page.goto(sitePage.path);
    const english = /Oops! Page not found|Loading chart data/;
    const unmarked = await page.evaluate(
      (source) =>
        [...document.querySelectorAll('body *')]
          .filter((el) =>
            [...el.childNodes].some((n) => n.nodeType === 3 && new RegExp(source).test(n.textContent ?? '')),
          )
          .filter((el) => el.closest('[lang]')?.getAttribute('lang') !== 'en')
          .map((el) => el.outerHTML.slice(0, 80)),
      english.source,
    );
    expect(unmarked).toEqual([]);
  });

  for (const size of [
    { width: 320, height: 640 },
    { width: 320, height: 256 },
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${sitePage.name}: reflows at ${size.width}×${size.height}, ${colorScheme}: no sideways scrolling, no text cut`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme });
        await page.goto(sitePage.path);
        await scrollThrough(page);
        const problems = await clippedText(page);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
}
