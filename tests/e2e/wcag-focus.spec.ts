import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pagesOfEachLayout } from './support/pages.ts';
import { DESCRIBE, focusObscured } from './support/wcag-checks.ts';

// WCAG 2.4.11 (focus not obscured) and 2.4.7 / 1.4.11 (a visible focus indicator of at least 3:1): every
// focus stop of every page, reached with the keyboard as a visitor would, forwards and backwards.

/** Presses a key and answers the element it focused ('' when the focus left the page). */
async function press(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  return page.evaluate((describe) => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    return (new Function(`return ${describe}`)() as (e: Element) => string)(el);
  }, DESCRIBE);
}

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
        await expect.poll(() => focusObscured(page), { message: `Shift+Tab to ${stop}` }).toBe('');
      }
      // The top bar's links join the order while the bar shows, so the two walks need not be equally long.
      expect(back).toBeGreaterThan(2);
    });
  }
}

/** Relative luminance of an sRGB colour (WCAG 2). */
const CONTRAST_LAB = `
const lum = (r, g, b) => {
  const c = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
};
async function pixels(b64) {
  const img = await createImageBitmap(await (await fetch('data:image/png;base64,' + b64)).blob());
  const canvas = new OffscreenCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return ctx.getImageData(0, 0, img.width, img.height).data;
}
async function strongPixels(focused, unfocused) {
  const a = await pixels(focused);
  const b = await pixels(unfocused);
  let strong = 0;
  let best = 1;
  for (let i = 0; i < a.length; i += 4) {
    const la = lum(a[i], a[i + 1], a[i + 2]);
    const lb = lum(b[i], b[i + 1], b[i + 2]);
    const ratio = (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    if (ratio >= 3) strong++;
    best = Math.max(best, ratio);
  }
  return { strong, best };
}`;

/** A screenshot of the area around an element, taken once two in a row agree (transitions have ended). */
async function steadyShot(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  let last = await page.screenshot({ clip });
  for (let i = 0; i < 20; i++) {
    const now = await page.screenshot({ clip });
    if (now.equals(last)) return now;
    last = now;
  }
  return last;
}

for (const sitePage of pagesOfEachLayout()) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      test(`${sitePage.name}: each focus indicator differs from the unfocused state by 3:1 over 2 px around it, ${colorScheme}, ${width} px`, async ({
        page,
        context,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.goto(sitePage.path);
        await page.waitForLoadState('networkidle');
        await page.mouse.move(0, 0);
        const lab = await context.newPage();
        await lab.goto('about:blank');
        await lab.evaluate(`${CONTRAST_LAB}; window.strongPixels = strongPixels;`);
        const problems: string[] = [];
        let count = 0;
        for (let stop = await press(page, 'Tab'); stop && count < 300; stop = await press(page, 'Tab')) {
          count++;
          await expect.poll(() => focusObscured(page)).toBe('');
          const box = await page.evaluate(() => {
            const el = document.activeElement as Element;
            const r = el.getBoundingClientRect();
            // A link that wraps is one box per line: its perimeter is theirs, not its bounding box's.
            const perimeter = [...el.getClientRects()].reduce(
              (sum, line) => sum + Math.min(line.width, innerWidth) + Math.min(line.height, innerHeight),
              0,
            );
            return { x: r.x, y: r.y, width: r.width, height: r.height, perimeter };
          });
          const margin = 10;
          const x = Math.max(0, Math.floor(box.x - margin));
          const y = Math.max(0, Math.floor(box.y - margin));
          const clip = {
            x,
            y,
            width: Math.min(width, Math.ceil(box.x + box.width + margin)) - x,
            height: Math.min(800, Math.ceil(box.y + box.height + margin)) - y,
          };
          if (clip.width <= 0 || clip.height <= 0) continue;
          const focused = await steadyShot(page, clip);
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            (window as unknown as { lastFocus: HTMLElement }).lastFocus = el;
            el.blur();
          });
          const unfocused = await steadyShot(page, clip);
          await page.evaluate(() => (window as unknown as { lastFocus: HTMLElement }).lastFocus.focus());
          const { strong, best } = await lab.evaluate(
            ([f, u]) =>
              (
                window as unknown as {
                  strongPixels: (a: string, b: string) => Promise<{ strong: number; best: number }>;
                }
              ).strongPixels(f as string, u as string),
            [focused.toString('base64'), unfocused.toString('base64')],
          );
          // WCAG 2.4.13's minimum area: as large as a 2 CSS px thick perimeter of the unfocused element.
          const needed = Math.round(2 * 2 * box.perimeter);
          if (strong < needed)
            problems.push(
              `${stop}: ${strong} px changed by ≥ 3:1 (needs ${needed}); strongest change ${best.toFixed(2)}:1`,
            );
        }
        expect(count).toBeGreaterThan(2);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
}
