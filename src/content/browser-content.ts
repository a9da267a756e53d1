import type { Site } from './schema/site.ts';

/**
 * Of these site.json objects the browser reads only the fields that change with the page's state (a chart
 * that loads, badges that appear); the rest is in the prerendered HTML and stays out of the pages'
 * JavaScript (vite/content-plugin.ts). The components that hydrate type their copy by this list, so a field
 * they read and the list lacks fails the type check instead of reaching the browser as undefined.
 */
export const BROWSER_FIELDS = {
  wilChart: ['housesBadge', 'upliftBadge', 'targetShare'],
  heatPumpChart: [
    'scrollPrompt',
    'loading',
    'loadingLang',
    'failed',
    'noScript',
    'unit',
    'chartSummary',
    'summaryHighlight',
    'summaryRange',
  ],
} as const satisfies { [K in keyof Site]?: readonly (keyof Site[K])[] };

/** The part of `site[K]` that reaches the browser. */
type Fields = typeof BROWSER_FIELDS;
export type BrowserCopy<K extends keyof Fields> = Pick<Site[K], Extract<Fields[K][number], keyof Site[K]>>;
