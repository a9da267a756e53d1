import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { e2eSite } from './e2e-site.ts';

// Playwright's web server (playwright.config.ts): `npm start` of the tests' site (tests/support/e2e-site.ts),
// which builds it first when it is stale, with the environment the config gives (PORT, SOURCE_DATE_EPOCH).
const root = e2eSite();
await import(pathToFileURL(join(root, 'scripts', 'serve', 'start.mjs')).href);
