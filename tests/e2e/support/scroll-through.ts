import type { Page } from '@playwright/test';
import { type InPage, scrollThrough as scrollSteps, settled } from '../../support/scroll-through.ts';

/**
 * Waits until React has hydrated the page, then scrolls through the whole page
 * (tests/support/scroll-through.ts) and waits until what that started has finished: every counter and
 * share has counted up, the lazily loaded chart has loaded, and no finite animation or transition (a badge
 * sliding in) is still running. Scrolling before hydration would pass the chart before its observer exists,
 * and it would stay idle.
 */
export async function scrollThrough(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const taken = Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer$'));
    // Where a scroll starts something, React's first commit is what observes it; the top bar marks <html>
    // in that same commit (the not-found page has neither).
    const startsOnScroll = document.querySelector('[data-chart-state],[data-counters],[data-share]');
    return taken && (!startsOnScroll || document.documentElement.hasAttribute('data-top-bar'));
  });
  const inPage: InPage = (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg);
  await scrollSteps(inPage);
  await page.waitForLoadState('networkidle');
  await settled(inPage);
}
