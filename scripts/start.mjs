// `npm start`: serves the built site on http://localhost:4173 (or $PORT) with `serve`, building it first
// when it is missing or was built for another municipality (MUNICIPALITY). Headers, rewrites and the 404
// page come from .serve/<dist folder>.json, which the build writes. DIST_DIR serves another output folder.
import { spawn, spawnSync } from 'node:child_process';
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

const serveBin = join(root, 'node_modules', 'serve', 'build', 'main.js');
const args = [
  serveBin,
  join(root, '.serve'),
  '--config',
  `${name}.json`,
  '--listen',
  `tcp://0.0.0.0:${port}`,
];
const server = spawn(
  process.execPath,
  [...args, '--no-port-switching', '--no-clipboard', '--no-request-logging'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
console.log(`Serving the site for ${slug} on http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
