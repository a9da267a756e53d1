import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import getPort from 'get-port';
import { type DevRun, projectCopy, removeCopy, runDev } from './support/dev-server.ts';

// `npm run dev` from its first moment: an editor who opens the browser tab as soon as the command runs
// gets the page, not a tab that stays blank. The request goes out on the first connection the port
// accepts, which may come before the server says it is ready.

let dir: string;
let dev: DevRun | undefined;

test.afterEach(async () => {
  await dev?.stop();
  if (dir) removeCopy(dir);
});

/** Connects to `port` as soon as it accepts, retrying while nothing listens; rejects if the server ends. */
function firstConnection(port: number, run: DevRun) {
  return new Promise<import('node:net').Socket>((done, fail) => {
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

test('a request sent as soon as the port opens is answered with the page', async () => {
  test.setTimeout(120_000);
  dir = projectCopy();
  const port = await getPort();
  dev = runDev(dir, port);
  const socket = await firstConnection(port, dev);
  socket.write(`GET / HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
  const answer = await new Promise<string>((done) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => done(text));
  });
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('<h1');
});
