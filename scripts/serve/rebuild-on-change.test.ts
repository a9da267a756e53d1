import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { type Rebuilder, rebuildOnChange } from './rebuild-on-change.ts';

// The builds are stand-ins that say when they run, so the order of changes and builds can be checked without a
// minute-long real build; tests/cms/publish.spec.ts runs the whole loop with real builds.

let rebuilder: Rebuilder | undefined;
afterEach(() => rebuilder?.close());

/** A content folder, and a rebuilder on it whose builds are held until `finish` is called. */
function setUp(fails = false) {
  const root = tempDir('100in100-watch-');
  mkdirSync(join(root, 'content', 'municipalities'), { recursive: true });
  const said: string[] = [];
  const builds: { finish: () => void }[] = [];
  const checks: boolean[] = [];
  let stale = true;
  rebuilder = rebuildOnChange({
    dirs: [join(root, 'content'), join(root, 'missing')],
    staleReason: () => {
      checks.push(stale);
      return stale ? 'content changed; building…' : null;
    },
    build: () =>
      new Promise<void>((done, fail) =>
        builds.push({ finish: () => (fails ? fail(new Error('The build failed (exit code 1).')) : done()) }),
      ),
    say: (line) => said.push(line),
    settleMs: 20,
  });
  const save = (name: string) => writeFileSync(join(root, 'content', 'municipalities', name), '{}');
  return { said, builds, checks, save, current: () => (stale = false) };
}

describe('rebuildOnChange (npm start)', () => {
  it('builds once after a burst of saves, saying why, and not at all while nothing changes', async () => {
    const { said, builds, save } = setUp();
    expect(builds).toHaveLength(0);
    save('seengen.json');
    save('seengen.json');
    save('balsthal.json');
    await vi.waitFor(() => expect(builds).toHaveLength(1));
    builds[0]?.finish();
    await rebuilder?.idle();
    expect(builds).toHaveLength(1);
    expect(said).toEqual(['content changed; building…']);
  });

  it('builds once more after a build during which the content changed again, never two at once', async () => {
    const { builds, save } = setUp();
    save('seengen.json');
    await vi.waitFor(() => expect(builds).toHaveLength(1));
    save('balsthal.json');
    // The first build still runs: the change waits for it, no second build starts beside it.
    await vi.waitFor(() => expect(rebuilder?.again()).toBe(true));
    expect(builds).toHaveLength(1);
    builds[0]?.finish();
    await vi.waitFor(() => expect(builds).toHaveLength(2));
    builds[1]?.finish();
    await rebuilder?.idle();
    expect(builds).toHaveLength(2);
  });

  it('leaves a build that the check finds current alone', async () => {
    const { builds, checks, save, current } = setUp();
    current();
    save('seengen.json');
    await vi.waitFor(() => expect(checks).toEqual([false]));
    await rebuilder?.idle();
    expect(builds).toHaveLength(0);
  });

  it('says that a failed build leaves the previous site served, and builds again on the next change', async () => {
    const { said, builds, save } = setUp(true);
    save('seengen.json');
    await vi.waitFor(() => expect(builds).toHaveLength(1));
    builds[0]?.finish();
    await vi.waitFor(() =>
      expect(said).toContain(
        'npm start: The build failed (exit code 1). Still serving the previous build; the next change builds again.',
      ),
    );
    save('seengen.json');
    await vi.waitFor(() => expect(builds).toHaveLength(2));
    builds[1]?.finish();
  });
});
