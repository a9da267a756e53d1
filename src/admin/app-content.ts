import type { HeatPumpIndex } from '@/content/schema/heat-pump-index.ts';
import type { Municipality } from '@/content/schema/municipality.ts';
import type { Site } from '@/content/schema/site.ts';

// The other content files, which the preview shows an entry with and the checks compare it against
// (the site's texts, the published municipalities, the paths no municipality may take). The app fetches them
// at start from content.json beside itself (scripts/cms/app-content.ts makes it): in `npm run cms` the files
// as they are on disk when the app opens, in the deployed app as they were built. Not in the app's bundle,
// so that saving content leaves the built app current.

/** The JSON content files a municipality's page is made from. */
export interface PageFiles {
  site: Site;
  heatPumpIndex: HeatPumpIndex;
  /** The municipalities by slug. */
  municipalities: Record<string, Municipality>;
}

/**
 * The site as it was last built, which the app measures an edited page against (page-weight.ts): each page's
 * HTML as Brotli, and what it was made from.
 */
export interface BuiltPages {
  /** The day the build stood on (the campaigns' phases follow it). */
  day: string;
  /** Each municipality's page, by slug: bytes of its HTML as Brotli, the copy every server sends. */
  pageBytes: Record<string, number>;
  /** The privacy policy's page, likewise. */
  privacyPolicyBytes: number;
  /** The legal text it was made from (content/legal/privacy-policy.md). */
  privacyPolicy: string;
  /** The JSON files it was made from, where they are not the app's own (`npm run cms` after a save). */
  content?: PageFiles;
}

export interface AppContent extends PageFiles {
  /** The published municipalities only. */
  municipalities: Record<string, Municipality>;
  reserved: string[];
  /** Today's municipalities from the geodata: [number, official name or null, canton]. */
  official: [number, string | null, string][];
  /** Absent where there is no build to compare with (`npm run cms` in a checkout never built). */
  built?: BuiltPages;
}

async function fetchContent(): Promise<AppContent> {
  const response = await fetch(new URL('content.json', window.location.href));
  if (!response.ok) throw new Error(`content.json: ${response.status} ${response.statusText}`);
  return (await response.json()) as AppContent;
}

export const appContent = await fetchContent();
