import { createServer } from 'node:net';
import getPort from 'get-port';
import { describe, expect, it } from 'vitest';
import { spawnGroup } from '../../tests/support/process.ts';
import { ROOT } from '../settings.ts';

describe('npm run cms', () => {
  it('ends with one line naming a busy CMS_PORT and how to choose another, not a stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((listening) => blocker.listen(0, '127.0.0.1', listening));
    const taken = (blocker.address() as { port: number }).port;
    try {
      const run = spawnGroup(process.execPath, ['--import', 'tsx', 'scripts/cms/start.ts'], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(await getPort()), CMS_PORT: String(taken) },
      });
      expect(await run.exited).toBe(1);
      expect(run.output()).toBe(
        `Port ${taken} (CMS_PORT) ist schon belegt: das Programm dort beenden oder einen anderen wählen, z. B. CMS_PORT=${taken + 1} npm run cms.\n`,
      );
    } finally {
      blocker.close();
    }
  }, 30_000);
});
