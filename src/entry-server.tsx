import { content } from 'virtual:build-content';
import { policy } from 'virtual:privacy-policy';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CAMPAIGN_SHARE_IMAGE, shareImagePath } from '@/base/share-image.ts';
import type { Content } from '@/content/schema/content.ts';
import { headTags, type ShareImage } from '@/lib/seo.ts';
import { HomePage, homeHead } from '@/pages/home.tsx';
import { homeStatic } from '@/pages/home-static.tsx';
import { NotFoundPage, notFoundHead } from '@/pages/not-found.tsx';
import { notFoundStatic } from '@/pages/not-found-static.tsx';
import { PAGES, type PageHead, type PageName } from '@/pages/page-list.ts';
import { PrivacyPolicyPage, privacyPolicyHead } from '@/pages/privacy-policy.tsx';
import { privacyPolicyStatic } from '@/pages/privacy-policy-static.tsx';

// Renders every page of src/pages/page-list.ts to HTML at build time (scripts/build/prerender/write-pages.ts writes the
// documents): the page module's component, and the head it writes about itself. This is the one place that
// decides what is build-only: each page gets its build-only parts here (the `*-static.tsx` modules, imported
// by nothing else), while the client entries hydrate the same pages without them (see StaticHtml).

const RENDER: Record<PageName, { element: ReactNode; head: (content: Content) => PageHead }> = {
  home: { element: <HomePage content={content} built={homeStatic(content)} />, head: homeHead },
  'privacy-policy': {
    element: <PrivacyPolicyPage content={content} built={privacyPolicyStatic(content, policy)} />,
    head: privacyPolicyHead,
  },
  'not-found': { element: <NotFoundPage built={notFoundStatic(content)} />, head: notFoundHead },
};

export interface RenderedPage {
  /** The URL path; the not-found page has none. */
  route: string | null;
  /** Where the HTML goes in dist/. */
  file: string;
  /** The client entry (a key of Vite's manifest) that hydrates this page. */
  entry: string;
  title: string;
  description: string;
  /** The page's markup, to be placed in #root. */
  html: string;
  /** Canonical URL, Open Graph and Twitter tags, robots, JSON-LD: serialised for <head>. */
  head: string;
}

/**
 * The link preview image: the municipality's own (social/<slug>.png, drawn by the build from its content,
 * scripts/build/share-image.ts) where it exists, else the campaign-wide one (the dev server, which draws none).
 */
function shareImage(hasPublicFile: (path: string) => boolean): ShareImage {
  const { site, slug } = content;
  const own = shareImagePath(slug);
  return hasPublicFile(own)
    ? {
        path: own,
        width: 1200,
        height: 630,
        alt: `${site.campaign}: ${site.hero.headline}`,
      }
    : { path: CAMPAIGN_SHARE_IMAGE, width: 1200, height: 630, alt: `${site.campaign}: ${site.slogan}` };
}

/** `hasPublicFile("/social/x.png")` tells whether public/ holds that file. */
export function renderPages(hasPublicFile: (path: string) => boolean): RenderedPage[] {
  const { site } = content;
  const image = shareImage(hasPublicFile);
  return PAGES.map(({ name, route, file, entry }) => {
    const { element, head } = RENDER[name];
    const { jsonLd, ...meta } = head(content);
    const page = { route, file, entry, ...meta };
    return {
      ...page,
      html: renderToString(element),
      head: headTags({ siteUrl: site.siteUrl, siteName: site.campaign, ...page, image, jsonLd }),
    };
  });
}
