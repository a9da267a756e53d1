import { resolve } from 'node:path';
import getPort from 'get-port';
import { startProcess } from '../support/process.ts';

// The built site as a visitor gets it: `npm start` (scripts/serve/start.mjs) on a free port, or $ENGINES_PORT.

const repo = resolve(import.meta.dirname, '..', '..');

export interface RunningSite {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts `npm start` (which builds first when dist/ is missing) and resolves once it answers. */
export async function startSite(): Promise<RunningSite> {
  const port = Number(process.env.ENGINES_PORT) || (await getPort());
  const site = await startProcess(process.execPath, ['scripts/serve/start.mjs'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port) },
    ready: new URL(`http://127.0.0.1:${port}/`),
    timeout: 180_000,
    name: 'npm start',
  });
  return { origin: site.answer, stop: site.stop };
}
