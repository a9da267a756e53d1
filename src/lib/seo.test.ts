import { describe, expect, it } from 'vitest';
import { site } from '../../tests/fixtures/unit-content.ts';
import { absoluteUrl, headTags, jsonForScript, organisationJsonLd, type PageMeta } from './seo.ts';

const meta: PageMeta = {
  siteUrl: 'https://100in100.example/',
  siteName: '100in100',
  title: 'Wärme & "Strom"',
  description: 'Beschreibung <kurz>',
  route: '/privacy-policy',
  image: { path: '/social/diepoldsau.png', width: 1200, height: 630, alt: 'Vorschau' },
};

describe('absoluteUrl', () => {
  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://a.example/', '/x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example', 'x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example', '/')).toBe('https://a.example/');
  });
});

describe('headTags', () => {
  it('gives an indexable page its canonical URL, Open Graph and Twitter tags, escaped', () => {
    const head = headTags(meta);
    expect(head).toContain('<link rel="canonical" href="https://100in100.example/privacy-policy">');
    expect(head).toContain('<meta property="og:url" content="https://100in100.example/privacy-policy">');
    expect(head).toContain('<meta property="og:title" content="Wärme &amp; &quot;Strom&quot;">');
    expect(head).toContain('<meta property="og:description" content="Beschreibung &lt;kurz&gt;">');
    expect(head).toContain(
      '<meta property="og:image" content="https://100in100.example/social/diepoldsau.png">',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The rest of the card comes from the Open Graph tags, as X falls back to them.
    expect(head).not.toMatch(/twitter:(title|description|image")/);
    expect(head).not.toContain('noindex');
    expect(head).not.toContain('ld+json');
  });

  it('keeps a page without a route out of the index and gives it no canonical URL', () => {
    const head = headTags({ ...meta, route: null });
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:url');
  });

  it('writes JSON-LD blocks that no content can break out of', () => {
    const head = headTags({ ...meta, jsonLd: [{ name: '</script><script>alert(1)</script>' }] });
    expect(head).toContain('<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(jsonForScript({ a: '<b>' }))).toEqual({ a: '<b>' });
  });
});

describe('organisationJsonLd', () => {
  it('describes the cooperative: name, legal form, address, email, URL, social profiles', () => {
    // The test cooperative of tests/fixtures/content.
    expect(organisationJsonLd(site)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      name: 'Genossenschaft Wärmewende Test',
      description: 'Genossenschaft: Wärmewende bringt neue Heizungen und Solaranlagen in die Gemeinden.',
      url: 'https://waermewende.example/',
      email: 'hallo@waermewende.example',
      address: { '@type': 'PostalAddress', postalCode: '8000', addressLocality: 'Zürich' },
      sameAs: [site.links.linkedin, site.links.instagram],
    });
  });
});
