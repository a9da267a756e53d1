// `npm run bench:load`: how much `npm start` serves. Starts it on a free loopback port, lets autocannon
// (100 connections, 10 s, loopback only) ask for every URL of the site in turn (the pages, the not-found
// page, the hashed assets, the plain files, as a browser without gzip would), prints requests per second,
// the 99th percentile latency and the errors, and fails under MIN_RPS (default 2000) or on any error or
// 5xx. Not part of `npm test`: it measures the machine as much as the server; run it on an idle one.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './free-port.ts';

const root = join(import.meta.dirname, '..');
const MIN_RPS = Number(process.env.MIN_RPS ?? 2000);
const SECONDS = 10;
const CONNECTIONS = 100;

/** Resolves once `npm start` says it serves; rejects when it exits first. */
function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('Serving the site')) done(child);
    });
    child.once('exit', (code) => fail(new Error(`npm start exited with ${code}`)));
  });
}

function paths(): string[] {
  const dist = join(root, 'dist');
  const files = (dir: string): string[] =>
    readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [`/${join(dir, entry.name)}`],
    );
  const publicFiles = files('').filter((path) => !/(\.html|\.br|\.gz|^\/_headers|^\/_redirects)$/.test(path));
  return ['/', '/privacy-policy', '/diese-seite-gibt-es-nicht', ...publicFiles];
}

const port = await freePort();
const server = await startServer(port);
try {
  const urls = paths();
  console.log(`autocannon: ${CONNECTIONS} connections for ${SECONDS} s over ${urls.length} URLs…`);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: urls.map((path) => ({ method: 'GET', path })),
  });
  const serverErrors = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, { count }]) => sum + (count ?? 0), 0);
  const rps = result.requests.average;
  console.log(
    `${Math.round(rps)} req/s (average), p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.timeouts} timeouts, ${serverErrors} 5xx; ${result.requests.total} requests`,
  );
  const problems = [
    ...(rps < MIN_RPS ? [`${Math.round(rps)} req/s is under ${MIN_RPS}`] : []),
    ...(result.errors + result.timeouts + serverErrors > 0 ? ['errors, timeouts or 5xx answers'] : []),
  ];
  if (problems.length > 0) {
    console.error(`bench:load failed: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
}
