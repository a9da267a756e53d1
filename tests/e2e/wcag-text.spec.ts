import { expect, test } from './fixtures.ts';
import { pagesOfEachLayout } from './support/pages.ts';
import { scrollThrough } from './support/scroll-through.ts';
import { clippedText, markFilledShapes, shapesWithoutEdge, TEXT_SPACING_CSS } from './support/wcag-checks.ts';

// WCAG 1.4.4 (text at 200 %), 1.4.12 (text spacing) and forced colours (Windows contrast themes), on every page.

/** The widths the issue names, each in one colour scheme (both schemes are covered; the text is the same). */
const WIDTHS = [
  { width: 320, height: 640, colorScheme: 'light' },
  { width: 360, height: 640, colorScheme: 'dark' },
  { width: 640, height: 360, colorScheme: 'light' },
  { width: 1280, height: 720, colorScheme: 'dark' },
  { width: 1440, height: 900, colorScheme: 'light' },
] as const;

for (const sitePage of pagesOfEachLayout()) {
  for (const { width, height, colorScheme } of WIDTHS) {
    test(`${sitePage.name}: at a 200 % default font size, ${width}×${height}, ${colorScheme}: the text grows, nothing is cut or scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await page.goto(sitePage.path);
      // The page follows the visitor's setting: a root of 32 px, body text at least as large.
      const sizes = await page.evaluate(() => ({
        root: getComputedStyle(document.documentElement).fontSize,
        body: parseFloat(getComputedStyle(document.body).fontSize),
      }));
      expect(sizes.root).toBe('32px');
      expect(sizes.body).toBeGreaterThanOrEqual(32);
      await scrollThrough(page);
      const problems = await clippedText(page);
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test(`${sitePage.name}: with WCAG text spacing, ${width}×${height}, ${colorScheme}: nothing is cut or overlaps`, async ({
      browser,
    }) => {
      // The spacing is a style sheet of the visitor's (a bookmarklet, an extension): not the page's CSP's business.
      const context = await browser.newContext({ bypassCSP: true, colorScheme });
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(sitePage.path);
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).wordSpacing))
        .not.toBe('0px');
      await scrollThrough(page);
      const problems = await clippedText(page);
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  for (const [colorScheme, width] of [
    ['light', 360],
    ['dark', 1280],
  ] as const) {
    test(`${sitePage.name}: under forced colours, ${colorScheme}, ${width} px: filled buttons, badges and marks keep an edge`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.goto(sitePage.path);
      await scrollThrough(page);
      expect(await markFilledShapes(page)).toBeGreaterThan(0);
      await page.emulateMedia({ colorScheme, forcedColors: 'active' });
      await expect.poll(() => page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      const problems = await shapesWithoutEdge(page);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
