import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CHECKS } from './checks.ts';
import { launchChromium } from './chromium.ts';
import { CannotCheck, type EngineDriver } from './driver.ts';
import { launchFirefox } from './firefox.ts';
import { type RunningSite, startSite } from './server.ts';
import { launchWebkit } from './webkit.ts';

// `npm run test:engines`: the checks of checks.ts in Firefox ESR and WebKitGTK, side by side (each engine
// runs its checks one after the other in its one page), against the site `npm start` serves.
// ENGINE=chromium (or firefox, webkit; comma-separated) runs those instead. Chromium is not in the default
// run: every check has its counterpart in the Playwright suite, which runs in that Chromium
// (docs/testing.md lists them).

const ENGINES: Record<string, (origin: string) => Promise<EngineDriver>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebkit,
};
const chosen = (process.env.ENGINE ?? 'firefox,webkit').split(',').map((name) => name.trim());
for (const name of chosen)
  if (!ENGINES[name]) throw new Error(`ENGINE=${name}: expected one of ${Object.keys(ENGINES).join(', ')}`);

const shots = resolve(import.meta.dirname, '..', '..', 'test-results', 'engines');

describe('the checks in each engine', { concurrency: chosen.length }, () => {
  let site: RunningSite;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  for (const name of chosen) {
    // The checks of one engine share its one page: one at a time.
    describe(name, { concurrency: false }, () => {
      let driver: EngineDriver;
      before(async () => {
        driver = await (ENGINES[name] as (typeof ENGINES)[string])(site.origin);
      });
      after(() => driver?.close());

      for (const check of CHECKS) {
        // A hung page fails its check instead of stopping the run.
        it(check.name, { timeout: 90_000 }, async (t) => {
          try {
            await check.run(driver);
          } catch (error) {
            if (error instanceof CannotCheck) {
              t.skip(`${name} cannot do this check: ${error.message}`);
              return;
            }
            // The page as it was when the check failed, for the report.
            mkdirSync(shots, { recursive: true });
            const file = join(shots, `${name}-${CHECKS.indexOf(check) + 1}.png`);
            await driver.screenshot(file).then(
              () => t.diagnostic(`screenshot: ${file}`),
              () => {},
            );
            throw error;
          }
        });
      }
    });
  }
});
