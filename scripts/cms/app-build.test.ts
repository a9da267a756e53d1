import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { removeStaleStaging } from './app-build.ts';

describe('removeStaleStaging', () => {
  it('removes the staging folders of ended builds and keeps a running one’s, the app and everything else', () => {
    const root = tempDir('100in100-app-build-');
    // The id of a process that has ended.
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    const folders = ['cms-app', `cms-app-${ended}`, `cms-app-${process.pid}`, 'cms-app.lock', 'dist-e2e'];
    for (const name of folders) mkdirSync(join(root, '.build', name, 'admin'), { recursive: true });
    removeStaleStaging(root);
    expect(readdirSync(join(root, '.build')).sort()).toEqual(
      ['cms-app', `cms-app-${process.pid}`, 'cms-app.lock', 'dist-e2e'].sort(),
    );
  });

  it('does nothing before the first build', () => {
    const root = tempDir('100in100-app-build-');
    removeStaleStaging(root);
    expect(existsSync(join(root, '.build'))).toBe(false);
  });
});
