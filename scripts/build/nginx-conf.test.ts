import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../src/pages/page-list.ts';
import { ROOT } from '../settings.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_NO_CACHE,
  CACHE_REVALIDATE,
  cacheControl,
  nginxRoutes,
  serveConfig,
} from './headers.ts';

// deploy/nginx.conf is written by hand (nginx has no way to read the build's lists); the build generates
// what changes with the content beside it (nginx-routes.conf, the pages; nginx-csp.conf, their policies).
// So the hand-written part is checked here: it includes the routes, answers every other path with the
// not-found page and sends only the Cache-Control values of scripts/build/headers.ts, which `npm start` and
// `_headers` are generated from. tests/e2e/nginx.spec.ts then runs it with nginx.

const conf = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
const pages = sitePages(['musterwil', 'seengen'], 'musterwil');
const routes = pages.flatMap(({ route, file }) => (route ? [{ route, file }] : []));
const redirects = [{ from: '/musterwil', to: '/' }];
const config = serveConfig(
  'dist',
  { styleHashes: [], scriptHashes: [], production: true },
  routes,
  {},
  redirects,
);

/** Each `location` of a conf with the file its try_files sends, or the target of its 301. */
const locations = (text: string) =>
  [...text.matchAll(/location\s+(=|~)\s+(\S+)\s*\{\s*(?:try_files\s+\/(\S+)\s+=404|return 301 (\S+));/g)].map(
    ([, kind, pattern = '', file, target]) => ({
      matches: (path: string) => (kind === '=' ? path === pattern : new RegExp(pattern).test(path)),
      file,
      target,
    }),
  );

describe('deploy/nginx.conf', () => {
  it('includes the generated routes in the site’s server block, where no location of its own sends a page', () => {
    expect(conf).toMatch(/\n {4}include \/srv\/100in100\/nginx-routes\.conf;/);
    expect(locations(conf).filter((l) => l.file?.endsWith('.html'))).toEqual([]);
  });

  it('answers every other path with the not-found page', () => {
    expect(conf).toContain(`error_page 404 /${config.notFound};`);
  });

  it('sends only the Cache-Control values of scripts/build/headers.ts', () => {
    const values = [...conf.matchAll(/add_header Cache-Control "([^"]*)"/g)].map(([, value]) => value);
    expect(new Set(values)).toEqual(new Set([CACHE_REVALIDATE, CACHE_IMMUTABLE, CACHE_NO_CACHE, '']));
  });

  it('sends build.json with the Cache-Control npm start sends, and the security headers', () => {
    const block = /location = \/build\.json \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(block).toContain('include /srv/100in100/nginx-headers.conf;');
    expect(block).toContain(`add_header Cache-Control "${cacheControl('/build.json')}" always;`);
  });
});

describe('nginxRoutes (deploy/nginx-routes.conf)', () => {
  const generated = locations(nginxRoutes(routes, redirects));

  it('serves every route, with and without a trailing slash, from the file npm start uses', () => {
    for (const [path, file] of Object.entries(config.routes))
      expect(
        generated.filter((l) => l.matches(path)).map((l) => l.file),
        path,
      ).toEqual([file]);
  });

  it('leads the home municipality’s own path to / with 301, as npm start does', () => {
    for (const [path, target] of Object.entries(config.redirects))
      expect(
        generated.filter((l) => l.matches(path)).map((l) => l.target),
        path,
      ).toEqual([target]);
    expect(Object.keys(config.redirects)).toEqual(['/musterwil', '/musterwil/']);
  });

  it('answers a folder’s route (the editing app’s /admin/) there only, and leads its name without the slash to it', () => {
    const admin = locations(nginxRoutes([{ route: '/admin/', file: 'admin/index.html' }]));
    const at = (path: string) => admin.filter((l) => l.matches(path)).map((l) => l.file ?? l.target);
    expect(at('/admin/')).toEqual(['admin/index.html']);
    expect(at('/admin')).toEqual(['/admin/']);
    expect(at('/admin/x')).toEqual([]);
  });
});
