import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Opens a page in a context of its own (a first visit: empty cache), with the test's base URL and locale. */
export type NewPage = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * Every test collects the page's console errors, warnings and uncaught errors (hydration problems show here).
 * `newPage` opens more pages beside `page`, for checks that run side by side: each waits mostly for the page
 * (smooth scrolling, a count), so several at once take little longer than one. Closed after the test.
 */
export const test = base.extend<{ consoleProblems: string[]; newPage: NewPage }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
  newPage: async ({ browser, baseURL, locale }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({ baseURL, locale, ...options });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** Opens `path` and waits until the network is idle: what a visitor sees before scrolling. */
export async function openIdle(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Scrolls the window and waits until the page has had a frame to react. */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Resolves once the browser has told an IntersectionObserver where `selector` stands at the current scroll
 * position, and the page has had two more frames. Observers report in the order they were created, in the
 * same rendering step, so by then the page's own observers have heard the same and React has rendered what
 * they started: a state that has not started by then does not start at this position.
 */
export async function intersectionSeen(page: Page, selector: string) {
  await page.evaluate(
    (sel) =>
      new Promise<void>((done, fail) => {
        const element = document.querySelector(sel);
        if (!element) return fail(new Error(`intersectionSeen: no ${sel}`));
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => done()));
        });
        observer.observe(element);
      }),
    selector,
  );
}
