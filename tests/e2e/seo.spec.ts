import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { builtPages, dist, pageHtml, siteRoot } from './support/pages.ts';

// What search engines and link previews read: per page a title, a description, a canonical URL on the
// site's address (the not-found page instead asks not to be indexed), Open Graph and Twitter tags with the
// 1200×630 share image; the organisation as JSON-LD on the home page; a sitemap of the real pages; the
// favicon set in its sizes.

const siteUrl = JSON.parse(readFileSync(join(siteRoot, 'content', 'site.json'), 'utf8')).siteUrl.replace(
  /\/$/,
  '',
);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const data = readFileSync(join(dist, file));
  expect(data.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key.replace(/[.:+]/g, '\\$&')}" content="([^"]*)">`))?.[1];

for (const sitePage of builtPages()) {
  test(`${sitePage.name}: title, description, canonical or noindex, link preview`, () => {
    const html = pageHtml(sitePage);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(meta(html, 'name', 'description')?.length).toBeGreaterThan(50);
    const canonical = html.match(/<link rel="canonical" href="([^"]*)">/)?.[1];
    if (sitePage.status === 200) {
      expect(canonical).toBe(`${siteUrl}${sitePage.path === '/' ? '/' : sitePage.path}`);
      expect(meta(html, 'property', 'og:url')).toBe(canonical);
      expect(meta(html, 'name', 'robots')).toBeUndefined();
    } else {
      expect(canonical).toBeUndefined();
      expect(meta(html, 'name', 'robots')).toBe('noindex');
    }
    for (const key of ['og:title', 'og:description', 'og:image', 'og:image:alt'])
      expect(meta(html, 'property', key), key).toMatch(/\S/);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const image = meta(html, 'property', 'og:image') ?? '';
    expect(image.startsWith(`${siteUrl}/`)).toBe(true);
    const size = pngSize(image.slice(siteUrl.length + 1));
    expect(size).toEqual({ width: 1200, height: 630 });
    expect(meta(html, 'property', 'og:image:width')).toBe('1200');
    expect(meta(html, 'property', 'og:image:height')).toBe('630');
  });
}

test('the home page describes its campaign, organised by the cooperative, as JSON-LD', () => {
  const home = builtPages().find((p) => p.path === '/');
  const html = home ? pageHtml(home) : '';
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
  const site = JSON.parse(readFileSync(join(siteRoot, 'content', 'site.json'), 'utf8'));
  expect(blocks).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Event',
      organizer: expect.objectContaining({
        '@type': 'NGO',
        name: site.cooperative.name,
        email: site.cooperative.email,
        url: `${siteUrl}/`,
        address: expect.objectContaining({
          addressLocality: 'Trogen',
          postalCode: site.cooperative.address.postalCode,
        }),
        sameAs: [site.links.linkedin, site.links.instagram],
      }),
    }),
  ]);
});

test('sitemap.xml lists exactly the real pages, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const pages = builtPages()
    .filter((p) => p.status === 200)
    .map((p) => `${siteUrl}${p.path}`);
  expect(listed.sort()).toEqual(pages.sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(robots).not.toMatch(/Disallow: \/\s/);
});

test('the favicon set: SVG in the page, 32 px and apple-touch 180 px as files', async ({ page, request }) => {
  await page.goto('/');
  const svgIcon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
  expect(decodeURIComponent(svgIcon ?? '')).toMatch(/^data:image\/svg\+xml,<svg /);
  expect((await request.get('/favicon.svg')).status()).toBe(200);
  expect(pngSize('favicon-32.png')).toEqual({ width: 32, height: 32 });
  expect(pngSize('apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
  // No page links it: iOS asks for it at the root, where the server must answer with it.
  const touchIcon = await request.get('/apple-touch-icon.png');
  expect([touchIcon.status(), touchIcon.headers()['content-type']]).toEqual([200, 'image/png']);
});
