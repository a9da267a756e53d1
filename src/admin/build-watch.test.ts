// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleBuild } from '../../tests/support/build-json-example.ts';
import { askSite, type BuildAnswer, watchBuilds } from './build-watch.ts';

const BUILD = exampleBuild();

/** A site that answers `body` with `status`, counting the requests and how many ran at once. */
function site(status = 200, body = JSON.stringify(BUILD)) {
  const seen = { requests: 0, atOnce: 0, most: 0 };
  const fetch = vi.fn(async () => {
    seen.requests += 1;
    seen.atOnce += 1;
    seen.most = Math.max(seen.most, seen.atOnce);
    await Promise.resolve();
    seen.atOnce -= 1;
    return new Response(body, { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, seen };
}

/** A watch of the site `fetch` answers for, and what it answered. */
function watching(fetch: typeof globalThis.fetch, waiting: () => boolean = () => true) {
  const answers: BuildAnswer[] = [];
  const watch = watchBuilds({ url: '/build.json', fetch, answer: (a) => answers.push(a), waiting });
  return { watch, answers };
}

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('askSite', () => {
  it('reads build.json, and says why it cannot: missing, unreachable, not JSON, of an older build', async () => {
    expect(await askSite('/build.json', site().fetch)).toEqual(BUILD);
    expect(await askSite('/build.json', site(404, 'Oops! Page not found').fetch)).toBe('missing');
    expect(await askSite('/build.json', site(502, 'Die Website antwortet nicht.').fetch)).toBe('unreachable');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    expect(await askSite('/build.json', offline)).toBe('unreachable');
    expect(await askSite('/build.json', site(200, '<!doctype html>').fetch)).toBe('not-json');
    expect(await askSite('/build.json', site(200, '{"builtAt":"gestern"}').fetch)).toBe('older');
  });
});

describe('watchBuilds', () => {
  it('asks once per interval while something waits, the interval growing while nothing changes', async () => {
    const { fetch, seen } = site();
    const { watch, answers } = watching(fetch);
    watch.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.requests).toBe(1);
    // Then after 5 s, 6 s (the answer changed nothing), 7.2 s, 8.64 s: five in the first 30 s, not seven.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen.requests).toBe(5);
    // Then once a minute, however long it waits.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const before = seen.requests;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(seen.requests - before).toBe(10);
    expect(seen.most).toBe(1);
    expect(answers.at(-1)).toEqual(BUILD);
    watch.stop();
  });

  it('asks nothing while the tab is hidden, and once when it shows again', async () => {
    const { fetch, seen } = site();
    const { watch } = watching(fetch);
    watch.wake();
    await vi.advanceTimersByTimeAsync(0);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(seen.requests).toBe(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.requests).toBe(2);
    // Switching back and forth asks no more often than the first interval.
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.requests).toBe(2);
    watch.stop();
  });

  it('rests while nothing waits, and a wake during a request asks once more after it, never two at once', async () => {
    const { fetch, seen } = site();
    let waiting = false;
    const { watch } = watching(fetch, () => waiting);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.requests).toBe(0);
    waiting = true;
    watch.wake();
    watch.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.requests).toBe(2);
    expect(seen.most).toBe(1);
    waiting = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.requests).toBe(2);
    watch.stop();
  });

  it('asks when something new is shown, once however many come together, and no sooner than the first interval', async () => {
    const { fetch, seen } = site();
    const { watch } = watching(fetch, () => false);
    watch.look();
    await vi.advanceTimersByTimeAsync(0);
    watch.look();
    watch.look();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(seen.requests).toBe(1);
    // The second look is answered once the first answer is as old as the first interval; then it rests.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.requests).toBe(2);
    watch.stop();
  });

  it('keeps asking, less and less often, while the site does not answer', async () => {
    const { fetch, seen } = site(502, '');
    const { watch, answers } = watching(fetch);
    watch.wake();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen.requests).toBe(5);
    expect(new Set(answers)).toEqual(new Set(['unreachable']));
    watch.stop();
  });
});
