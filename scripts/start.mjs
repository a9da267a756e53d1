// `npm start`: serves dist/ on http://localhost:4173 (or $PORT) with `serve`, building it first when it is
// missing or was built for another municipality (MUNICIPALITY). Headers and the 404 page come from the
// .serve/serve.json that the build writes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '4173';
const slug = process.env.MUNICIPALITY || 'diepoldsau';
const info = join(root, '.serve', 'build-info.json');

const builtFor = existsSync(info) ? JSON.parse(readFileSync(info, 'utf8')).municipality : null;
if (!existsSync(join(root, 'dist', 'index.html')) || builtFor !== slug) {
  console.log(
    builtFor ? `dist/ was built for ${builtFor}; building for ${slug}…` : 'No build yet; building…',
  );
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const serveBin = join(root, 'node_modules', 'serve', 'build', 'main.js');
const server = spawn(
  process.execPath,
  [
    serveBin,
    join(root, '.serve'),
    '--listen',
    `tcp://0.0.0.0:${port}`,
    '--no-port-switching',
    '--no-clipboard',
    '--no-request-logging',
  ],
  { cwd: root, stdio: 'inherit' },
);
console.log(`Serving the site on http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
