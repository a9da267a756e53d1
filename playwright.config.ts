import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// Browser tests against the built site served by `npm start`, in Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT ?? 4317);
// A second site, built from the invented municipality in tests/fixtures, proves that every page follows
// the municipality file (tests/e2e/municipality-fixture.spec.ts).
const fixturePort = port + 1;
export const fixture = {
  slug: 'seeblick',
  dir: 'tests/fixtures/municipalities',
  baseURL: `http://localhost:${fixturePort}`,
};
const FIXTURE_SPEC = /municipality-fixture\.spec\.ts/;

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
    { name: 'diepoldsau', testIgnore: FIXTURE_SPEC },
    { name: 'fixture-municipality', testMatch: FIXTURE_SPEC, use: { baseURL: fixture.baseURL } },
    // `npm run dev`, started by the tests themselves in a copy of the project (tests/dev/).
    { name: 'dev-server', testDir: 'tests/dev' },
    // The editing app, `npm run cms`, started by its tests on a temporary copy of the content (tests/cms/).
    { name: 'cms', testDir: 'tests/cms' },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // Built when the fixture or anything else the site is made from changed since its last build.
      command: 'node scripts/start.mjs',
      env: {
        PORT: String(fixturePort),
        MUNICIPALITY: fixture.slug,
        MUNICIPALITIES_DIR: fixture.dir,
        DIST_DIR: `.build/dist-${fixture.slug}`,
      },
      url: `${fixture.baseURL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
