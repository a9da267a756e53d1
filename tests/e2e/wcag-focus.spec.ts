import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pagesOfEachLayout } from './support/pages.ts';
import { DESCRIBE, focusAtRest, focusObscured } from './support/wcag-checks.ts';

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

/**
 * How many pixels of two screenshots of the same area differ by a contrast of 3:1 or more (WCAG 2's relative
 * luminance), and the strongest change. Runs in the page under test, which decodes PNGs: a second page for it
 * would send this one to the background, where every screenshot waits a second for a frame.
 */
function strongPixels([focused, unfocused]: [string, string]) {
  const lum = (r: number, g: number, b: number) => {
    const c = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  const pixels = async (b64: string) => {
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const ctx = new OffscreenCanvas(img.width, img.height).getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(0, 0, img.width, img.height).data;
  };
  return Promise.all([pixels(focused), pixels(unfocused)]).then(([a, b]) => {
    let strong = 0;
    let best = 1;
    for (let i = 0; i < a.length; i += 4) {
      const la = lum(a[i] ?? 0, a[i + 1] ?? 0, a[i + 2] ?? 0);
      const lb = lum(b[i] ?? 0, b[i + 1] ?? 0, b[i + 2] ?? 0);
      const ratio = (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
      if (ratio >= 3) strong++;
      best = Math.max(best, ratio);
    }
    return { strong, best };
  });
}

/**
 * A screenshot of the area around an element in its final state: a transition still running (focus rings
 * fade in over 150 ms, also under reduced motion, as they change colour and do not move) is brought to its
 * end by Playwright, where the indicator's contrast is judged.
 */
const settledShot = (page: Page, clip: { x: number; y: number; width: number; height: number }) =>
  // No text field on these pages, so no caret to hide (hiding it restyles the page before every shot).
  page.screenshot({ clip, animations: 'disabled', caret: 'initial' });

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
          const focused = await settledShot(page, clip);
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            (window as unknown as { lastFocus: HTMLElement }).lastFocus = el;
            el.blur();
          });
          const unfocused = await settledShot(page, clip);
          await page.evaluate(() => (window as unknown as { lastFocus: HTMLElement }).lastFocus.focus());
          const { strong, best } = await page.evaluate(strongPixels, [
            focused.toString('base64'),
            unfocused.toString('base64'),
          ] as [string, string]);
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
