import { TOP_LEVEL } from './top-level.ts';

// Where the link preview images are in the site: the pages name them (src/entry-server.tsx), the scripts
// draw them (scripts/build/build.ts each municipality's own, scripts/build/render-images.ts the campaign-wide one).

/** The campaign-wide link preview, drawn by `npm run images` into public/. */
export const CAMPAIGN_SHARE_IMAGE = `/${TOP_LEVEL.social}/campaign.png`;

/** A municipality's own link preview, drawn by the build from its content. */
export const shareImagePath = (slug: string) => `/${TOP_LEVEL.social}/${slug}.png`;

/** The overview's own link preview (/kampagnen), drawn by the build: no municipality may take its name. */
export const CAMPAIGNS_SHARE_IMAGE = shareImagePath(TOP_LEVEL.campaigns);
