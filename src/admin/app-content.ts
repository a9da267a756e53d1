import type { HeatPumpIndex } from '@/content/schema/heat-pump-index.ts';
import type { Municipality } from '@/content/schema/municipality.ts';
import type { Site } from '@/content/schema/site.ts';

// The other content files, which the preview shows an entry with and the checks compare it against
// (the site's texts, the published municipalities, the paths no municipality may take). The app fetches them
// at start from content.json beside itself (scripts/cms/app-content.ts makes it): in `npm run cms` the files
// as they are on disk when the app opens, in the deployed app as they were built. Not in the app's bundle,
// so that saving content leaves the built app current.

export interface AppContent {
  site: Site;
  heatPumpIndex: HeatPumpIndex;
  /** The published municipalities, by slug. */
  municipalities: Record<string, Municipality>;
  reserved: string[];
  /** Today's municipalities from the geodata: [number, official name or null, canton]. */
  official: [number, string | null, string][];
}

async function fetchContent(): Promise<AppContent> {
  const response = await fetch(new URL('content.json', window.location.href));
  if (!response.ok) throw new Error(`content.json: ${response.status} ${response.statusText}`);
  return (await response.json()) as AppContent;
}

export const appContent = await fetchContent();
