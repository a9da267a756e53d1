import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CAMPAIGN_SHARE_IMAGE, CAMPAIGNS_SHARE_IMAGE, shareImagePath } from '@/base/share-image.ts';
import { browserContent } from '@/content/browser-content.ts';
import type { Content, PrivacyPolicy } from '@/content/schema/content.ts';
import type { ValidatedContent } from '@/content/validated-content.ts';
import { headTags, type ShareImage } from '@/lib/seo.ts';
import { CampaignsPage, campaignsHead } from '@/pages/campaigns.tsx';
import { campaignsStatic } from '@/pages/campaigns-static.tsx';
import { HomePage, homeHead } from '@/pages/home.tsx';
import { homeStatic } from '@/pages/home-static.tsx';
import { NotFoundPage, notFoundHead } from '@/pages/not-found.tsx';
import { notFoundStatic } from '@/pages/not-found-static.tsx';
import type { PageHead, PageKind, RenderedPage, SitePage } from '@/pages/page-list.ts';
import { PrivacyPolicyPage, privacyPolicyHead } from '@/pages/privacy-policy.tsx';
import { privacyPolicyStatic } from '@/pages/privacy-policy-static.tsx';
import type { MapImage } from '@/sections/campaigns-map.tsx';

// Renders the pages of src/pages/page-list.ts to HTML at build time (scripts/build/prerender/write-pages.ts
// writes the documents) and in `npm run dev`, from the content it is given: the page module's component, and
// the head it writes about itself. This is the one place that decides what is build-only: each page gets
// its build-only parts here (the `*-static.tsx` modules, imported by nothing else, from the whole content),
// while the hydrating components get what the browser gets (src/content/browser-content.ts), so the HTML
// and its hydration read the same data.

/** What the build drew for the pages beside their HTML: the campaigns' map (none where nothing drew it). */
export interface BuiltImages {
  campaignsMap?: MapImage | undefined;
}

interface Render {
  element: (content: Content, policy: PrivacyPolicy, images: BuiltImages) => ReactNode;
  head: (content: Content) => PageHead;
  /** The page's own link preview, drawn by the build, and its text; null: the campaign-wide one. */
  ownImage: ((content: Content) => { path: string; alt: string }) | null;
}

const RENDER: Record<PageKind, Render> = {
  municipality: {
    element: (content) => <HomePage content={browserContent(content)} built={homeStatic(content)} />,
    head: homeHead,
    ownImage: ({ site, slug }) => ({
      path: shareImagePath(slug),
      alt: `${site.campaign}: ${site.hero.headline}`,
    }),
  },
  campaigns: {
    element: (content, _policy, images) => (
      <CampaignsPage
        content={browserContent(content)}
        built={campaignsStatic(content, images.campaignsMap)}
      />
    ),
    head: campaignsHead,
    ownImage: ({ site }) => ({ path: CAMPAIGNS_SHARE_IMAGE, alt: site.campaignsOverview.heading }),
  },
  'privacy-policy': {
    element: (content, policy) => (
      <PrivacyPolicyPage content={browserContent(content)} built={privacyPolicyStatic(content, policy)} />
    ),
    head: privacyPolicyHead,
    ownImage: null,
  },
  'not-found': {
    element: (content) => <NotFoundPage built={notFoundStatic(content)} />,
    head: notFoundHead,
    ownImage: null,
  },
};

/**
 * The link preview image: the page's own (drawn by the build from its content: a municipality's,
 * scripts/build/share-image.ts, and the overview's) where it exists, else the campaign-wide one (the
 * privacy policy and the not-found page, which are the whole campaign's, and the dev server, which draws
 * none).
 */
function shareImage(
  content: Content,
  own: Render['ownImage'],
  hasPublicFile: (path: string) => boolean,
): ShareImage {
  const image = own?.(content);
  if (image && hasPublicFile(image.path)) return { ...image, width: 1200, height: 630 };
  const { site } = content;
  return { path: CAMPAIGN_SHARE_IMAGE, width: 1200, height: 630, alt: `${site.campaign}: ${site.slogan}` };
}

/**
 * Renders `pages` from the build's content; `hasPublicFile("/social/x.png")` tells whether the site holds
 * that file, `images` what the build drew for them.
 */
export function renderPages(
  pages: SitePage[],
  { contents, policy }: Pick<ValidatedContent, 'contents' | 'policy'>,
  hasPublicFile: (path: string) => boolean,
  images: BuiltImages = {},
): RenderedPage[] {
  return pages.map((page) => {
    const content = contents[page.slug];
    if (!content) throw new Error(`renderPages: there is no content for ${page.slug}`);
    const { element, head, ownImage } = RENDER[page.kind];
    const { jsonLd, ...meta } = head(content);
    const { site } = content;
    const image = shareImage(content, ownImage, hasPublicFile);
    const tags = {
      siteUrl: site.siteUrl,
      siteName: site.campaign,
      route: page.route,
      ...meta,
      image,
      jsonLd,
    };
    return { ...page, ...meta, html: renderToString(element(content, policy, images)), head: headTags(tags) };
  });
}
