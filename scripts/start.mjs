// `npm start`: serves the built site on http://localhost:4173 (or $PORT) with `serve`, building it first
// when it is missing or was built for another municipality (MUNICIPALITY). Headers, rewrites and the 404
// page come from .serve/<dist folder>.json, which the build writes. DIST_DIR serves another output folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, unwatchFile, watchFile } from 'node:fs';
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
const config = join(root, '.serve', `${name}.json`);
const args = [
  serveBin,
  join(root, '.serve'),
  '--config',
  `${name}.json`,
  '--listen',
  `tcp://0.0.0.0:${port}`,
];
let server;
let stopping = false;
function serve() {
  server = spawn(
    process.execPath,
    [...args, '--no-port-switching', '--no-clipboard', '--no-request-logging'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  server.on('exit', (code) => {
    if (!stopping) process.exit(code ?? 0);
  });
}
serve();
console.log(`Serving the site for ${slug} on http://localhost:${port}`);

// A rebuild while the server runs writes new CSP hashes for the new inline styles and scripts; serve reads
// its configuration only when it starts, so it is restarted to match (otherwise the page would be blocked).
let restarting = false;
watchFile(config, { interval: 1000 }, () => {
  if (restarting) return;
  restarting = true;
  stopping = true;
  server.once('exit', () => {
    stopping = false;
    restarting = false;
    serve();
    console.log('The site was rebuilt: serving the new build.');
  });
  server.kill('SIGTERM');
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    unwatchFile(config);
    server.kill(signal);
    process.exit(0);
  });
}
