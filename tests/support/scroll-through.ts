/** Runs `fn(arg)` in the page and resolves with its result: Playwright's `page.evaluate`, the engines' `inPage`. */
export type InPage = <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => Promise<R>;

/** The longest a scroll step waits for its two frames. */
export const FRAME_WAIT_MS = 1_000;

/** How a scroll went: its steps, and the steps after which the page drew no two frames within FRAME_WAIT_MS. */
export interface Scrolled {
  steps: number;
  withoutFrames: number;
}

/**
 * Scrolls from the top to the end of the page in steps of most of a window height, letting the page have
 * two frames after each, so that everything waiting to become visible (a lazily loaded chart, counters) has
 * started. The same steps in every browser the tests drive.
 *
 * A step waits for its frames at most FRAME_WAIT_MS: full runs without it now and then stood in a step until
 * a 10 s bound or the test's timeout (a frame headless Chromium did not draw for a page that answered again
 * right after), and not once with it. The bound decides nothing: `settled()`
 * then waits for every state the scroll starts and names what is left. The steps without frames are counted,
 * so a run shows how often it happens.
 */
export async function scrollThrough(inPage: InPage): Promise<Scrolled> {
  const scrolled: Scrolled = { steps: 0, withoutFrames: 0 };
  // Room for a page of 300 windows (the privacy policy at 200 % text, 640×360, is about 200): a page that
  // keeps growing still ends the loop. One round trip a step: the page scrolls and answers after its frames.
  for (let step = 0; step < 400; step++) {
    const { atEnd, framed } = await inPage(
      (wait: number) =>
        new Promise<{ atEnd: boolean; framed: boolean }>((done) => {
          const end = document.documentElement.scrollHeight - window.innerHeight;
          if (window.scrollY >= end - 1) return done({ atEnd: true, framed: true });
          window.scrollTo({
            top: Math.min(end, window.scrollY + Math.round(window.innerHeight * 0.8)),
            behavior: 'instant',
          });
          const bound = setTimeout(() => done({ atEnd: false, framed: false }), wait);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(bound);
              done({ atEnd: false, framed: true });
            }),
          );
        }),
      FRAME_WAIT_MS,
    );
    if (atEnd) return scrolled;
    scrolled.steps++;
    if (!framed) scrolled.withoutFrames++;
  }
  throw new Error('scrollThrough: still not at the end of the page after 400 steps');
}

/**
 * What a visit has started and not yet finished: counters and shares not at their end, a lazily loaded
 * chart not loaded, a picture shown on the page still loading (a partner's logo, loaded lazily once scrolled
 * to), finite animations and transitions (a badge sliding in) still running. Runs in the page.
 */
export function unfinished(): string[] {
  return [
    ...[...document.images]
      .filter((img) => !img.complete && img.getClientRects().length > 0)
      .map((img) => `picture loading ${img.currentSrc || img.src}`),
    ...[...document.querySelectorAll<HTMLElement>('[data-counters],[data-share]')]
      .filter((el) => !Object.values(el.dataset).includes('done'))
      .map((el) => el.outerHTML.slice(0, 80)),
    ...[...document.querySelectorAll<HTMLElement>('[data-chart-state]')]
      .filter((el) => el.dataset.chartState !== 'loaded')
      .map((el) => `chart ${el.dataset.chartState}`),
    ...document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
      .map((a) => `running ${a.constructor.name} ${'animationName' in a ? a.animationName : ''}`),
  ];
}

/** Waits until `unfinished()` is empty; fails after `timeoutMs` with what was still unfinished. */
export async function settled(inPage: InPage, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await inPage(unfinished, undefined);
    if (left.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`not finished within ${timeoutMs} ms: ${JSON.stringify(left)}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}
