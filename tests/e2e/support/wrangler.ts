import { rmSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { startProcess } from '../../support/process.ts';
import { tempDir } from '../../support/temp-dir.ts';
import { dist, repo } from './pages.ts';

// Cloudflare Pages' own runtime, locally: `wrangler pages dev dist` (the pinned devDependency, workerd
// underneath) on a free loopback port, reading dist/_headers and dist/_redirects as Pages does. Offline,
// without an account and without telemetry; everything it writes (state, logs, its config, the update
// check's cache) goes to a temporary folder that stop() removes.

/** The newest compatibility date the pinned runtime knows (it warns and falls back to it otherwise). */
const COMPATIBILITY_DATE = '2025-07-18';

export interface RunningPages {
  origin: string;
  stop: () => Promise<void>;
}

export async function startPages(): Promise<RunningPages> {
  const dir = tempDir('100in100-pages-');
  const port = await getPort();
  const inspector = await getPort();
  const wrangler = await startProcess(
    process.execPath,
    [
      join(repo, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
      'pages',
      'dev',
      dist,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      join(dir, 'state'),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--inspector-port',
      String(inspector),
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: dir,
      ready: new RegExp(`Ready on http://127\\.0\\.0\\.1:${port}`),
      timeout: 120_000,
      name: 'wrangler pages dev',
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: join(dir, 'logs'),
        XDG_CONFIG_HOME: join(dir, 'config'),
        TMPDIR: dir,
        CI: 'true',
        NO_COLOR: '1',
      },
    },
  );
  const stop = async () => {
    await wrangler.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${port}`, stop };
}
