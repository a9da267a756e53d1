import type { Page, Response } from '@playwright/test';
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

/**
 * Shows the loaded page in another window size or colour scheme, then scrolls through it again from the top,
 * waiting as scrollThrough does: what the change starts (a picture of the new scheme or width, loaded lazily
 * once near the window) has finished. The page ends as a first visit in that window and scheme ends: the same
 * boxes, colours and markup, compared for every page at every width, height and scheme the checks use (the
 * one difference an empty `style=""` a chart's label keeps once shown again).
 */
export async function showAs(
  page: Page,
  { viewport, colorScheme }: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' },
) {
  if (viewport) await page.setViewportSize(viewport);
  if (colorScheme) await page.emulateMedia({ colorScheme });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await scrollThrough(page);
}

/** A window and colour scheme a page is checked in. */
export interface View {
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
}

export const viewName = ({ width, height, colorScheme }: View) => `${width}×${height}, ${colorScheme}`;

/**
 * Checks a page in several views on one load: loads `path` in the first view (`loaded` may act on it then,
 * before the scroll), scrolls through it, then shows each further view (showAs). Answers what `check` found in
 * each view, every line starting with the view's name.
 */
export async function inEachView(
  page: Page,
  path: string,
  views: readonly View[],
  check: (view: View) => Promise<string[]>,
  loaded?: (response: Response | null) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [i, view] of views.entries()) {
    const viewport = { width: view.width, height: view.height };
    if (i === 0) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: view.colorScheme });
      const response = await page.goto(path);
      await loaded?.(response);
      await scrollThrough(page);
    } else await showAs(page, { viewport, colorScheme: view.colorScheme });
    problems.push(...(await check(view)).map((problem) => `${viewName(view)}: ${problem}`));
  }
  return problems;
}
