// `npm start`: serves the built site on http://localhost:4173 (or $PORT; $HOST to listen elsewhere than
// 127.0.0.1) with scripts/site-server.ts, building it first when it is missing or was built for another
// municipality (MUNICIPALITY). Headers, routes and the 404 page come from .serve/<dist folder>.json, which
// the build writes. DIST_DIR serves another output folder.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '4173';
const slug = process.env.MUNICIPALITY || 'diepoldsau';
const dist = resolve(root, process.env.DIST_DIR || 'dist');
const name = basename(dist);
const info = join(root, '.serve', `${name}.build-info.json`);

const builtFor = existsSync(info) ? JSON.parse(readFileSync(info, 'utf8')).municipality : null;
if (!existsSync(join(dist, 'index.html')) || builtFor !== slug) {
  console.log(
    builtFor ? `The site was built for ${builtFor}; building for ${slug}…` : 'No build yet; building…',
  );
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const built = spawnSync(process.execPath, [tsx, 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The server (scripts/site-server.ts) is TypeScript; tsx loads it.
const { tsImport } = await import('tsx/esm/api');
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
