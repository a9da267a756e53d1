import { type CampaignStatus, campaignStatus } from './campaign-time.ts';
import { fillTexts, placeholderValues } from './placeholders.ts';
import { ROUTES } from './routes.ts';
import type { CampaignLink, CampaignSummary } from './schema/content.ts';
import type { Municipality } from './schema/municipality.ts';
import type { Site } from './schema/site.ts';

// The published campaigns as the overview page lists them, and the few of them in the band before a
// municipality page's footer: pure, so the build (validated-content.ts) and the editing app's preview,
// which runs in the browser, make them the same way.

/** The path of a municipality's page: / for the home municipality, /<slug> for every other. */
export const municipalityRoute = (slug: string, home: string) => (slug === home ? ROUTES.home : `/${slug}`);

/**
 * How many campaigns the band before a page's footer names at most: it links the overview for the rest, so
 * its bytes stay the same however many campaigns there are (each page within the first round trip).
 */
export const BAND_LIMIT = 5;

const PHASE_ORDER = { running: 0, announced: 1, finished: 2 } as const;

/** Running first, then announced, each by start; then finished, the most recent first; by name on a tie. */
function byPhase(a: { name: string; status: CampaignStatus }, b: { name: string; status: CampaignStatus }) {
  const phase = PHASE_ORDER[a.status.phase] - PHASE_ORDER[b.status.phase];
  if (phase !== 0) return phase;
  const [x, y] =
    a.status.phase === 'finished' ? [b.status.end, a.status.end] : [a.status.start, b.status.start];
  if (x !== y) return x < y ? -1 : 1;
  return a.name.localeCompare(b.name, 'de-CH');
}

/**
 * Every campaign of `built` (the published municipalities of a build) as the overview lists it, in its
 * order, each with where it stands on `today` and its own words for that (site.json → campaignTime with
 * its name and target filled).
 */
export function campaignSummaries(
  built: { slug: string; municipality: Municipality }[],
  site: Pick<Site, 'campaign' | 'campaignTime'>,
  home: string,
  today: string,
): CampaignSummary[] {
  return built
    .map(({ slug, municipality }) => ({
      slug,
      name: municipality.name,
      path: municipalityRoute(slug, home),
      bfsNumber: municipality.bfsNumber,
      target: municipality.target,
      status: campaignStatus(municipality, today),
      copy: fillTexts(site.campaignTime, placeholderValues(site, municipality)),
    }))
    .sort(byPhase);
}

/**
 * The band before the footer of `slug`'s page: the other campaigns a visitor of that page needs, at most
 * BAND_LIMIT (the running and announced first, then the most recent results), by name.
 */
export function campaignLinks(summaries: CampaignSummary[], slug: string): CampaignLink[] {
  return summaries
    .filter((other) => other.slug !== slug)
    .slice(0, BAND_LIMIT)
    .map(({ name, path, status }) => ({
      name,
      path,
      phase: status.phase,
      start: status.start,
      ...(status.result ? { replaced: status.result.replaced } : {}),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de-CH'));
}
