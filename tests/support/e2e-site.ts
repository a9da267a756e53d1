import { join } from 'node:path';
import { repo, syncProject } from './project-copy.ts';

// The site the browser tests run against: this checkout's code with the content made for the tests
// (tests/fixtures/site: a home municipality with the spec's figures and four invented ones), kept in
// .build/e2e-site/ as a fresh clone would have it, and built there as `npm run build` builds (dist/). Kept
// between runs: a build there stays current until a file it is made from changes.

export const E2E_SITE = join(repo, '.build', 'e2e-site');

/** The tests' site brought up to date with the checkout's code and the fixture content; answers its root. */
export function e2eSite(): string {
  syncProject(E2E_SITE);
  return E2E_SITE;
}
