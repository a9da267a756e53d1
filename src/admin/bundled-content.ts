import municipalities from 'virtual:published-municipalities';
import type { HeatPumpIndex } from '@/content/schema/heat-pump-index.ts';
import type { Municipality } from '@/content/schema/municipality.ts';
import type { Site } from '@/content/schema/site.ts';
import heatPumpIndex from '../../content/heat-pump-index.json';
import site from '../../content/site.json';

// The content files as they were when the app was built (in `npm run cms`: as they are on disk when it
// starts): the preview shows an entry with the others, and the legal text's check fills its placeholders
// from the site's texts. Of the municipalities only the published ones (vite/published-municipalities.ts):
// the app is a file of the build, and no file of the build may name a draft.

export const bundled = {
  site: site as unknown as Site,
  heatPumpIndex: heatPumpIndex as unknown as HeatPumpIndex,
  municipalities: municipalities as Record<string, Municipality>,
};
