import type { BuildJson } from '../../src/base/build-json.ts';

// The build.json of the unit tests (its form: src/base/build-json.ts), so that each test says only what it
// changes. 13:32 UTC on 12 March 2026 is 14:32 in Zurich (CET).

export const BUILT_AT = '2026-03-12T13:32:05.120Z';

/** A build of 12 March 2026 that shows `files` (content path → SHA-256 of its text). */
export const exampleBuild = (
  files: Record<string, string> = { 'content/site.json': 'a'.repeat(64) },
): BuildJson => ({ version: 1, builtAt: BUILT_AT, day: '2026-03-12', commit: null, files });
