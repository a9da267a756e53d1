// `npm start`: serves the built site on http://localhost:4173 (or $PORT; $HOST to listen elsewhere than
// 127.0.0.1) with scripts/site-server.ts, building it first when it is missing, older than a file it is
// made from, or was built for another municipality (MUNICIPALITY). Headers, routes and the 404 page come
// from .serve/<dist folder>.json, which the build writes. DIST_DIR serves another output folder.
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '4173';
const dist = resolve(root, process.env.DIST_DIR || 'dist');
const name = basename(dist);

// Build first when dist/ is missing, stale or for another municipality (the rule: scripts/build-state.ts).
const { buildIfStale } = await tsImport('./build-state.ts', import.meta.url);
let slug;
try {
  slug = buildIfStale(root).slug;
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The server (scripts/site-server.ts) is TypeScript; tsx loads it.
const { startSiteServer } = await tsImport('./site-server.ts', import.meta.url);
try {
  const { url } = await startSiteServer({
    configFile: join(root, '.serve', `${name}.json`),
    port: Number(port),
    host: process.env.HOST || undefined,
  });
  console.log(`Serving the site for ${slug} on ${url}`);
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
