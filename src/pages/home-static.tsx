import { CampaignLinks } from '@/components/layout/campaign-links.tsx';
import { Footer } from '@/components/layout/footer.tsx';
import type { Content } from '@/content/schema/content.ts';
import { sectionTitle } from '@/lib/copy.ts';
import { housingFigures } from '@/lib/figures.ts';
import type { HomeStatic } from '@/pages/home.tsx';
import { CallToAction } from '@/sections/call-to-action.tsx';
import { CampaignStatusNote } from '@/sections/campaign-status.tsx';
import { heatPumpIndexStatic } from '@/sections/heat-pump-index-static.tsx';
import { housesStatic } from '@/sections/houses-static.tsx';
import { Partners } from '@/sections/partners.tsx';
import { SuccessFactors } from '@/sections/success-factors.tsx';

/**
 * The home page's build-only parts (see StaticHtml), handed to HomePage by src/entry-server.tsx only: their
 * code and copy never reach the browser's bundle.
 */
export function homeStatic({
  site,
  municipality,
  heatPumpIndex,
  campaigns,
  overview,
  status,
}: Content): HomeStatic {
  return {
    status: <CampaignStatusNote copy={site.campaignTime} status={status} target={municipality.target} />,
    heatPumpIndex: heatPumpIndexStatic(heatPumpIndex, site),
    houses: housesStatic(site, municipality, status, housingFigures(municipality, status)),
    closing: (
      <>
        <SuccessFactors site={site} />
        <Partners title={sectionTitle(site, 'PartnersSection')} site={site} municipality={municipality} />
        <CallToAction site={site} />
      </>
    ),
    footer: (
      <>
        <CampaignLinks
          copy={site.campaignLinks}
          campaigns={campaigns}
          overview={{ text: site.campaignsOverview.bandLink, count: overview.length }}
        />
        <Footer site={site} homePrefix="" />
      </>
    ),
  };
}
