import { Footer } from '@/components/layout/footer.tsx';
import type { Content } from '@/content/schema/content.ts';
import { campaignRecord } from '@/lib/campaign-record.ts';
import type { CampaignsStatic } from '@/pages/campaigns.tsx';
import { CampaignList } from '@/sections/campaign-list.tsx';
import { CampaignRecordFigures } from '@/sections/campaign-record.tsx';
import { CampaignsMap, type MapImage } from '@/sections/campaigns-map.tsx';

/**
 * The overview's build-only parts (see StaticHtml), handed to CampaignsPage by src/entry-server.tsx only:
 * the figures, the map (the build's drawing of it, `map`; none where nothing drew it) and the list.
 */
export function campaignsStatic({ site, overview }: Content, map: MapImage | undefined): CampaignsStatic {
  const copy = site.campaignsOverview;
  return {
    body: (
      <>
        <div className="border-b border-line bg-surface">
          <div className="mx-auto max-w-content px-5 pt-16 pb-12 sm:px-8 lg:pt-20 lg:pb-16">
            <p className="text-sm font-bold tracking-wider text-brand uppercase">{copy.kicker}</p>
            <h1 className="mt-3 max-w-3xl text-[2rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl">
              {copy.heading}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-muted">{copy.intro}</p>
          </div>
        </div>
        <CampaignRecordFigures copy={copy} record={campaignRecord(overview)} />
        {map ? <CampaignsMap copy={copy} campaigns={overview} map={map} /> : null}
        <CampaignList copy={copy} campaigns={overview} />
      </>
    ),
    footer: <Footer site={site} homePrefix="/" drawLogo />,
  };
}
