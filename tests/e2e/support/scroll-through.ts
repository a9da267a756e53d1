import type { Page } from '@playwright/test';
import {
  FRAME_WAIT_MS,
  type InPage,
  scrollThrough as scrollSteps,
  settled,
} from '../../support/scroll-through.ts';

/**
 * Waits until React has hydrated the page, then scrolls through the whole page
 * (tests/support/scroll-through.ts) and waits until what that started has finished: every counter and
 * share has counted up, the lazily loaded chart has loaded, every picture shown has loaded, and no finite
 * animation or transition (a badge sliding in) is still running. Scrolling before hydration would pass the
 * chart before its observer exists, and it would stay idle. Each wait is for a state the page shows, and
 * fails naming it: a wait for the network to fall quiet (`networkidle`) once ran into the test's timeout
 * on a page that had hydrated, loaded its chart and counted up, and said nothing of what it waited for.
 */
export async function scrollThrough(page: Page) {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        const taken = Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer$'));
        // Where a scroll starts something, React's first commit is what observes it; the top bar marks <html>
        // in that same commit (the not-found page has neither).
        const startsOnScroll = document.querySelector('[data-chart-state],[data-counters],[data-share]');
        return taken && (!startsOnScroll || document.documentElement.hasAttribute('data-top-bar'));
      },
      undefined,
      { polling: 100, timeout: 15_000 },
    )
    .catch((error: Error) => {
      throw new Error(`scrollThrough: React had not hydrated ${page.url()} within 15 s (${error.message})`);
    });
  const inPage: InPage = (fn, arg) => answered(page, page.evaluate(fn as (arg: unknown) => never, arg));
  const { steps, withoutFrames } = await scrollSteps(inPage);
  // Said in the run's output, so that how often a page drew no frames is on record; it fails nothing.
  if (withoutFrames > 0)
    process.stdout.write(
      `scrollThrough: ${page.url()} drew no two frames within ${FRAME_WAIT_MS} ms after ${withoutFrames} of ${steps} steps\n`,
    );
  await settled(inPage);
}

/**
 * `work`, or an error naming the page when it has not answered within 10 s. Every question scrollThrough
 * asks answers within a second (a scroll step waits at most that for its frames), so a page silent this
 * long is busy or hung, and the test fails saying so instead of running into its timeout silently.
 */
async function answered<T>(page: Page, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`scrollThrough: ${page.url()} did not answer within 10 s (busy or hung)`)),
      10_000,
    );
  });
  try {
    return await Promise.race([work, silent]);
  } finally {
    clearTimeout(timer);
  }
}
