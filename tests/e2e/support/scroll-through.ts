import { expect, type Page } from '@playwright/test';
import { scrollThrough as scrollSteps } from '../../support/scroll-through';

/**
 * Scrolls through the whole page (tests/support/scroll-through.ts), then waits until what that started has
 * finished: every counter and share has counted up, the lazily loaded chart has loaded, and no finite
 * animation or transition (a badge sliding in) is still running.
 */
export async function scrollThrough(page: Page) {
  await scrollSteps((fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg));
  await settled(page);
}

/** Waits for the end state of everything a visit starts; on timeout, says which elements were not there. */
export async function settled(page: Page) {
  const pending = () =>
    page.evaluate(() => [
      ...[...document.querySelectorAll('[data-counters],[data-share]')]
        .filter((el) => !Object.values((el as HTMLElement).dataset).includes('done'))
        .map((el) => el.outerHTML.slice(0, 80)),
      ...[...document.querySelectorAll<HTMLElement>('[data-chart-state]')]
        .filter((el) => el.dataset.chartState !== 'loaded')
        .map((el) => `chart ${el.dataset.chartState}`),
      ...document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
        .map((a) => `running ${a.constructor.name} ${(a as CSSAnimation).animationName ?? ''}`),
    ]);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(pending, { timeout: 10_000, message: 'what a visit starts has not finished' })
    .toEqual([]);
}
