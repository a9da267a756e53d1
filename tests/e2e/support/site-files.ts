import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fixture } from '../../../playwright.config.ts';
import { builtPages, dist, siteRoot } from './pages.ts';

export interface Probe {
  path: string;
  status: 200 | 404;
  /** `build`: build.json, which the editing app asks for on every read (no-cache). */
  kind: 'html' | 'asset' | 'file' | 'build';
  type: RegExp;
}

/** What a server of the site must answer, and how: pages, the 404 page, hashed assets, plain files. */
export function probes(): Probe[] {
  // The largest script: one every page loads, large enough to be sent compressed (a page's own entry may be
  // a few dozen bytes, which no server compresses).
  const size = (file: string) => statSync(join(dist, 'assets', file)).size;
  const script = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .sort((a, b) => size(b) - size(a))[0];
  if (!script) throw new Error('dist/assets has no script');
  const html = /^text\/html/;
  return [
    { path: '/', status: 200, kind: 'html', type: html },
    { path: '/privacy-policy', status: 200, kind: 'html', type: html },
    { path: '/privacy-policy/', status: 200, kind: 'html', type: html },
    { path: '/gibt-es-nicht', status: 404, kind: 'html', type: html },
    { path: '/privacy-policy/gibt-es-nicht', status: 404, kind: 'html', type: html },
    { path: '/index', status: 404, kind: 'html', type: html },
    { path: `/assets/${script}`, status: 200, kind: 'asset', type: /^(text|application)\/javascript/ },
    { path: '/favicon.svg', status: 200, kind: 'file', type: /^image\/svg\+xml/ },
    { path: '/apple-touch-icon.png', status: 200, kind: 'file', type: /^image\/png/ },
    { path: '/robots.txt', status: 200, kind: 'file', type: /^text\/plain/ },
    { path: '/sitemap.xml', status: 200, kind: 'file', type: /xml/ },
    { path: '/build.json', status: 200, kind: 'build', type: /^application\/json/ },
    // Every other municipality's page, with and without a trailing slash, and its link preview; a draft
    // has neither.
    ...builtPages()
      .filter(({ path, status }) => status === 200 && path !== '/' && path !== '/privacy-policy')
      .flatMap(({ path }): Probe[] => [
        { path, status: 200, kind: 'html', type: html },
        { path: `${path}/`, status: 200, kind: 'html', type: html },
        { path: `/social${path}.png`, status: 200, kind: 'file', type: /^image\/png/ },
      ]),
    { path: `/${fixture.draft}`, status: 404, kind: 'html', type: html },
    { path: `/${fixture.draft}/`, status: 404, kind: 'html', type: html },
    { path: `/social/${fixture.draft}.png`, status: 404, kind: 'html', type: html },
  ];
}

/** The home municipality's own path, which leads to / (301) on every server, with and without a slash. */
export function homeRedirects(): { path: string; location: string }[] {
  const site = JSON.parse(readFileSync(join(siteRoot, 'content', 'site.json'), 'utf8'));
  const path = `/${site.homeMunicipality}`;
  return [path, `${path}/`].map((from) => ({ path: from, location: '/' }));
}
