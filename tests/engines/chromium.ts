import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/test/chromium.ts';
import type { EngineDriver } from './driver.ts';
import { puppeteerDriver } from './puppeteer-driver.ts';

// Debian's Chromium over CDP. The Playwright suite (tests/e2e) covers Chromium in depth; it runs here too so
// that the cross-engine checks (hyphenation above all) compare all three engines with the same code.
export async function launchChromium(origin: string): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--lang=de-CH'],
  });
  // The session runs in the dark scheme, as the other engines are launched (see checks.ts).
  return puppeteerDriver('chromium', browser, origin, (page) =>
    page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]),
  );
}
