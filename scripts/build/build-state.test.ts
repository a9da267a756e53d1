import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { type BuildState, inputTimes, staleReason } from './build-state.ts';

const all = { only: null, municipalitiesDirs: ['content/municipalities'] };
const DAY = '2026-03-12';
const built: BuildState = { hasSite: true, info: { ...all, startedAt: 1_000, day: DAY } };

describe('staleReason', () => {
  it('keeps a build that started after every input last changed', () => {
    const inputs = [
      { path: 'src/', mtimeMs: 500 },
      { path: 'src/sections/hero.tsx', mtimeMs: 900 },
      { path: 'content/site.json', mtimeMs: 1_000 },
    ];
    expect(staleReason(built, all, inputs, DAY)).toBeNull();
  });

  it('names the file that changed after the build started', () => {
    const inputs = [
      { path: 'src/sections/hero.tsx', mtimeMs: 1_001 },
      { path: 'content/site.json', mtimeMs: 900 },
    ];
    expect(staleReason(built, all, inputs, DAY)).toBe(
      'src/sections/hero.tsx changed since the last build; building…',
    );
  });

  it('names the newest of several changed files and counts the others, files before their folders', () => {
    const inputs = [
      { path: 'src/sections/', mtimeMs: 3_000 },
      { path: 'content/site.json', mtimeMs: 1_500 },
      { path: 'public/favicon.svg', mtimeMs: 2_000 },
      { path: 'src/lib/figures.ts', mtimeMs: 1_200 },
    ];
    expect(staleReason(built, all, inputs, DAY)).toBe(
      'public/favicon.svg and 2 other files changed since the last build; building…',
    );
  });

  it('notices a file removed since the build by its folder', () => {
    const inputs = [
      { path: 'src/sections/', mtimeMs: 1_500 },
      { path: 'src/sections/hero.tsx', mtimeMs: 900 },
    ];
    expect(staleReason(built, all, inputs, DAY)).toBe(
      'src/sections/ (a file added, removed or renamed) changed since the last build; building…',
    );
  });

  it('builds when there is no site, or no record of what it was made from', () => {
    expect(staleReason({ hasSite: false, info: null }, all, [], DAY)).toBe('No build yet; building…');
    expect(staleReason({ hasSite: false, info: built.info }, all, [], DAY)).toBe('No build yet; building…');
    expect(staleReason({ hasSite: true, info: null }, all, [], DAY)).toBe(
      'The last build does not record what it was made from; building…',
    );
  });

  it('builds for another selection of municipalities or other folders, whatever the file times', () => {
    expect(staleReason(built, { ...all, only: 'st-gallen' }, [], DAY)).toBe(
      'The site was built for every municipality; building for st-gallen…',
    );
    const dirs = ['content/municipalities', 'tests/fixtures/municipalities'];
    expect(staleReason(built, { ...all, municipalitiesDirs: dirs }, [], DAY)).toBe(
      'The site was built from content/municipalities; building from content/municipalities, tests/fixtures/municipalities…',
    );
  });

  it("builds again on another day, though no file changed: each campaign's phase follows the calendar", () => {
    expect(staleReason(built, all, [], '2026-03-13')).toBe(
      'The site was built for 2026-03-12, not 2026-03-13; building…',
    );
  });
});

describe('inputTimes', () => {
  it('lists files and folders with their times, and leaves test files out', () => {
    const root = tempDir('100in100-build-state-');
    mkdirSync(join(root, 'src', 'lib'), { recursive: true });
    writeFileSync(join(root, 'src', 'lib', 'format.ts'), '');
    writeFileSync(join(root, 'src', 'lib', 'format.test.ts'), '');
    writeFileSync(join(root, 'package.json'), '{}');
    utimesSync(join(root, 'src', 'lib', 'format.ts'), 2, 2);

    const times = inputTimes(root, ['src', 'package.json', 'missing.json']);
    expect(times.map((t) => t.path).sort()).toEqual([
      'package.json',
      'src/',
      'src/lib/',
      'src/lib/format.ts',
    ]);
    expect(times.find((t) => t.path === 'src/lib/format.ts')?.mtimeMs).toBe(2_000);
  });
});
