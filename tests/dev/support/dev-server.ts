import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
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

/** Connects to `port` as soon as it accepts, retrying while nothing listens; rejects if the server ends. */
function firstConnection(port: number, run: DevRun) {
  return new Promise<Socket>((done, fail) => {
    const attempt = () => {
      if (run.process.exitCode !== null) {
        fail(new Error(`npm run dev ended before it listened:\n${run.output()}`));
        return;
      }
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => done(socket));
      // Nothing listens yet: ask again on the next turn of the event loop.
      socket.once('error', () => setImmediate(attempt));
    };
    attempt();
  });
}

/** Sends GET `path` on the first connection `port` accepts, as a browser tab opened at once does; answers the raw response. */
export async function firstRequest(port: number, run: DevRun, path: string): Promise<string> {
  const socket = await firstConnection(port, run);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
  return new Promise<string>((done, fail) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', fail);
    socket.on('end', () => done(text));
  });
}
