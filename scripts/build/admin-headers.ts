import type { CmsBackend } from 'decap-cms-core';
import { TOP_LEVEL } from '../../src/base/top-level.ts';
import { contentSecurityPolicy, type HeaderOptions, securityHeaders } from './headers.ts';

// The editing app (/admin/) has headers of its own: a Content-Security-Policy for what Decap needs (its
// styles are injected at run time, its preview is a frame of the page, and it talks to the one git host it
// is built for), and noindex, since the login page has no business in a search engine. The public pages'
// policy stays as strict as it is.

export const ADMIN_ROUTE = `/${TOP_LEVEL.admin}/`;
export const ADMIN_FILE = `${TOP_LEVEL.admin}/${TOP_LEVEL.index}`;

/** The origins the app talks to: the git host's API and login (none when no backend is set up). */
export function backendOrigins(backend: CmsBackend | undefined | null): string[] {
  if (!backend) return [];
  const b = backend as CmsBackend & { api_root?: string; base_url?: string };
  const urls = [b.api_root, b.base_url];
  if (b.name === 'github')
    urls.push(b.api_root ?? 'https://api.github.com', 'https://avatars.githubusercontent.com');
  return [...new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])))];
}

/** The site's policy (scripts/build/headers.ts), with what the app needs in place of the pages' directives. */
export function adminContentSecurityPolicy(origins: string[], production: boolean): string {
  const hosts = origins.join(' ');
  const own: Record<string, string> = {
    // Decap checks its configuration with Ajv, which compiles each check with new Function: without
    // 'unsafe-eval' the app stops at "Error loading the CMS configuration" (tests/e2e/admin.spec.ts).
    'script-src': "'self' 'unsafe-eval'",
    // Decap's components style themselves with emotion, which writes <style> elements at run time.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: ${hosts}`,
    'font-src': "'self' data:",
    'connect-src': `'self' ${hosts}`,
    // The preview pane is a frame of the app's own page.
    'frame-src': "'self'",
  };
  const site = contentSecurityPolicy({ styleHashes: [], scriptHashes: [], production }).split('; ');
  const names = site.map((directive) => directive.split(' ')[0] ?? '');
  const added = Object.keys(own).filter((name) => !names.includes(name));
  return [
    ...site.map((directive, i) => (own[names[i] ?? ''] ? `${names[i]} ${own[names[i] ?? '']}` : directive)),
    ...added.map((name) => `${name} ${own[name]}`),
  ]
    .map((directive) => directive.trim())
    .join('; ');
}

/** The headers of /admin/: the site's security headers with the app's own policy, and noindex. */
export function adminHeaders(origins: string[], production: boolean): Record<string, string> {
  const site: HeaderOptions = { styleHashes: [], scriptHashes: [], production };
  return {
    ...securityHeaders(site),
    'Content-Security-Policy': adminContentSecurityPolicy(origins, production),
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/** The `_headers` block for /admin/*: Cloudflare Pages' `!` drops the site's policy first (two would both apply). */
export function adminHeadersBlock(origins: string[]): string {
  const headers = adminHeaders(origins, true);
  return [
    `${ADMIN_ROUTE}*`,
    '  ! Content-Security-Policy',
    ...Object.entries(headers)
      .filter(([key]) => key === 'Content-Security-Policy' || key === 'X-Robots-Tag')
      .map(([key, value]) => `  ${key}: ${value}`),
    '',
  ].join('\n');
}
