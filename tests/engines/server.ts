import getPort from 'get-port';
import { e2eEnv } from '../../playwright.config.ts';
import { e2eSite } from '../support/e2e-site.ts';
import { startProcess } from '../support/process.ts';

// The built site as a visitor gets it: `npm start` (scripts/serve/start.mjs) of the browser tests' site
// (tests/support/e2e-site.ts: the tests' content, on the tests' day) on a free port, or $ENGINES_PORT.

export interface RunningSite {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts `npm start` (which builds first when its dist/ is missing or stale) and resolves once it answers. */
export async function startSite(): Promise<RunningSite> {
  const port = Number(process.env.ENGINES_PORT) || (await getPort());
  const site = await startProcess(process.execPath, ['scripts/serve/start.mjs'], {
    cwd: e2eSite(),
    env: { ...process.env, ...e2eEnv, PORT: String(port) },
    ready: new URL(`http://127.0.0.1:${port}/`),
    timeout: 180_000,
    name: 'npm start',
  });
  return { origin: site.answer, stop: site.stop };
}
