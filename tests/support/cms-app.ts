import { resolve } from 'node:path';
import getPort from 'get-port';
import { startProcess } from './process.ts';

// `npm run cms` as the editing app's tests start it: on free ports, with the environment they give.

const repo = resolve(import.meta.dirname, '..', '..');

export interface Started {
  url: string;
  /** From the spawn to the ready line, as an editor waits for it. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts `npm run cms` (scripts/cms/start.ts) with `env`; resolves at its ready line. */
export async function startCms(env: NodeJS.ProcessEnv): Promise<Started> {
  const [port, cmsPort] = [await getPort(), await getPort()];
  const started = performance.now();
  const app = await startProcess(process.execPath, ['--import', 'tsx', 'scripts/cms/start.ts'], {
    cwd: repo,
    env: { ...process.env, ...env, PORT: String(port), CMS_PORT: String(cmsPort) },
    ready: /Die Redaktion läuft: (\S+)/,
    timeout: 170_000,
    name: 'npm run cms',
  });
  return { url: app.answer, readyMs: performance.now() - started, stop: app.stop };
}
