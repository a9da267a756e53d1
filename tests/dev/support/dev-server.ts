import { rmSync } from 'node:fs';
import { answer, type Run, spawnGroup } from '../../support/process.ts';

// `npm run dev` in a throw-away copy of the project (tests/support/project-copy.ts), so a test can edit and
// break content files without touching the real ones.
export { projectCopy } from '../../support/project-copy.ts';

export type DevRun = Run;

/** Starts `npm run dev` in `cwd` on `port` (its own process group, so stopping it stops npm's children). */
export function runDev(cwd: string, port: number): DevRun {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  delete env.MUNICIPALITY;
  delete env.MUNICIPALITIES_DIR;
  return spawnGroup('npm', ['run', 'dev', '--silent'], { cwd, env });
}

/** Resolves once the dev server says it is ready; rejects with its output if it stops first. */
export async function ready(run: DevRun, timeoutMs = 60_000): Promise<void> {
  await answer(run, /läuft: http:\/\/localhost:\d+/, timeoutMs, 'npm run dev');
}

export const removeCopy = (dir: string) => rmSync(dir, { recursive: true, force: true });
