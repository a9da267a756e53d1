import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { rawRequest } from '../support/raw-request';
import { expect, test } from './fixtures';
import { repo } from './support/pages';

// `npm start` itself, as the browser tests run it: a hostile visitor gets a 4xx, never a 5xx; only GET
// and HEAD are served; a second `npm start` on the same port stops with a message instead of moving to
// another port. (scripts/site-server.test.ts covers the server module path by path.)

const hostile = [
  '/%00',
  '/%',
  '/..%2f..%2fetc/passwd',
  '/../../../etc/passwd',
  `/${'x'.repeat(256)}`,
  `/${'a'.repeat(10_000)}`,
  '/index.html',
  '/404.html',
  '/_headers',
  '/Privacy-Policy',
];

test('npm start answers hostile and hidden paths with 4xx and the security headers', async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const problems: string[] = [];
  for (const path of hostile) {
    const answer = await rawRequest(origin, path);
    if (answer.status < 400 || answer.status >= 500)
      problems.push(`${path.slice(0, 40)}: status ${answer.status}`);
    if (!answer.headers['content-security-policy']) problems.push(`${path.slice(0, 40)}: no CSP`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('npm start allows only GET and HEAD', async ({ baseURL }) => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const answer = await rawRequest(baseURL ?? '', '/', { method });
    expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
  }
});

test('a second npm start on a taken port exits non-zero and says why', async ({ baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const child = spawn(process.execPath, [join(repo, 'scripts', 'start.mjs')], {
    cwd: repo,
    env: { ...process.env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  expect(code).toBe(1);
});
