import { content } from 'virtual:content';
import { policy } from 'virtual:privacy-policy';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ROUTES } from '@/content/routes';
import { fillCopy } from '@/lib/copy';
import { headTags, organisationJsonLd, type ShareImage } from '@/lib/seo';
import { HomePage } from '@/pages/home';
import { NotFoundPage } from '@/pages/not-found';
import { PrivacyPolicyPage } from '@/pages/privacy-policy';

// The pages of the site, rendered to HTML at build time by scripts/prerender.ts. Each page names the
// client entry that hydrates it, so a page loads only its own code.

export interface PageDefinition {
  /** The URL path; the not-found page has none. */
  route: string | null;
  /** Where the HTML goes in dist/. */
  file: string;
  /** The client entry (a key of Vite's manifest) that hydrates this page. */
  entry: string;
  title: string;
  description: string;
  /** Structured data for search engines (schema.org), if any. */
  jsonLd?: object[];
  element: ReactNode;
}

export interface RenderedPage extends Omit<PageDefinition, 'element' | 'jsonLd'> {
  /** The page's markup, to be placed in #root. */
  html: string;
  /** Canonical URL, Open Graph and Twitter tags, robots, JSON-LD: serialised for <head>. */
  head: string;
}

/**
 * The link preview image, rendered by scripts/render-images.ts into public/social/: the municipality's own
 * (social/<slug>.png) where it exists, else the campaign-wide one, so a new municipality needs no image.
 */
export function shareImage(hasPublicFile: (path: string) => boolean): ShareImage {
  const { site, municipality, slug } = content;
  const own = `/social/${slug}.png`;
  return hasPublicFile(own)
    ? {
        path: own,
        width: 1200,
        height: 630,
        alt: `${site.campaign}: ${fillCopy(site.hero.headline, municipality)}`,
      }
    : { path: CAMPAIGN_SHARE_IMAGE, width: 1200, height: 630, alt: `${site.campaign}: ${site.slogan}` };
}

export const CAMPAIGN_SHARE_IMAGE = '/social/campaign.png';

export function pageDefinitions(): PageDefinition[] {
  const { site, municipality } = content;
  return [
    {
      route: ROUTES.home,
      file: 'index.html',
      entry: 'src/entries/home.tsx',
      title: `${site.campaign} ${municipality.name}: neue Heizungen und Solaranlagen`,
      description: fillCopy(site.hero.subtext, municipality),
      jsonLd: [organisationJsonLd(site)],
      element: <HomePage content={content} />,
    },
    {
      route: ROUTES.privacyPolicy,
      file: 'privacy-policy/index.html',
      entry: 'src/entries/privacy-policy.tsx',
      title: `Datenschutzerklärung und Impressum | ${site.campaign}`,
      description: `Wie die ${site.cooperative.name} mit Personendaten umgeht, und wer hinter ${site.campaign} steht.`,
      element: <PrivacyPolicyPage content={content} policy={policy} />,
    },
    {
      route: null,
      file: '404.html',
      entry: 'src/entries/not-found.tsx',
      title: `Seite nicht gefunden | ${site.campaign}`,
      description: `Diese Seite gibt es nicht. Zur Startseite von ${site.campaign}.`,
      element: <NotFoundPage />,
    },
  ];
}

/** `hasPublicFile("/social/x.png")` tells whether public/ holds that file. */
export function renderPages(hasPublicFile: (path: string) => boolean): RenderedPage[] {
  const { site } = content;
  const image = shareImage(hasPublicFile);
  return pageDefinitions().map(({ element, jsonLd, ...page }) => ({
    ...page,
    html: renderToString(element),
    head: headTags({ siteUrl: site.siteUrl, siteName: site.campaign, ...page, image, jsonLd }),
  }));
}
