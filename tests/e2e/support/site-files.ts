import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dist } from './pages.ts';

export interface Probe {
  path: string;
  status: 200 | 404;
  kind: 'html' | 'asset' | 'file';
  type: RegExp;
}

/** What a server of the site must answer, and how: pages, the 404 page, hashed assets, plain files. */
export function probes(): Probe[] {
  const assets = readdirSync(join(dist, 'assets'));
  const script = assets.find((f) => f.endsWith('.js'));
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
  ];
}
