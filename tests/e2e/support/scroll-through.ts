import type { Page } from '@playwright/test';
import { scrollTo } from '../fixtures';

/**
 * Scrolls from the top to the end of the page in steps of most of a window height, so that everything that
 * waits to become visible (a lazily loaded chart, counters) has started, then waits until the page's text
 * has stopped changing (counters ran, the chart loaded).
 */
export async function scrollThrough(page: Page) {
  await page.waitForLoadState('networkidle');
  for (let step = 0; step < 80; step++) {
    const { y, end, height } = await page.evaluate(() => ({
      y: window.scrollY,
      end: document.documentElement.scrollHeight - window.innerHeight,
      height: window.innerHeight,
    }));
    if (y >= end - 1) break;
    await scrollTo(page, Math.min(end, y + Math.round(height * 0.8)));
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/** Waits until the text of the page has been the same for half a second (at most 8 s). */
export async function settled(page: Page) {
  const text = () => page.evaluate(() => document.body.textContent ?? '');
  let last = await text();
  for (let waited = 0; waited < 8000; waited += 500) {
    await page.waitForTimeout(500);
    const now = await text();
    if (now === last) return;
    last = now;
  }
}
