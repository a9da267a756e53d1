import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildIfStale } from '../../../scripts/build-state.ts';

// The pages of the built site, found in dist/, so that every generic check (accessibility, links, network,
// without JavaScript) covers whatever pages and sections exist: dist/x/index.html is /x, dist/404.html is
// what any unknown path gets.

export const repo = resolve(import.meta.dirname, '..', '..', '..');
export const dist = join(repo, 'dist');

export interface SitePage {
  /** A name for test titles. */
  name: string;
  /** A path that shows the page. */
  path: string;
  /** The HTML file in dist/. */
  file: string;
  status: 200 | 404;
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

export function sitePages(): SitePage[] {
  // Tests are collected before `npm start` builds: build here when dist/ is missing or stale, as it would.
  buildIfStale(repo, { ...process.env, DIST_DIR: undefined });
  return (
    htmlFiles(dist)
      // The editing app is no public page: tests/e2e/admin.spec.ts checks it.
      .filter((file) => !file.startsWith('admin/'))
      .sort()
      .map((file): SitePage => {
        if (file === '404.html') return { name: 'not-found page', path: NOT_FOUND_PATH, file, status: 404 };
        const path = `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/';
        return { name: path, path, file, status: 200 };
      })
  );
}

export const pageHtml = (page: SitePage) => readFileSync(join(dist, page.file), 'utf8');
