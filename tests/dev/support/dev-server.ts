import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

// `npm run dev` in a throw-away copy of the project (tests/support/project-copy.ts), so a test can edit and
// break content files without touching the real ones.
export { projectCopy } from '../../support/project-copy.ts';

export interface DevRun {
  process: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code once it has stopped. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** Starts `npm run dev` in `cwd` on `port` (its own process group, so stopping it stops npm's children). */
export function runDev(cwd: string, port: number): DevRun {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  delete env.MUNICIPALITY;
  delete env.MUNICIPALITIES_DIR;
  const child = spawn('npm', ['run', 'dev', '--silent'], { cwd, env, detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    process: child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** Resolves once the dev server says it is ready; rejects with its output if it stops first. */
export async function ready(run: DevRun, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!/läuft: http:\/\/localhost:\d+/.test(run.output())) {
    if (run.process.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm run dev did not start:\n${run.output()}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

export const removeCopy = (dir: string) => rmSync(dir, { recursive: true, force: true });
