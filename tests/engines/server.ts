import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import getPort from 'get-port';

// The built site as a visitor gets it: `npm start` (scripts/serve/start.mjs) on a free port, or $ENGINES_PORT.

const repo = resolve(import.meta.dirname, '..', '..');

export async function waitForHttp(url: string, timeout: number): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeout / 1000} s: ${error}`);
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

export interface RunningSite {
  origin: string;
  stop: () => void;
}

/** Starts `npm start` (which builds first when dist/ is missing) and resolves once it answers. */
export async function startSite(): Promise<RunningSite> {
  const port = Number(process.env.ENGINES_PORT) || (await getPort());
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve/start.mjs'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) =>
      fail(new Error(`npm start ended (exit code ${code}) before it served the site`)),
    ),
  );
  exited.catch(() => {}); // once it serves, its end is the stop below
  await Promise.race([waitForHttp(`${origin}/`, 180_000), exited]);
  return { origin, stop: () => child.kill('SIGTERM') };
}
