import type { Browser, Page } from 'puppeteer-core';
import type { EngineDriver, Viewport } from './driver.ts';

// Chromium (CDP) and Firefox (WebDriver BiDi) are both driven by puppeteer-core: one page, reused. The
// engine reports errors itself (console messages and uncaught errors through its protocol), from the first
// script of every page on, so nothing needs to be injected.

export async function puppeteerDriver(
  name: string,
  browser: Browser,
  origin: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<EngineDriver> {
  const page: Page = await browser.newPage();
  await prepare?.(page);
  let problems: string[] = [];
  let lastStatus = 0;
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warn')
      problems.push(`${type === 'warn' ? 'warning' : 'error'}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${(error as Error).message ?? error}`));
  return {
    name,
    async open(path, viewport: Viewport) {
      const current = page.viewport();
      if (current?.width !== viewport.width || current?.height !== viewport.height)
        await page.setViewport(viewport);
      const response = await page.goto(new URL(path, origin).href, {
        waitUntil: 'domcontentloaded',
      });
      lastStatus = response?.status() ?? 0;
    },
    run: (body) => page.evaluate(`(async () => { ${body} })()`),
    status: async () => lastStatus,
    async takeProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png`, fullPage: true });
    },
    close: () => browser.close(),
  };
}
