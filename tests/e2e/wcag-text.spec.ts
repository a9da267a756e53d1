import { expect, test } from './fixtures.ts';
import { pagesOfEachLayout } from './support/pages.ts';
import { inEachView, type View, viewName } from './support/scroll-through.ts';
import { clippedText, markFilledShapes, shapesWithoutEdge, TEXT_SPACING_CSS } from './support/wcag-checks.ts';

// WCAG 1.4.4 (text at 200 %), 1.4.12 (text spacing) and forced colours (Windows contrast themes), on every page.
// Each setting is one load of the page, in the first window it is checked in, scrolled through; the other
// windows are shown on the loaded page (showAs), which ends as a first visit there would.

/** The widths the issue names, each in one colour scheme (both schemes are covered; the text is the same). */
const WINDOWS: View[] = [
  { width: 320, height: 640, colorScheme: 'light' },
  { width: 360, height: 640, colorScheme: 'dark' },
  { width: 640, height: 360, colorScheme: 'light' },
  { width: 1280, height: 720, colorScheme: 'dark' },
  { width: 1440, height: 900, colorScheme: 'light' },
];
const WINDOW_NAMES = WINDOWS.map(
  ({ width, height, colorScheme }) => `${width}×${height} ${colorScheme}`,
).join(', ');

const FORCED_COLOURS_VIEWS: View[] = [
  { width: 360, height: 800, colorScheme: 'light' },
  { width: 1280, height: 800, colorScheme: 'dark' },
];

for (const sitePage of pagesOfEachLayout()) {
  test(`${sitePage.name}: at a 200 % default font size, ${WINDOW_NAMES}: the text grows, nothing is cut or scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    const problems = await inEachView(page, sitePage.path, WINDOWS, async () => [
      // The page follows the visitor's setting: a root of 32 px, body text at least as large.
      ...(await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement).fontSize;
        const body = parseFloat(getComputedStyle(document.body).fontSize);
        return [
          ...(root === '32px' ? [] : [`the root's font size is ${root}, not 32px`]),
          ...(body >= 32 ? [] : [`the body's font size is ${body}px, below 32px`]),
        ];
      })),
      ...(await clippedText(page)),
    ]);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`${sitePage.name}: with WCAG text spacing, ${WINDOW_NAMES}: nothing is cut or overlaps`, async ({
    newPage,
  }) => {
    test.setTimeout(90_000);
    // The spacing is a style sheet of the visitor's (a bookmarklet, an extension): not the page's CSP's business.
    const page = await newPage({ bypassCSP: true });
    const problems = await inEachView(
      page,
      sitePage.path,
      WINDOWS,
      () => clippedText(page),
      async () => {
        await page.addStyleTag({ content: TEXT_SPACING_CSS });
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.body).wordSpacing))
          .not.toBe('0px');
      },
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`${sitePage.name}: under forced colours, light at 360 px and dark at 1280 px: filled buttons, badges and marks keep an edge`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const forcedColors = () => page.evaluate(() => matchMedia('(forced-colors: active)').matches);
    const problems = await inEachView(page, sitePage.path, FORCED_COLOURS_VIEWS, async (view) => {
      // Marked in this view's normal rendering (anew: the marks of an earlier view go).
      await page.evaluate(() => {
        for (const shape of document.querySelectorAll('[data-filled-shape]'))
          shape.removeAttribute('data-filled-shape');
      });
      expect(await markFilledShapes(page), viewName(view)).toBeGreaterThan(0);
      await page.emulateMedia({ forcedColors: 'active' });
      await expect.poll(forcedColors).toBe(true);
      const found = await shapesWithoutEdge(page);
      await page.emulateMedia({ forcedColors: 'none' });
      await expect.poll(forcedColors).toBe(false);
      return found;
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
