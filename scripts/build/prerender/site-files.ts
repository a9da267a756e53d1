import { escapeHtml } from '../../../src/base/escape-html.ts';
import { absoluteUrl } from '../../../src/lib/seo.ts';

// The files beside the pages that search engines read.

/** sitemap.xml: the pages that have a route (never the not-found page), as absolute URLs. */
export function sitemapXml(siteUrl: string, routes: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.map((route) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, route))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}
