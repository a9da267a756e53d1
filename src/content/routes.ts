// The paths of the site's pages, in one list: the pages are served there, and links in the legal text to a
// path of this site are checked against it.
import { TOP_LEVEL } from '../base/top-level.ts';

export const ROUTES = {
  home: '/',
  privacyPolicy: `/${TOP_LEVEL.privacyPolicy}`,
  campaigns: `/${TOP_LEVEL.campaigns}`,
} as const;
