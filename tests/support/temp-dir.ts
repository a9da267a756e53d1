import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The tests' temporary folders, one helper for every suite: removed after each test file in Vitest
// (tests/support/vitest-setup.ts), and at the latest when the process ends (Playwright's workers, the engine
// checks), so a run leaves nothing in the temporary directory.

// One list per process, whatever test file loaded this module: the exit hook is registered once.
const KEY = Symbol.for('100in100.temp-dirs');
const store = globalThis as { [KEY]?: string[] };
if (!store[KEY]) {
  store[KEY] = [];
  process.once('exit', () => removeTempDirs());
}
const made = store[KEY];

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
