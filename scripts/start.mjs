// `npm start`: builds the site when dist/ is missing, stale or for other municipalities
// (scripts/build-state.ts), then serves it with scripts/site-server.ts on http://localhost:4173 ($PORT;
// $HOST to listen elsewhere than 127.0.0.1). DIST_DIR serves another output folder.
import { basename, join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = join(import.meta.dirname, '..');
const { buildIfStale } = await tsImport('./build-state.ts', import.meta.url);
const { startSiteServer } = await tsImport('./site-server.ts', import.meta.url);
const { selectionName } = await tsImport('../src/content/selection.ts', import.meta.url);
try {
  const selection = buildIfStale(root);
  const { url } = await startSiteServer({
    configFile: join(root, '.serve', `${basename(resolve(root, process.env.DIST_DIR || 'dist'))}.json`),
    port: Number(process.env.PORT || '4173'),
    host: process.env.HOST || undefined,
  });
  console.log(`Serving the site for ${selectionName(selection)} on ${url}`);
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}
