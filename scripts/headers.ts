// The HTTP headers of the site, one list for every server: `npm start` (serve.json), hosts that read a
// `_headers` file (Netlify, Cloudflare Pages) and nginx (deploy/nginx.conf is checked against this list).

export interface HeaderOptions {
  /** CSP hashes of the inline <style> blocks the prerender wrote. */
  styleHashes: string[];
  /** Production adds HSTS and upgrade-insecure-requests, which would break plain-http localhost. */
  production: boolean;
}

export function contentSecurityPolicy({ styleHashes, production }: HeaderOptions): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

export interface Route {
  /** The URL path, e.g. "/privacy-policy". */
  route: string;
  /** The HTML file in dist/ that answers it. */
  file: string;
}

/**
 * serve.json for `npm start` (https://github.com/vercel/serve-handler#options). Only the pages' routes
 * (with or without a trailing slash) are rewritten to their files; every other path that is not a file
 * gets 404.html with status 404.
 */
export function serveConfig(publicDir: string, options: HeaderOptions, routes: Route[]) {
  const headers = Object.entries(securityHeaders(options)).map(([key, value]) => ({ key, value }));
  return {
    public: publicDir,
    cleanUrls: false,
    directoryListing: false,
    rewrites: routes.flatMap(({ route, file }) =>
      (route === '/' ? ['/'] : [route, `${route}/`]).map((source) => ({ source, destination: `/${file}` })),
    ),
    headers: [
      { source: '**', headers: [...headers, { key: 'Cache-Control', value: CACHE_REVALIDATE }] },
      { source: 'assets/**', headers: [{ key: 'Cache-Control', value: CACHE_IMMUTABLE }] },
    ],
  };
}
