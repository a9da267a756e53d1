import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';

// Starting a server for a test, waiting until it answers and stopping it: one helper for every suite that
// starts one (the editing app, the dev server, wrangler, npm start for the engine checks, WebKit's driver).
// The process gets a group of its own, so that stopping it ends what it started too (npm's children,
// workerd, Xvfb and the browser).

export interface Run {
  process: ChildProcess;
  /** Everything it wrote so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code once it has ended. */
  exited: Promise<number | null>;
  /** Ends its whole group and resolves once it has ended; after the end it does nothing. */
  stop: () => Promise<void>;
}

/** Starts `command` in a process group of its own, without waiting for it. */
export function spawnGroup(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv },
): Run {
  // Only these two: spawn() would take a `timeout` as how long the process may live.
  const { cwd, env } = options;
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // The group has ended already.
      }
    }
    await exited;
  };
  return { process: child, output: () => output, exited, stop };
}

/** What counts as an answer: a line of output, any HTTP response from a URL, or a port that accepts. */
export type Ready = RegExp | URL | { port: number };

const accepts = (port: number) =>
  new Promise<void>((done, fail) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done();
    });
    socket.once('error', fail);
  });

async function waitForAnswer(ready: URL | { port: number }, until: number): Promise<void> {
  for (;;) {
    try {
      await (ready instanceof URL ? fetch(ready, { redirect: 'manual' }) : accepts(ready.port));
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/**
 * Resolves once `run` answers: a match of `ready` in its output (with its first group, or the whole match),
 * an answer from the URL `ready` (with its origin) or a connection to its port; rejects with its output when
 * it ends or `timeout` ms pass.
 */
export async function answer(run: Run, ready: Ready, timeout: number, name: string): Promise<string> {
  const until = Date.now() + timeout;
  const failure = (why: string) => new Error(`${name} ${why}:\n${run.output()}`);
  let ended = false;
  run.exited.then(() => {
    ended = true;
  });
  if (!(ready instanceof RegExp)) {
    const answered = waitForAnswer(ready, until).then(
      () => (ready instanceof URL ? ready.origin : String(ready.port)),
      () => Promise.reject(failure(`did not answer within ${timeout / 1000} s`)),
    );
    const end = run.exited.then(() => Promise.reject(failure('ended before it answered')));
    end.catch(() => {}); // once it answers, its end is the stop's
    return Promise.race([answered, end]);
  }
  for (;;) {
    const match = ready.exec(run.output());
    if (match) return match[1] ?? match[0];
    if (ended) throw failure('ended before it answered');
    if (Date.now() > until) throw failure(`did not answer within ${timeout / 1000} s`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Starts `command` and resolves once it answers (see `answer`), or stops its group and rejects. */
export async function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; ready: Ready; timeout: number; name: string },
): Promise<Run & { answer: string }> {
  const run = spawnGroup(command, args, options);
  try {
    return { ...run, answer: await answer(run, options.ready, options.timeout, options.name) };
  } catch (error) {
    await run.stop();
    throw error;
  }
}
