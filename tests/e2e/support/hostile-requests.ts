import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SocketAnswer } from '../../support/raw-socket.ts';

// Requests an attacker sends every server of the site (npm start, nginx, the CDN runtime), as raw bytes.

/**
 * Spellings of paths to files of the build that are no URL of the site (`_headers` and `_redirects` are for
 * the CDN, the compressed copies are sent in place of their file): by percent-encoding (`%2F`, `%2f`,
 * `%5c`, `%2e%2e`, an encoded name), doubled slashes, mixed case, double encoding and plain `..`.
 */
export const HIDDEN_FILE_PATHS = [
  '/_headers',
  '/%2F_headers',
  '/%2f_headers',
  '/%2F%2F_headers',
  '//_headers',
  '///_headers',
  '/%5f%68eaders',
  '/_HEADERS',
  '/_Headers',
  '/assets/..%2f_headers',
  '/assets/..%2F_headers',
  '/assets/%2e%2e/_headers',
  '/assets/%2E%2E%2F_headers',
  '/assets/.%2e/_headers',
  '/assets/%2e./_headers',
  '/assets/..%5c_headers',
  '/assets/..%5C_headers',
  '/assets/../_headers',
  '/./_headers',
  '/%252F_headers',
  '/assets/%252e%252e%252f_headers',
  '/assets/%25%32%65%25%32%65/_headers',
  '/_redirects',
  '/%2F_redirects',
  '/assets/..%2f_redirects',
];

/** The build's compressed copies by their own names: npm start and nginx send them only in place of their file. */
export const COMPRESSED_COPY_PATHS = [
  '/favicon.svg.br',
  '/favicon.svg%2ebr',
  '/favicon.svg%2Egz',
  '/index%2ehtml.br',
];

/** The first line of each file in `dist` that is no URL of the site: it must never appear in an answer. */
export const hiddenTexts = (dist: string, files = ['_headers', '_redirects']) =>
  files.map((file) => readFileSync(join(dist, file), 'utf8').split('\n')[0] ?? file);

/** Whether the answer holds one of the hidden files' texts (their first lines). */
export function leaksHiddenFile(answer: SocketAnswer | null, hidden: string[]): boolean {
  return answer !== null && hidden.some((text) => answer.body.includes(text));
}

/** Security headers every answer carries, whatever its status (scripts/build/headers.ts). */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

/** The security headers of `answer` that differ from those of `reference` (a file of the site). */
export function headersDiffering(
  answer: SocketAnswer,
  reference: SocketAnswer,
  names = SECURITY_HEADER_NAMES,
) {
  return names.filter((name) => !answer.headers[name] || answer.headers[name] !== reference.headers[name]);
}
