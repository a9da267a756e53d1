import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A new folder in the system's temporary directory, removed once the Vitest test that made it has finished. */
export function testDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  removeAfterTest(dir);
  return dir;
}

/** Removes `dir` (a temporary copy a test made) once the current Vitest test has finished. */
export function removeAfterTest(dir: string): void {
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
}
