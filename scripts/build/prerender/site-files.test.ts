import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './site-files.ts';

describe('sitemapXml and robotsTxt', () => {
  it('lists the given routes as absolute URLs', () => {
    const xml = sitemapXml('https://a.example/', ['/', '/privacy-policy']);
    expect(xml).toContain('<loc>https://a.example/</loc>');
    expect(xml).toContain('<loc>https://a.example/privacy-policy</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
  it('points crawlers at the sitemap', () => {
    expect(robotsTxt('https://a.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n',
    );
  });
});
