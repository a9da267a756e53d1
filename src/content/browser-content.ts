import type { Content } from './schema/content.ts';
import type { Site } from './schema/site.ts';

// What of the content reaches the browser: decided here, once. `virtual:content` (vite/content-plugin.ts)
// holds `browserContent(content)` and is typed as `BrowserContent` (src/virtual-content.d.ts), so a
// component that hydrates and reads copy left out here fails the type check instead of finding undefined
// in the browser. The build-only parts (src/pages/*-static.tsx, src/sections/*-static.tsx) get the whole
// content from the server render (src/entry-server.tsx), which receives it as an argument: no module holds it.

/** site.json's objects that only the build-only parts read: the browser gets none of them. */
export const BUILD_ONLY = [
  'chartTable',
  'partners',
  'callToAction',
  'footer',
  'imprint',
  'notFound',
  'homePage',
  'privacyPage',
  'shareImage',
  'campaignLinks',
  'campaignTime',
  'campaignsOverview',
] as const satisfies readonly (keyof Site)[];

/**
 * Of these site.json objects the browser reads only the fields that change with the page's state (a chart
 * that loads, badges that appear); the rest is in the prerendered HTML.
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

type Fields = typeof BROWSER_FIELDS;
/** The part of `site[K]` that reaches the browser. */
export type BrowserCopy<K extends keyof Fields> = Pick<Site[K], Extract<Fields[K][number], keyof Site[K]>>;

/** A section as the browser knows it: its heading; its footer label (`nav`) is the build-only footer's. */
export type BrowserSection = Omit<Site['sections'][number], 'nav'>;

/** site.json as the browser gets it. "$schema" only guides editors. */
export type BrowserSite = Omit<Site, '$schema' | (typeof BUILD_ONLY)[number] | keyof Fields | 'sections'> & {
  [K in keyof Fields]: BrowserCopy<K>;
} & { sections: BrowserSection[] };

/** The content as the browser gets it: `virtual:content` (the other campaigns are build-only too). */
export type BrowserContent = Omit<Content, 'site' | 'campaigns' | 'overview'> & { site: BrowserSite };

/** The part of `content` that reaches the browser; the keys keep their order. */
export function browserContent(content: Content): BrowserContent {
  const site: Record<string, unknown> = { ...content.site };
  delete site.$schema;
  for (const key of BUILD_ONLY) delete site[key];
  for (const [key, fields] of Object.entries(BROWSER_FIELDS)) {
    const all = content.site[key as keyof Fields] as Record<string, unknown>;
    site[key] = Object.fromEntries(fields.map((field) => [field, all[field]]));
  }
  site.sections = content.site.sections.map(({ nav: _nav, ...section }) => section);
  const { campaigns: _campaigns, overview: _overview, ...rest } = content;
  return { ...rest, site: site as BrowserSite };
}
