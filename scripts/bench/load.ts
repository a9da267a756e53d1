// `npm run bench:load`: how much `npm start` serves. Starts it on a free loopback port, lets autocannon
// (100 connections, 10 s) ask for every URL of the site in turn, as a browser without gzip would, and fails
// under MIN_RPS (default 2000) requests per second or on any error or 5xx. Not part of `npm test`: it
// measures the machine as much as the server; run it on an idle one.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { filesBelow } from '../build/precompress.ts';
import { distDir, ROOT } from '../settings.ts';

const root = ROOT;
const MIN_RPS = Number(process.env.MIN_RPS ?? 2000);
const server = spawn(process.execPath, [join(root, 'scripts', 'serve', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((done, fail) => {
  server.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const served = /Serving the site .* on (http\S+)/.exec(chunk.toString());
    if (served?.[1]) done(served[1]);
  });
  server.once('exit', (code) => fail(new Error(`npm start exited with ${code}`)));
});
try {
  // The pages, the not-found page and every public file (site-server.ts hides the rest).
  const files = filesBelow(distDir()).filter((f) => !/\.(html|br|gz)$|^_headers|^_redirects/.test(f));
  const paths = ['/', '/privacy-policy', '/diese-seite-gibt-es-nicht', ...files.map((f) => `/${f}`)];
  console.log(`autocannon: 100 connections for 10 s over ${paths.length} URLs…`);
  const asks = paths.map((path) => ({ path }));
  const result = await autocannon({ url, connections: 100, duration: 10, requests: asks });
  const { requests, latency, errors, timeouts, '5xx': serverErrors } = result;
  const rps = requests.average;
  console.log(
    `${Math.round(rps)} req/s (average), p99 ${latency.p99} ms, ${errors} errors, ${timeouts} timeouts, ${serverErrors} 5xx; ${requests.total} requests`,
  );
  if (rps < MIN_RPS || errors + timeouts + serverErrors > 0) {
    console.error(`bench:load failed: under ${MIN_RPS} req/s, or errors, timeouts or 5xx answers`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
}
