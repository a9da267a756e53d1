import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import getPort from 'get-port';
import { parse } from 'jsonc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Run, startProcess } from '../../tests/support/process.ts';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { ROOT } from '../settings.ts';
import { SHORTLY_AFTER_MIDNIGHT, WINTER_AND_SUMMER, zurichTimeOf } from './daily-schedule.ts';

// The daily rebuild's Worker for Cloudflare Pages (deploy/cloudflare-rebuild/) in Cloudflare's runtime,
// locally (`wrangler dev --test-scheduled`, the pinned devDependency): its cron trigger fired through
// /__scheduled calls the deploy hook, here a server of the test's own, and the run fails, saying why, when
// the hook answers with an error or the secret is not set. Offline, without an account; each Worker runs in
// a copy of the folder in the temporary directory, where wrangler keeps its state, logs and configuration.

const SOURCE = join(ROOT, 'deploy', 'cloudflare-rebuild');
const config = parse(readFileSync(join(SOURCE, 'wrangler.jsonc'), 'utf8')) as {
  triggers: { crons: string[] };
};
const [cron = ''] = config.triggers.crons;

interface Worker {
  run: Run;
  origin: string;
}

/** The Worker in wrangler's local runtime, with DEPLOY_HOOK_URL as its secret when given (.dev.vars). */
async function startWorker(hookUrl?: string): Promise<Worker> {
  const dir = tempDir('100in100-rebuild-');
  cpSync(SOURCE, dir, { recursive: true });
  if (hookUrl) writeFileSync(join(dir, '.dev.vars'), `DEPLOY_HOOK_URL=${hookUrl}\n`);
  const [port, inspector] = [await getPort(), await getPort()];
  const run = await startProcess(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
      'dev',
      '--test-scheduled',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: dir,
      ready: new RegExp(`Ready on http://127\\.0\\.0\\.1:${port}`),
      timeout: 90_000,
      name: 'wrangler dev',
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: join(dir, '.logs'),
        XDG_CONFIG_HOME: join(dir, '.config'),
        TMPDIR: dir,
        CI: 'true',
        NO_COLOR: '1',
      },
    },
  );
  return { run, origin: `http://127.0.0.1:${port}` };
}

/** Fires the Worker's cron trigger; resolves with wrangler's answer. */
async function fire({ origin }: Worker) {
  const answer = await fetch(`${origin}/__scheduled?cron=${encodeURIComponent(cron)}`);
  return { status: answer.status, text: await answer.text() };
}

// The deploy hook: records each call and answers with the status the test sets.
const calls: { method: string; path: string }[] = [];
let hookStatus = 200;
let hook: Server;
let hookUrl = '';
let withSecret: Worker;
let withoutSecret: Worker;

beforeAll(async () => {
  hook = createServer((request, response) => {
    calls.push({ method: request.method ?? '', path: request.url ?? '' });
    response.writeHead(hookStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: hookStatus < 400 }));
  });
  await new Promise<void>((done) => hook.listen(0, '127.0.0.1', done));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/deploy-hook/the-secret-id`;
  [withSecret, withoutSecret] = await Promise.all([startWorker(hookUrl), startWorker()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([withSecret?.run.stop(), withoutSecret?.run.stop()]);
  hook?.close();
});

describe('the daily rebuild Worker for Cloudflare Pages', () => {
  it('fires shortly after midnight in Zurich, in winter and in summer', () => {
    expect(config.triggers.crons).toHaveLength(1);
    expect(WINTER_AND_SUMMER.map((day) => zurichTimeOf(cron, day))).toEqual([
      expect.stringMatching(SHORTLY_AFTER_MIDNIGHT),
      expect.stringMatching(SHORTLY_AFTER_MIDNIGHT),
    ]);
  });

  it('calls the deploy hook once, with POST, when its cron trigger fires', async () => {
    calls.length = 0;
    hookStatus = 200;
    expect(await fire(withSecret)).toEqual({ status: 200, text: 'Ran scheduled event' });
    expect(calls).toEqual([{ method: 'POST', path: '/deploy-hook/the-secret-id' }]);
  });

  it('fails, saying so, when the hook answers with an error, and never shows the hook’s URL', async () => {
    calls.length = 0;
    hookStatus = 500;
    const { status, text } = await fire(withSecret);
    expect(calls).toHaveLength(1);
    expect(status).toBe(500);
    expect(text).toContain('The deploy hook answered 500 Internal Server Error: no build was started.');
    expect(`${text}\n${withSecret.run.output()}`).not.toContain('the-secret-id');
  });

  it('fails, naming the secret, when DEPLOY_HOOK_URL is not set', async () => {
    calls.length = 0;
    const { status, text } = await fire(withoutSecret);
    expect(status).toBe(500);
    expect(text).toContain('DEPLOY_HOOK_URL is not set');
    expect(calls).toEqual([]);
  });
});
