// The site's pages as data: one page per published municipality (the home municipality at /, every other
// at /<slug>), the privacy policy and the not-found page (which answers every unknown path). Each names the
// URL it answers, the file it is written to in dist/, whose content it shows, and its client entry; the
// municipality pages share one entry module, each with its own content (the `?municipality=` query, which
// vite/content-plugin.ts resolves `virtual:content` by). A new kind of page is added here, in its module in
// src/pages/ (component, head and build-only part) and in src/entries/; its render is the RENDER entry of
// src/entry-server.tsx. (Relative imports: vite.config.ts reads this file before the @/ alias exists.)

import { TOP_LEVEL } from '../base/top-level.ts';
import { ROUTES } from '../content/routes.ts';
import { isBuilt, municipalityRoute, type ValidatedContent } from '../content/validated-content.ts';

/** Each kind of page and the module that hydrates it in the browser. */
export const PAGE_KINDS = {
  municipality: 'src/entries/home.tsx',
  'privacy-policy': 'src/entries/privacy-policy.tsx',
  campaigns: 'src/entries/campaigns.tsx',
  'not-found': 'src/entries/not-found.tsx',
} as const;

export type PageKind = keyof typeof PAGE_KINDS;

export interface SitePage {
  kind: PageKind;
  /** The URL path; null for the not-found page. */
  route: string | null;
  /** Where the HTML goes in dist/. */
  file: string;
  /** The municipality whose content the page shows (the home municipality's for the campaign-wide pages). */
  slug: string;
  /** The client entry: Vite's input name, and the module (a key of Vite's manifest) that hydrates the page. */
  input: string;
  entry: string;
}

/** What a page says about itself in <head>; each page module exports the function that writes it. */
export interface PageHead {
  title: string;
  description: string;
  /** Structured data for search engines (schema.org), if any. */
  jsonLd?: object[];
}

/** A page rendered at build time, as scripts/build/prerender/write-pages.ts writes it into a document. */
export interface RenderedPage extends SitePage, Omit<PageHead, 'jsonLd'> {
  /** The page's markup, to be placed in #root. */
  html: string;
  /** Canonical URL, Open Graph and Twitter tags, robots, JSON-LD: serialised for <head>. */
  head: string;
}

/**
 * Every page of a build that holds the municipalities `slugs` (those to be built: the published ones, or in
 * `npm run dev` the drafts too), `home` among them.
 */
export function sitePages(slugs: string[], home: string): SitePage[] {
  const municipality = (slug: string): SitePage => {
    const route = municipalityRoute(slug, home);
    return {
      kind: 'municipality',
      route,
      file: route === ROUTES.home ? TOP_LEVEL.index : `${slug}/${TOP_LEVEL.index}`,
      slug,
      input: route === ROUTES.home ? 'home' : `home-${slug}`,
      entry: `${PAGE_KINDS.municipality}?municipality=${slug}`,
    };
  };
  const sitewide = (kind: Exclude<PageKind, 'municipality'>, route: string | null, file: string) => ({
    kind,
    route,
    file,
    slug: home,
    input: kind,
    entry: PAGE_KINDS[kind],
  });
  return [
    municipality(home),
    ...slugs.filter((slug) => slug !== home).map(municipality),
    sitewide('campaigns', ROUTES.campaigns, `${TOP_LEVEL.campaigns}/${TOP_LEVEL.index}`),
    sitewide('privacy-policy', ROUTES.privacyPolicy, 'privacy-policy/index.html'),
    sitewide('not-found', null, TOP_LEVEL.notFound),
  ];
}

/**
 * The pages of a build: every published municipality (with MUNICIPALITY, that one), the privacy policy and
 * the not-found page; `drafts` adds the drafts (`npm run dev` shows them, marked as drafts).
 */
export function buildPages({ campaigns }: Pick<ValidatedContent, 'campaigns'>, { drafts = false } = {}) {
  const slugs = campaigns.municipalities
    .filter(({ slug, municipality }) => drafts || isBuilt(campaigns, slug, municipality.published))
    .map((entry) => entry.slug);
  return sitePages(slugs, campaigns.home);
}

/** The municipality a client entry's module id names (`…/home.tsx?municipality=x`), if any. */
export const entryMunicipality = (id: string) => /[?&]municipality=([a-z0-9-]+)/.exec(id)?.[1];
