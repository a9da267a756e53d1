import { describe, expect, it } from 'vitest';
import {
  CACHE_IMMUTABLE,
  CACHE_NO_CACHE,
  CACHE_REVALIDATE,
  cacheControl,
  contentSecurityPolicy,
  headersFile,
  NGINX_CSP_VARIABLE,
  NGINX_ROBOTS_VARIABLE,
  nginxCspMap,
  nginxHeaders,
  redirectsFile,
  securityHeaders,
  serveConfig,
} from './headers.ts';

const options = {
  styleHashes: ['sha256-abc=', 'sha256-def='],
  scriptHashes: ['sha256-run='],
  production: true,
};

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('contentSecurityPolicy', () => {
  it('allows only own scripts and hashed inline ones, the hashed inline styles, and no framing, base or form targets', () => {
    const csp = directives(contentSecurityPolicy(options));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'sha256-run='"]);
    expect(csp['style-src']).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(contentSecurityPolicy(options)).not.toContain('unsafe');
  });
  it('upgrades insecure requests only in production (localhost is plain http)', () => {
    expect(contentSecurityPolicy(options)).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...options, production: false })).not.toContain('upgrade');
  });
});

describe('securityHeaders', () => {
  it('sends no Cross-Origin-Opener-Policy, which would start every visit in a cold renderer process', () => {
    expect(Object.keys(securityHeaders(options)).map((name) => name.toLowerCase())).not.toContain(
      'cross-origin-opener-policy',
    );
  });
  it('sends HSTS only in production', () => {
    expect(securityHeaders(options)['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
    expect(securityHeaders({ ...options, production: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
  });
});

describe('headersFile (_headers for Netlify, Cloudflare Pages)', () => {
  it('puts every security header on every path, the year-long cache on hashed assets, no-cache on build.json', () => {
    const file = headersFile(options);
    const [all = '', rest = ''] = file.split(/^\/assets\/\*$/m);
    const [assets = '', build = ''] = rest.split(/^\/build\.json$/m);
    for (const [key, value] of Object.entries(securityHeaders(options))) {
      expect(all).toContain(`\n  ${key}: ${value}\n`);
    }
    expect(all).toMatch(/^\/\*$/m);
    expect(all).not.toContain('Cache-Control');
    expect(assets.trim()).toBe(`Cache-Control: ${CACHE_IMMUTABLE}`);
    expect(build.trim()).toBe(`Cache-Control: ${CACHE_NO_CACHE}`);
  });
});

describe('redirectsFile (_redirects for Netlify, Cloudflare Pages)', () => {
  it('rewrites each page but / from its canonical URL to its folder, with status 200, not a redirect', () => {
    const rules = redirectsFile(['/', '/privacy-policy'])
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(['/privacy-policy /privacy-policy/ 200']);
  });
});

const pages = {
  'index.html': { styleHashes: ['sha256-abc='], scriptHashes: ['sha256-run='] },
  '404.html': { styleHashes: ['sha256-def='], scriptHashes: [] },
};

describe('nginxHeaders', () => {
  it('writes one add_header … always line per header, quoted, the CSP from the map of nginx-csp.conf', () => {
    const lines = nginxHeaders(options)
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(lines).toHaveLength(Object.keys(securityHeaders(options)).length + 1);
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(lines).toContain(`add_header Content-Security-Policy ${NGINX_CSP_VARIABLE} always;`);
    expect(lines).toContain(`add_header X-Robots-Tag ${NGINX_ROBOTS_VARIABLE} always;`);
  });
});

describe('nginxCspMap', () => {
  it("maps each page's file to a policy with its own hashes, and everything else to the site's", () => {
    // The policies' map, before the map of X-Robots-Tag.
    const [map = ''] = nginxCspMap(options, pages).split(`map $uri ${NGINX_ROBOTS_VARIABLE}`);
    const entries = Object.fromEntries(
      [...map.matchAll(/^ {4}(\S+) "([^"]*)";$/gm)].map(([, key = '', csp = '']) => [key, directives(csp)]),
    );
    expect(map).toMatch(new RegExp(`^map \\$uri \\${NGINX_CSP_VARIABLE} \\{$`, 'm'));
    expect(Object.keys(entries)).toEqual(['default', '/index.html', '/404.html']);
    expect(entries['/index.html']?.['style-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(entries['/404.html']?.['style-src']).toEqual(["'self'", "'sha256-def='"]);
    expect(entries['/404.html']?.['script-src']).toEqual(["'self'"]);
    expect(entries.default?.['style-src']).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(entries.default?.['upgrade-insecure-requests']).toEqual([]);
  });

  it('gives a file with headers of its own (the editing app) its policy and X-Robots-Tag, no other file one', () => {
    const own = {
      'admin/index.html': { policy: "default-src 'self'; style-src 'unsafe-inline'", robots: 'noindex' },
    };
    const map = nginxCspMap(options, pages, own);
    const [csp = '', robots = ''] = map.split(`map $uri ${NGINX_ROBOTS_VARIABLE} {`);
    expect(csp).toContain(`    /admin/index.html "default-src 'self'; style-src 'unsafe-inline'";`);
    expect(robots).toBe('\n    default "";\n    /admin/index.html "noindex";\n}\n');
  });
});

describe('serveConfig (npm start)', () => {
  it('maps the routes with and without a trailing slash to their files and carries the headers', () => {
    const config = serveConfig('../dist', options, [
      { route: '/', file: 'index.html' },
      { route: '/privacy-policy', file: 'privacy-policy/index.html' },
    ]);
    expect(config.routes).toEqual({
      '/': 'index.html',
      '/privacy-policy': 'privacy-policy/index.html',
      '/privacy-policy/': 'privacy-policy/index.html',
    });
    expect(config.notFound).toBe('404.html');
    expect(config.headers).toEqual(securityHeaders(options));
    expect(config.pageHeaders).toEqual({});
  });

  it('gives each page the headers with its own CSP', () => {
    const config = serveConfig('../dist', options, [{ route: '/', file: 'index.html' }], pages);
    expect(config.pageHeaders['index.html']).toEqual(
      securityHeaders({ ...pages['index.html'], production: true }),
    );
    expect(config.pageHeaders['404.html']?.['Content-Security-Policy']).toBe(
      contentSecurityPolicy({ ...pages['404.html'], production: true }),
    );
  });
});

describe('cacheControl', () => {
  it('keeps hashed assets for a year, asks for build.json every time and revalidates everything else', () => {
    expect(cacheControl('/assets/home-1.js')).toBe(CACHE_IMMUTABLE);
    expect(cacheControl('/build.json')).toBe(CACHE_NO_CACHE);
    expect(cacheControl('/admin/build.json')).toBe(CACHE_REVALIDATE);
    expect(cacheControl('/')).toBe(CACHE_REVALIDATE);
    expect(cacheControl('/favicon.svg')).toBe(CACHE_REVALIDATE);
    expect(cacheControl('/partners/assets/x.svg')).toBe(CACHE_REVALIDATE);
  });
});
