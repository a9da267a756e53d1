import { createHash } from 'node:crypto';
import {
  CACHE_IMMUTABLE,
  CACHE_NO_CACHE,
  CACHE_REVALIDATE,
  securityHeaders,
} from '../../../scripts/build/headers.ts';

// What every response of the site must carry, whichever server sends it (npm start, nginx): the
// security headers of scripts/build/headers.ts, a CSP that allows exactly the page's own inline style and script, and the
// cache rule for its kind of file. Returns the problems found, one line each.

export type Headers = Record<string, string>;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function headerProblems(
  what: string,
  headers: Headers,
  {
    production,
    kind,
    body,
    onePolicyForAllPages = false,
  }: {
    production: boolean;
    kind: 'html' | 'asset' | 'file' | 'build';
    body?: string;
    /** A host that reads `_headers` sends one CSP on every path: the hashes of all pages' inline code. */
    onePolicyForAllPages?: boolean;
  },
): string[] {
  const problems: string[] = [];
  const expected = securityHeaders({ styleHashes: [], scriptHashes: [], production });
  for (const [name, value] of Object.entries(expected)) {
    const got = headers[name.toLowerCase()];
    if (name === 'Content-Security-Policy') continue;
    if (got !== value)
      problems.push(`${what}: ${name} is ${JSON.stringify(got)}; expected ${JSON.stringify(value)}`);
  }
  if (!production && headers['strict-transport-security'])
    problems.push(`${what}: Strict-Transport-Security on plain http`);

  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const want: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
  for (const [name, values] of Object.entries(want)) {
    if (JSON.stringify(directives.get(name)) !== JSON.stringify(values))
      problems.push(
        `${what}: CSP ${name} is ${JSON.stringify(directives.get(name))}; expected ${values.join(' ')}`,
      );
  }
  if (/unsafe-inline|unsafe-eval/.test(csp)) problems.push(`${what}: CSP allows unsafe-inline/unsafe-eval`);
  const styles = directives.get('style-src') ?? [];
  const ownStyles = [...(body?.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g) ?? [])].map(([, s = '']) =>
    sha256(s),
  );
  for (const hash of ownStyles) {
    if (!styles.includes(hash)) problems.push(`${what}: CSP style-src lacks the hash of its inline style`);
  }
  // Scripts: the site's own files, and each inline script (the loader) allowed by its exact hash only.
  const scripts = directives.get('script-src') ?? [];
  if (scripts[0] !== "'self'" || scripts.slice(1).some((source) => !source.startsWith("'sha256-")))
    problems.push(`${what}: CSP script-src is ${JSON.stringify(scripts)}; expected 'self' and hashes`);
  const ownScripts = [...(body?.matchAll(/<script(?: id="[^"]*")?>([\s\S]*?)<\/script>/g) ?? [])].map(
    ([, s = '']) => sha256(s),
  );
  for (const hash of ownScripts) {
    if (!scripts.includes(hash)) problems.push(`${what}: CSP script-src lacks the hash of its inline script`);
  }
  // A page's policy allows its own inline code and nothing of the other pages.
  if (body !== undefined && !onePolicyForAllPages) {
    const others = [...styles, ...scripts].filter(
      (source) =>
        source.startsWith("'sha256-") && !ownStyles.includes(source) && !ownScripts.includes(source),
    );
    if (others.length > 0)
      problems.push(`${what}: CSP allows ${others.length} hash(es) of other pages' inline code`);
  }

  const cache = headers['cache-control'];
  const wanted = kind === 'asset' ? CACHE_IMMUTABLE : kind === 'build' ? CACHE_NO_CACHE : CACHE_REVALIDATE;
  if (cache !== wanted)
    problems.push(`${what}: Cache-Control is ${JSON.stringify(cache)}; expected ${wanted}`);
  if (headers['set-cookie']) problems.push(`${what}: sets a cookie`);
  return problems;
}
