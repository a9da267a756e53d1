import { TOP_LEVEL } from '../../src/base/top-level.ts';

// The HTTP headers of the site, one list for every server: `npm start` (.serve/<dist folder>.json, read by scripts/serve/site-server.ts), hosts that read a
// `_headers` file (Netlify, Cloudflare Pages) and nginx (deploy/nginx.conf is checked against this list).

export interface HeaderOptions {
  /** CSP hashes of the inline <style> blocks the prerender wrote. */
  styleHashes: string[];
  /** CSP hashes of the inline loader scripts the prerender wrote (scripts/build/prerender/loader.ts, loaderScript). */
  scriptHashes: string[];
  /** Production adds HSTS and upgrade-insecure-requests, which would break plain-http localhost. */
  production: boolean;
}

/** Each HTML file's own inline hashes (file in dist/ → hashes): its CSP allows those and no other. */
export type PageHashes = Record<string, Pick<HeaderOptions, 'styleHashes' | 'scriptHashes'>>;

export function contentSecurityPolicy({ styleHashes, scriptHashes, production }: HeaderOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    `style-src 'self' ${styleHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

// No Cross-Origin-Opener-Policy, on purpose: docs/performance.md (short tasks) says why.
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    ...(options.production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
/** build.json's: asked again on every read, which is the editing app's polling (src/admin/site-status.ts). */
export const CACHE_NO_CACHE = 'no-cache';

export interface Route {
  /** The URL path, e.g. "/privacy-policy". */
  route: string;
  /** Its HTML file in dist/. */
  file: string;
}

/** A path that leads elsewhere for good (301): the home municipality's own path leads to /. */
export interface Redirect {
  from: string;
  to: string;
}

/** A route with and without its trailing slash (/ has only the one). */
const spellings = (route: string) => (route === '/' ? ['/'] : [route, `${route}/`]);

/**
 * The Cache-Control of a path: hashed assets are kept for a year, build.json is asked for again every time,
 * everything else is revalidated.
 */
export function cacheControl(path: string): string {
  if (path === `/${TOP_LEVEL.build}`) return CACHE_NO_CACHE;
  return path.startsWith(`/${TOP_LEVEL.assets}/`) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** What `npm start` serves (scripts/serve/site-server.ts), written by the build to .serve/<dist folder>.json. */
export interface ServeConfig {
  /** The built site, relative to the configuration file. */
  public: string;
  /** The pages: URL path (with and without a trailing slash) → HTML file in `public`. */
  routes: Record<string, string>;
  /** Paths (with and without a trailing slash) that lead elsewhere with 301 → where they lead. */
  redirects: Record<string, string>;
  /** The page for every other path that is not a file, sent with status 404. */
  notFound: string;
  /** The security headers, on every response but the pages'. */
  headers: Record<string, string>;
  /** The security headers of each HTML file: its CSP names only the page's own inline style and loader. */
  pageHeaders: Record<string, Record<string, string>>;
}

export function serveConfig(
  publicDir: string,
  options: HeaderOptions,
  routes: Route[],
  pages: PageHashes = {},
  redirects: Redirect[] = [],
): ServeConfig {
  return {
    public: publicDir,
    routes: Object.fromEntries(
      routes.flatMap(({ route, file }) => spellings(route).map((path) => [path, file])),
    ),
    redirects: Object.fromEntries(
      redirects.flatMap(({ from, to }) => spellings(from).map((path) => [path, to])),
    ),
    notFound: TOP_LEVEL.notFound,
    headers: securityHeaders(options),
    pageHeaders: Object.fromEntries(
      Object.entries(pages).map(([file, hashes]) => [
        file,
        securityHeaders({ ...hashes, production: options.production }),
      ]),
    ),
  };
}

/**
 * `_headers` for hosts that read it (Netlify, Cloudflare Pages): the security headers on every path, the
 * year-long cache on the hashed assets and `no-cache` on build.json. HTML keeps the host's default, which already revalidates
 * (`public, max-age=0, must-revalidate` on both); naming Cache-Control twice would make these hosts join
 * the two values with a comma.
 */
export function headersFile(options: HeaderOptions): string {
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`);
  return [
    '# Generated by scripts/build/build.ts from scripts/build/headers.ts; do not edit.',
    '/*',
    ...lines(securityHeaders(options)),
    `/${TOP_LEVEL.assets}/*`,
    ...lines({ 'Cache-Control': CACHE_IMMUTABLE }),
    `/${TOP_LEVEL.build}`,
    ...lines({ 'Cache-Control': CACHE_NO_CACHE }),
    '',
  ].join('\n');
}

/**
 * `_redirects` for hosts that read it (Netlify, Cloudflare Pages): each page answers its canonical URL
 * (`/privacy-policy`, `/<slug>`, as the canonical link and the sitemap name it) with 200. Left alone,
 * Cloudflare Pages redirects a folder's URL to its trailing slash (308 → `/privacy-policy/`); the rewrite
 * (status 200) serves the folder's index.html there instead. The redirects (301) come first: the first
 * matching line wins.
 */
export function redirectsFile(routes: string[], redirects: Redirect[] = []): string {
  return [
    '# Generated by scripts/build/build.ts from the pages of src/pages/page-list.ts; do not edit.',
    ...redirects.flatMap(({ from, to }) => spellings(from).map((path) => `${path} ${to} 301`)),
    ...routes.filter((route) => route !== '/').map((route) => `${route} ${route}/ 200`),
    '',
  ].join('\n');
}

/**
 * nginx's locations of the pages, included in the server block by deploy/nginx.conf: each route, with and
 * without a trailing slash, sends its HTML file; each redirect answers 301. Routes are paths of lower-case
 * words and hyphens (src/content/slugs.ts), which need no escaping in a regular expression. A folder's
 * route (ending in /, the editing app's /admin/) answers only there, and its name without the slash leads
 * to it with 301, as Cloudflare Pages does (308): the app's login returns to that one URL.
 */
export function nginxRoutes(routes: Route[], redirects: Redirect[] = []): string {
  const location = (route: string) =>
    route === '/' || route.endsWith('/') ? `location = ${route}` : `location ~ ^${route}/?$`;
  const redirect = (where: string, to: string) => `${where} {\n    return 301 ${to};\n}`;
  return [
    '# Generated by scripts/build/build.ts from the pages of src/pages/page-list.ts; do not edit. Included by',
    "# deploy/nginx.conf in the server block. Each page's HTML is revalidated on every visit.",
    ...routes.flatMap(({ route, file }) => [
      `${location(route)} {\n    try_files /${file} =404;\n}`,
      ...(route !== '/' && route.endsWith('/') ? [redirect(`location = ${route.slice(0, -1)}`, route)] : []),
    ]),
    ...redirects.map(({ from, to }) => redirect(location(from), to)),
    '',
  ].join('\n');
}

const nginxQuote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The variable of deploy/nginx-csp.conf that holds the Content-Security-Policy of the file being sent. */
export const NGINX_CSP_VARIABLE = '$csp_100in100';
/** Its X-Robots-Tag: empty, so not sent, for every file but those of OwnHeaders. */
export const NGINX_ROBOTS_VARIABLE = '$robots_100in100';

/** HTML files served with headers of their own (the editing app): their policy and X-Robots-Tag. */
export type OwnHeaders = Record<string, { policy: string; robots: string }>;

/**
 * nginx's `add_header` lines, included by every location of deploy/nginx.conf (a location with add_header
 * lines of its own drops the server's); `always` puts them on the 404 page too.
 */
export function nginxHeaders(options: HeaderOptions): string {
  return [
    '# Generated by scripts/build/build.ts from scripts/build/headers.ts; do not edit. Included by deploy/nginx.conf.',
    `# The Content-Security-Policy comes from ${NGINX_CSP_VARIABLE} (nginx-csp.conf): each page's own.`,
    ...Object.entries(securityHeaders(options)).map(([key, value]) =>
      key === 'Content-Security-Policy'
        ? `add_header ${key} ${NGINX_CSP_VARIABLE} always;`
        : `add_header ${key} ${nginxQuote(value)} always;`,
    ),
    // nginx sends no header whose value is empty: only the files the map names get one.
    `add_header X-Robots-Tag ${NGINX_ROBOTS_VARIABLE} always;`,
    '',
  ].join('\n');
}

/**
 * nginx's map from the file being sent ($uri, after try_files or error_page) to its Content-Security-Policy:
 * each HTML file its own hashes, a file of `own` its own policy; everything else (scripts, images, nginx's
 * own error pages) the policy with the hashes of all pages. And the map to X-Robots-Tag, set for the files
 * of `own` only. Included at http level by deploy/nginx.conf, before its server blocks.
 */
export function nginxCspMap(options: HeaderOptions, pages: PageHashes, own: OwnHeaders = {}): string {
  const policy = (hashes: Pick<HeaderOptions, 'styleHashes' | 'scriptHashes'>) =>
    nginxQuote(contentSecurityPolicy({ ...hashes, production: options.production }));
  return [
    '# Generated by scripts/build/build.ts from scripts/build/headers.ts for this very build (the CSP names the hashes',
    '# of its inline styles and scripts); do not edit. Included by deploy/nginx.conf.',
    `map $uri ${NGINX_CSP_VARIABLE} {`,
    `    default ${policy(options)};`,
    ...Object.entries(pages).map(([file, hashes]) => `    /${file} ${policy(hashes)};`),
    ...Object.entries(own).map(([file, headers]) => `    /${file} ${nginxQuote(headers.policy)};`),
    '}',
    `map $uri ${NGINX_ROBOTS_VARIABLE} {`,
    '    default "";',
    ...Object.entries(own).map(([file, headers]) => `    /${file} ${nginxQuote(headers.robots)};`),
    '}',
    '',
  ].join('\n');
}
