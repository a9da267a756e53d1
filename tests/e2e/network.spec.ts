import { expect, test } from './fixtures.ts';
import { builtPages } from './support/pages.ts';
import { scrollThrough, showAs } from './support/scroll-through.ts';

// Private and clean: while each page loads and is scrolled to its end, every request goes to the site
// itself (no font, analytics or image service elsewhere), no cookie is set, nothing is logged as an error
// or warning (the not-found page logs the path it was asked for, as the spec wants), and nothing is wider
// than a 320 px phone. One load per page, on a desktop (1280×720); then the same page on a 320 px phone
// (showAs: as a first visit there would end), whose requests and messages are judged too.

for (const sitePage of builtPages()) {
  test(`${sitePage.name}: requests only its own origin, sets no cookie, no console problem, at 1280 and 320 px; no horizontal scrolling at 320 px`, async ({
    page,
    context,
    consoleProblems,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const response = await page.goto(sitePage.path);
    expect(response?.status()).toBe(sitePage.status);
    expect(response?.headers()['set-cookie']).toBeUndefined();
    await scrollThrough(page);
    await showAs(page, { viewport: { width: 320, height: 640 } });
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter(
          (el) =>
            el.getBoundingClientRect().right > width + 1 ||
            (el.clientWidth > 1 &&
              el.scrollWidth > el.clientWidth + 1 &&
              getComputedStyle(el).overflowX === 'visible'),
        )
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`)
        .slice(-5);
      return { scrollWidth: document.documentElement.scrollWidth, width, wide };
    });
    expect(overflow.scrollWidth, `wider than the window: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(
      overflow.width,
    );
    const origin = new URL(baseURL ?? '').origin;
    expect(requests.length).toBeGreaterThan(1);
    const elsewhere = requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(consoleProblems).toEqual(
      sitePage.status === 404
        ? [
            'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
            `error: 404: Seite nicht gefunden: ${sitePage.path}`,
          ]
        : [],
    );
  });
}
