import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { e2eEnv } from '../../../playwright.config.ts';
import { ADMIN_ROUTE } from '../../../scripts/build/admin-headers.ts';
import { buildIfStale } from '../../../scripts/build/build-state.ts';
import { ROUTES } from '../../../src/content/routes.ts';
import { E2E_SITE, e2eSite } from '../../support/e2e-site.ts';

// The pages of the built site the browser tests run against (tests/support/e2e-site.ts: every municipality
// of the tests' content), found in its folder, so that every generic check (accessibility, links, network,
// without JavaScript) covers whatever pages and sections exist: x/index.html is /x, 404.html is what any
// unknown path gets.

export const repo = resolve(import.meta.dirname, '..', '..', '..');
/** The tests' site: a copy of the checkout with the tests' content (tests/fixtures/site). */
export const siteRoot = E2E_SITE;
/** Its build's output folder. */
export const dist = join(siteRoot, 'dist');

export interface BuiltPage {
  /** A name for test titles. */
  name: string;
  /** A path that shows the page. */
  path: string;
  /** The HTML file in dist/. */
  file: string;
  status: 200 | 404;
  /** A municipality's page (its sections, counters and charts): every page but the privacy policy, the overview and 404. */
  municipality: boolean;
}

/** A path no page has: it gets the not-found page. */
export const NOT_FOUND_PATH = '/diese-seite-gibt-es-nicht';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [relative(dist, path).split('\\').join('/')] : [];
  });
}

export function builtPages(): BuiltPage[] {
  // Playwright's web server built it before the tests were collected; a test run without it (--list, an
  // editor's test explorer) builds here when it is missing or stale, as `npm start` would.
  buildIfStale(e2eSite(), { ...process.env, ...e2eEnv });
  // The editing app (admin/index.html) is no page of the site: tests/e2e/admin.spec.ts checks it.
  const admin = ADMIN_ROUTE.slice(1);
  return htmlFiles(dist)
    .filter((file) => !file.startsWith(admin))
    .sort()
    .map((file): BuiltPage => {
      if (file === '404.html')
        return { name: 'not-found page', path: NOT_FOUND_PATH, file, status: 404, municipality: false };
      const path = `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/';
      const campaignWide: string[] = [ROUTES.privacyPolicy, ROUTES.campaigns];
      return { name: path, path, file, status: 200, municipality: !campaignWide.includes(path) };
    });
}

export const pageHtml = (page: BuiltPage) => readFileSync(join(dist, page.file), 'utf8');

/**
 * One page of each layout: `/` stands for every municipality page (the same sections and styles with other
 * figures; tests/e2e/municipality-fixture.spec.ts and the axe checks cover the others), for the checks that
 * take a minute per page (focus in view, text spacing and zoom).
 */
export const pagesOfEachLayout = () => builtPages().filter((page) => !page.municipality || page.path === '/');
