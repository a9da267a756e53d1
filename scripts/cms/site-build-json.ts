import type { ServerResponse } from 'node:http';
import { BUILD_JSON } from '../../src/base/build-json.ts';
import { DEFAULT_PORT } from '../settings.ts';

// `npm run cms` follows a save to the site `npm start` serves from the same checkout, as the deployed app
// follows it to its own site: it answers the app's /build.json with that site's (src/admin/site-status.ts).
// Asked by this server, not by the browser, so the app reads it from its own origin as in production: the
// site needs no CORS and the app's policy no second origin.

/** The site of `npm start`: CMS_SITE_URL, else its default port on this machine. */
export function siteUrlFromEnv(env: Record<string, string | undefined>): string {
  const value = env.CMS_SITE_URL?.trim() || `http://localhost:${DEFAULT_PORT.start}`;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Worded below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(
      `CMS_SITE_URL=${env.CMS_SITE_URL} ist keine Adresse einer Website. Erwartet z. B. http://localhost:${DEFAULT_PORT.start}.`,
    );
  return url.origin;
}

/** How long the site may take to answer: it serves a file, or is not running at all. */
const TIMEOUT_MS = 5_000;

/** Sends the site's build.json as the site answers it; 502 when the site does not answer (npm start not running). */
export async function sendSiteBuildJson(site: string, res: ServerResponse) {
  res.setHeader('Cache-Control', 'no-store');
  try {
    const answer = await fetch(new URL(`/${BUILD_JSON}`, site), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await answer.text();
    res.setHeader('Content-Type', answer.headers.get('content-type') ?? 'application/octet-stream');
    res.writeHead(answer.status).end(body);
  } catch {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.writeHead(502).end(`Die Website auf ${site} antwortet nicht.`);
  }
}
