import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectCopy, repo, syncProject } from './project-copy.ts';

describe('syncProject', () => {
  // The tests' site (tests/support/e2e-site.ts) is built again when a folder it is made from changes, as it
  // does when a file is added or removed there (scripts/build/build-state.ts): a changed test may not do that.
  it('writes a changed file over in place, so that its folder’s time stays and a build there stays current', () => {
    const dir = projectCopy('100in100-sync-');
    const file = 'scripts/build/build.test.ts';
    const folder = join(dir, 'scripts/build');
    writeFileSync(join(dir, file), 'changed');
    utimesSync(folder, 1, 1);
    syncProject(dir);
    expect(readFileSync(join(dir, file), 'utf8')).toBe(readFileSync(join(repo, file), 'utf8'));
    expect(statSync(folder).mtimeMs).toBe(1000);
  });
});
