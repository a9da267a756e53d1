// The names the site takes at the top of dist/ besides the municipalities' pages, in one place: the build
// writes its pages, folders and files under them, and a municipality's file name, which is its page's path,
// may be none of them (src/content/slugs.ts; tests/e2e/top-level.spec.ts lists the built dist/ against the
// rule). What public/ holds at its top (partners/, favicon.svg, …) is copied there too; the rule reserves it
// from that folder's listing.

export const TOP_LEVEL = {
  /** The editing app, /admin/. */
  admin: 'admin',
  /** The hashed scripts and styles. */
  assets: 'assets',
  /** The link previews (src/base/share-image.ts). */
  social: 'social',
  /** The partners' logos, public/partners/. */
  partners: 'partners',
  /** The privacy policy's page. */
  privacyPolicy: 'privacy-policy',
  /** The page of all campaigns, with their map. */
  campaigns: 'kampagnen',
  /** What the build says about itself, for the editing app (src/base/build-json.ts). */
  build: 'build.json',
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  notFound: '404.html',
  index: 'index.html',
} as const;

/** The paths a municipality's page may not take: every top-level name, without its extension. */
export const RESERVED_TOP_LEVEL: readonly string[] = Object.values(TOP_LEVEL).map((name) =>
  name.replace(/\..*$/, ''),
);
