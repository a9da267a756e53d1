/** Runs `fn(arg)` in the page and resolves with its result: Playwright's `page.evaluate`, the engines' `inPage`. */
export type InPage = <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => Promise<R>;

/**
 * Scrolls from the top to the end of the page in steps of most of a window height, letting the page have
 * two frames after each, so that everything waiting to become visible (a lazily loaded chart, counters) has
 * started. The same steps in every browser the tests drive.
 */
export async function scrollThrough(inPage: InPage): Promise<void> {
  for (let step = 0; step < 80; step++) {
    const { y, end, height } = await inPage(
      () => ({
        y: window.scrollY,
        end: document.documentElement.scrollHeight - window.innerHeight,
        height: window.innerHeight,
      }),
      undefined,
    );
    if (y >= end - 1) return;
    await inPage(
      (top: number) =>
        new Promise<void>((done) => {
          window.scrollTo({ top, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(() => done()));
        }),
      Math.min(end, y + Math.round(height * 0.8)),
    );
  }
  throw new Error('scrollThrough: still not at the end of the page after 80 steps');
}
