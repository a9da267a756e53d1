import puppeteer from 'puppeteer-core';
import type { EngineDriver } from './driver.ts';
import { puppeteerDriver } from './puppeteer-driver.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

// Debian's Firefox ESR over WebDriver BiDi. Puppeteer cannot emulate media features without CDP, so the
// dark scheme is a preference set at launch (0 = dark) for the whole session.
export async function launchFirefox(origin: string): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      'layout.css.prefers-color-scheme.content-override': 0,
      'intl.accept_languages': 'de-CH',
    },
  });
  return puppeteerDriver('firefox', browser, origin);
}
