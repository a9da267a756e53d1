import type { ReactNode } from 'react';
import { StaticPage } from '@/components/layout/static-page.tsx';
import type { BrowserContent } from '@/content/browser-content.ts';
import type { Content } from '@/content/schema/content.ts';
import { campaignListJsonLd } from '@/lib/seo.ts';
import type { PageHead } from '@/pages/page-list.ts';

// /kampagnen: the cooperative's track record, the map and every published campaign. Only the top bar
// changes after loading; everything else is written at build time (src/pages/campaigns-static.tsx, see
// StaticHtml), so a hundred campaigns cost the browser no JavaScript.

/** The page's parts that never change after the build. */
export interface CampaignsStatic {
  body: ReactNode;
  footer: ReactNode;
}

export function campaignsHead({ site, overview }: Content): PageHead {
  const copy = site.campaignsOverview;
  return {
    title: `${copy.title} | ${site.campaign}`,
    description: copy.description,
    jsonLd: campaignListJsonLd(site, copy.title, overview),
  };
}

export function CampaignsPage({ content, built }: { content: BrowserContent; built?: CampaignsStatic }) {
  return <StaticPage site={content.site} body={built?.body} footer={built?.footer} />;
}
