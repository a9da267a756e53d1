import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/test/chromium.ts';
import type { EngineDriver } from './driver.ts';
import { puppeteerDriver } from './puppeteer-driver.ts';

// Debian's Chromium over CDP, with ENGINE=chromium: to see an engine's result beside Chromium's on the same
// code. Not in the default run: the Playwright suite (tests/e2e) runs a counterpart of every check in it.
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
