import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/content/routes.ts';
import { ROOT } from '../settings.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, serveConfig } from './headers.ts';

// deploy/nginx.conf is written by hand (nginx has no way to read the build's lists), so it is the one
// static twin checked rather than generated: its routes, not-found page and Cache-Control values must be
// those of src/content/routes.ts and scripts/build/headers.ts, which `npm start`, `_headers` and the sitemap are
// generated from. tests/e2e/nginx.spec.ts then runs it with nginx.

const conf = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
const config = serveConfig('dist', { styleHashes: [], scriptHashes: [], production: true }, [
  { route: ROUTES.home, file: 'index.html' },
  { route: ROUTES.privacyPolicy, file: 'privacy-policy/index.html' },
]);

/** Each `location` of the conf with the file its try_files sends. */
const locations = [...conf.matchAll(/location\s+(=|~)\s+(\S+)\s*\{[^}]*?try_files\s+(\/\S+)\s+=404;/g)].map(
  ([, kind, pattern = '', file = '']) => ({
    matches: (path: string) => (kind === '=' ? path === pattern : new RegExp(pattern).test(path)),
    file: file.slice(1),
  }),
);

describe('deploy/nginx.conf', () => {
  it('serves every route of the site, with and without a trailing slash, from the file npm start uses', () => {
    for (const [path, file] of Object.entries(config.routes))
      expect(
        locations.filter((l) => l.matches(path)).map((l) => l.file),
        path,
      ).toEqual([file]);
  });

  it('answers every other path with the not-found page', () => {
    expect(conf).toContain(`error_page 404 /${config.notFound};`);
  });

  it('sends only the Cache-Control values of scripts/build/headers.ts', () => {
    const values = [...conf.matchAll(/add_header Cache-Control "([^"]*)"/g)].map(([, value]) => value);
    expect(new Set(values)).toEqual(new Set([CACHE_REVALIDATE, CACHE_IMMUTABLE, '']));
  });
});
