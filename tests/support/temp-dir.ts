import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Temporary folders of the unit tests, removed after each test file (tests/support/vitest-setup.ts), so a
// run leaves nothing in the temporary directory.

const made: string[] = [];

/** A new folder in the temporary directory whose name starts with `prefix`; removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder tempDir made so far. */
export function removeTempDirs() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
