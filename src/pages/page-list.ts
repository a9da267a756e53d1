// The one list of the site's pages: the URL each answers (the not-found page answers every unknown one), the
// file it is written to in dist/, and the client entry that hydrates it. vite.config.ts builds one client
// entry per page from it; src/entry-server.tsx renders each with the component and head of its page module.
// The paths themselves are in src/content/routes.ts, which the legal text's links are checked against.
// (Relative imports: vite.config.ts reads this file before the @/ alias exists.)

import { ROUTES } from '../content/routes.ts';

export const PAGES = [
  { name: 'home', route: ROUTES.home, file: 'index.html', entry: 'src/entries/home.tsx' },
  {
    name: 'privacy-policy',
    route: ROUTES.privacyPolicy,
    file: 'privacy-policy/index.html',
    entry: 'src/entries/privacy-policy.tsx',
  },
  { name: 'not-found', route: null, file: '404.html', entry: 'src/entries/not-found.tsx' },
] as const satisfies readonly { name: string; route: string | null; file: string; entry: string }[];

export type PageName = (typeof PAGES)[number]['name'];

/** What a page says about itself in <head>; each page module exports the function that writes it. */
export interface PageHead {
  title: string;
  description: string;
  /** Structured data for search engines (schema.org), if any. */
  jsonLd?: object[];
}
