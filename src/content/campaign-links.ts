import { campaignStatus } from './campaign-time.ts';
import { ROUTES } from './routes.ts';
import type { CampaignLink } from './schema/content.ts';
import type { Municipality } from './schema/municipality.ts';

// The paths of the municipalities' pages and the list of the other campaigns before a page's footer: pure,
// so the build (validated-content.ts) and the editing app's preview, which runs in the browser, make them
// the same way.

/** The path of a municipality's page: / for the home municipality, /<slug> for every other. */
export const municipalityRoute = (slug: string, home: string) => (slug === home ? ROUTES.home : `/${slug}`);

/**
 * The campaigns of `built` other than `slug`, by name, as the list before the footer links them, each with
 * where it stands on `today`.
 */
export function campaignLinks(
  built: { slug: string; municipality: Pick<Municipality, 'name' | 'campaign' | 'progress' | 'result'> }[],
  slug: string,
  home: string,
  today: string,
): CampaignLink[] {
  return built
    .filter((other) => other.slug !== slug)
    .map(({ slug: other, municipality }) => {
      const { phase, start, result } = campaignStatus(municipality, today);
      return {
        name: municipality.name,
        path: municipalityRoute(other, home),
        phase,
        start,
        ...(result ? { replaced: result.replaced } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'de-CH'));
}
