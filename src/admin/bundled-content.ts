import type { HeatPumpIndex } from '@/content/schema/heat-pump-index.ts';
import type { Municipality } from '@/content/schema/municipality.ts';
import type { Site } from '@/content/schema/site.ts';
import heatPumpIndex from '../../content/heat-pump-index.json';
import site from '../../content/site.json';

// The content files as they were when the app was built (in `npm run cms`: as they are on disk, reloaded on
// a change): the preview shows an entry with the others, and the legal text's check fills its placeholders
// from the site's texts.

const municipalityFiles = import.meta.glob<Municipality>('../../content/municipalities/*.json', {
  eager: true,
  import: 'default',
});

export const bundled = {
  site: site as unknown as Site,
  heatPumpIndex: heatPumpIndex as unknown as HeatPumpIndex,
  municipalities: Object.fromEntries(
    Object.entries(municipalityFiles).map(([path, data]) => [path.replace(/^.*\/|\.json$/g, ''), data]),
  ) as Record<string, Municipality>,
};
