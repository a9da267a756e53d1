import { expect, test } from './fixtures.ts';

// The inline loader in a real browser whose paint timing fails in the two ways the loader guards against:
// 'paint' missing from PerformanceObserver.supportedEntryTypes, and an observer that accepts the type but
// never reports a paint. Either way the page's entry script is fetched, once, after the load event.
// (scripts/build/prerender/loader.test.ts covers every path of the script itself.)

const breakages = {
  'paint timing is not supported': () => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['navigation'] });
  },
  'no paint is ever reported': () => {
    PerformanceObserver.prototype.observe = () => {};
  },
};

for (const [name, breakage] of Object.entries(breakages)) {
  test(`the page loads its scripts when ${name}`, async ({ page }) => {
    await page.addInitScript(breakage);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect.poll(() => scripts.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const entry = scripts[0] ?? '';
    // Hydrated (React adds the top bar): every trigger of the loader has fired by then, the load event's timer
    // included, so a second fetch of the entry would have been requested.
    await expect(page.locator('body > #root > header')).toBeAttached({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path === entry)).toHaveLength(1);
  });
}
