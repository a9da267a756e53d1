// The paths of the site's pages, in one list: the pages are served there, and links in the legal text to a
// path of this site are checked against it.
export const ROUTES = { home: '/', privacyPolicy: '/privacy-policy' } as const;
