import { cpSync } from 'node:fs';
import getPort from 'get-port';
import { e2eEnv } from '../../playwright.config.ts';
import { E2E_SITE } from './e2e-site.ts';
import { startProcess } from './process.ts';
import { FIXTURE_SITE } from './project-copy.ts';
import { tempDir } from './temp-dir.ts';

// `npm run cms` as the editing app's tests start it: on free ports, in the tests' site (tests/support/e2e-site.ts:
// this checkout's code with the fixture content, brought up to date and built by Playwright's web server before
// any test runs), so that the app its build made is taken over instead of built once more
// (scripts/cms/app-build.ts); its local backend edits a copy of the fixture content.

export interface Started {
  url: string;
  /** From the spawn to the ready line, as an editor waits for it. */
  readyMs: number;
  stop(): Promise<void>;
}

/** A copy of the fixture content (content/ and public/partners/ of tests/fixtures/site) for the app to edit. */
export function cmsContent(prefix = '100in100-cms-'): string {
  const root = tempDir(prefix);
  cpSync(FIXTURE_SITE, root, { recursive: true });
  return root;
}

/**
 * Starts `npm run cms` (scripts/cms/start.ts) on the content below `contentRoot`, with `env`'s settings
 * besides (CMS_SITE_URL); resolves at its ready line.
 */
export async function startCms(contentRoot: string, env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const [port, cmsPort] = [await getPort(), await getPort()];
  const started = performance.now();
  const app = await startProcess(process.execPath, ['--import', 'tsx', 'scripts/cms/start.ts'], {
    cwd: E2E_SITE,
    env: {
      ...process.env,
      // Where the web server built the tests' site, whose app a start takes over.
      DIST_DIR: e2eEnv.DIST_DIR,
      CMS_ROOT: contentRoot,
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      ...env,
    },
    ready: /Die Redaktion läuft: (\S+)/,
    timeout: 170_000,
    name: 'npm run cms',
  });
  return { url: app.answer, readyMs: performance.now() - started, stop: app.stop };
}
