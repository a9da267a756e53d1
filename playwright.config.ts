import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/test/chromium.ts';

// Browser tests against the built site served by `npm start`, in Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT ?? 4317);
// The site they run against is this checkout's code with content made for the tests, never content/
// (tests/support/e2e-site.ts): the home municipality Diepoldsau with the spec's figures and strings, and
// invented ones beside it, among them a published one (its page at /seengen follows its file,
// tests/e2e/municipality-fixture.spec.ts) and a draft, which no file of the build may name.
export const fixture = {
  slug: 'seengen',
  draft: 'neuenegg',
  dir: 'tests/fixtures/site/content/municipalities',
};
/**
 * The day the e2e build stands on (SOURCE_DATE_EPOCH: 26 November 2026, noon in Zurich), so that each fixture
 * shows one phase whatever day the tests run: Diepoldsau finished without its result, Seengen announced,
 * Balsthal running with its progress, Weinfelden finished with its result.
 */
export const E2E_DAY = { iso: '2026-11-26', epoch: String(Date.UTC(2026, 10, 26, 11) / 1000) };
/**
 * The environment that builds and serves the tests' site (scripts/build/build.ts, scripts/serve/start.mjs):
 * its day, and every municipality of its own content, into its dist/.
 */
export const e2eEnv = {
  SOURCE_DATE_EPOCH: E2E_DAY.epoch,
  MUNICIPALITY: '',
  MUNICIPALITIES_DIR: '',
  DIST_DIR: '',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-CH',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'site' },
    // `npm run dev`, started by the tests themselves in a copy of the project (tests/dev/).
    { name: 'dev-server', testDir: 'tests/dev' },
    // The editing app, `npm run cms`, started by its tests on a temporary copy of the content (tests/cms/).
    { name: 'cms', testDir: 'tests/cms' },
    // The README's commands, each from a fresh clone of the checkout, on its own content (tests/commands/).
    { name: 'commands', testDir: 'tests/commands' },
    // The budget of `npm run cms`'s second start, timed alone: scripts/test/test.sh runs it by itself.
    { name: 'cms-start', testDir: 'tests/cms-start' },
  ],
  webServer: [
    {
      // The tests' site brought up to date and served; built first when anything it is made from changed.
      command: 'node --import tsx tests/support/e2e-site-server.ts',
      env: { PORT: String(port), ...e2eEnv },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
