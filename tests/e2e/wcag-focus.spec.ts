import { expect, test } from './fixtures.ts';
import { pagesOfEachLayout } from './support/pages.ts';
import { focusAtRest, focusIndicatorShortfall, focusObscured, press } from './support/wcag-checks.ts';

// WCAG 2.4.11 (focus not obscured) and 2.4.7 / 1.4.11 (a visible focus indicator of at least 3:1): every
// focus stop of every page, reached with the keyboard as a visitor would, forwards and backwards.

/** The windows walked; `largeText` sets the browser's default font size to 200 % (a 32 px root), as a visitor does. */
const SIZES = [
  { width: 320, height: 640 },
  { width: 360, height: 640 },
  { width: 640, height: 360 },
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 360, height: 640, largeText: true },
  { width: 640, height: 360, largeText: true },
];

for (const sitePage of pagesOfEachLayout()) {
  for (const { largeText = false, ...size } of SIZES) {
    test(`${sitePage.name}: every focus stop stays in view, forwards and backwards, ${size.width}×${size.height}${largeText ? ', 200 % text' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      if (largeText) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Page.enable');
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      }
      await page.goto(sitePage.path);
      if (largeText)
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      await page.waitForLoadState('networkidle');
      const stops: string[] = [];
      for (let stop = await press(page, 'Tab'); stop && stops.length < 300; stop = await press(page, 'Tab')) {
        stops.push(stop);
        await focusAtRest(page);
        await expect.poll(() => focusObscured(page), { message: `Tab to ${stop}` }).toBe('');
      }
      // The not-found page has three (skip link, home link, footer logo); the others many more.
      expect(stops.length).toBeGreaterThan(2);
      // From the end back to the start.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      let back = 0;
      for (
        let stop = await press(page, 'Shift+Tab');
        stop && back < 300;
        stop = await press(page, 'Shift+Tab')
      ) {
        back++;
        await focusAtRest(page);
        await expect.poll(() => focusObscured(page), { message: `Shift+Tab to ${stop}` }).toBe('');
      }
      // The top bar's links join the order while the bar shows, so the two walks need not be equally long.
      expect(back).toBeGreaterThan(2);
    });
  }
}

for (const sitePage of pagesOfEachLayout()) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      test(`${sitePage.name}: each focus indicator differs from the unfocused state by 3:1 over 2 px around it, ${colorScheme}, ${width} px`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.goto(sitePage.path);
        await page.waitForLoadState('networkidle');
        await page.mouse.move(0, 0);
        const problems: string[] = [];
        let count = 0;
        for (let stop = await press(page, 'Tab'); stop && count < 300; stop = await press(page, 'Tab')) {
          count++;
          await focusAtRest(page);
          await expect.poll(() => focusObscured(page)).toBe('');
          const problem = await focusIndicatorShortfall(page, stop);
          if (problem) problems.push(problem);
        }
        expect(count).toBeGreaterThan(2);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
}
