import { afterAll, afterEach } from 'vitest';
import { removeTempDirs } from './temp-dir.ts';

// The folders a test file made in the temporary directory go with it.
afterAll(removeTempDirs);

// The tsx processes that tests start (builds, scripts) keep no compile cache in $TMPDIR: tests leave it empty.
process.env.TSX_DISABLE_CACHE = '1';

// Component tests run in jsdom, which lacks matchMedia; a visitor without motion preferences is assumed
// unless a test says otherwise (window.matchMedia can be replaced per test).
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
