// `npm start`: builds the site when dist/ is missing, stale or for other municipalities
// (scripts/build/build-state.ts), then serves it with scripts/serve/site-server.ts on http://localhost:4173 ($PORT;
// $HOST to listen elsewhere than 127.0.0.1), and builds it again when the content changes while it runs
// (scripts/serve/rebuild-on-change.ts). DIST_DIR serves another output folder.
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { buildIfStale, buildStaleReason, runBuild } = await tsImport(
  '../build/build-state.ts',
  import.meta.url,
);
const { rebuildOnChange } = await tsImport('./rebuild-on-change.ts', import.meta.url);
const { startSiteServer } = await tsImport('./site-server.ts', import.meta.url);
const { buildFiles, DEFAULT_PORT, distDir, portFromEnv, ROOT } = await tsImport(
  '../settings.ts',
  import.meta.url,
);
const { selectionName } = await tsImport('../../src/content/selection.ts', import.meta.url);
try {
  const port = portFromEnv(DEFAULT_PORT.start);
  const selection = buildIfStale(ROOT);
  const { url } = await startSiteServer({
    configFile: buildFiles(distDir()).serveConfig,
    port,
    host: process.env.HOST || undefined,
  });
  // What editors change: the content (a municipality folder outside content/ too) and the partner logos.
  const dirs = ['content', 'public', ...selection.municipalitiesDirs]
    .filter((dir, _, all) => !all.some((other) => other !== dir && dir.startsWith(`${other}/`)))
    .map((dir) => resolve(ROOT, dir));
  rebuildOnChange({
    dirs,
    staleReason: () => buildStaleReason(ROOT),
    build: () => runBuild(ROOT),
    say: (line) => console.log(line),
  });
  console.log(`Serving the site for ${selectionName(selection)} on ${url}`);
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}
