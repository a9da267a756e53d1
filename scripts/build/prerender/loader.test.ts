import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loaderScript, PAINT_WAIT_AFTER_LOAD_MS } from './loader.ts';

// The generated loader, run in a small fake window (node:vm) whose PerformanceObserver, timers, load event
// and document record what the script does. `import(` is the one change to the script's text: a classic
// script in node:vm cannot import, so it calls a recorder instead, which resolves at once (as an import of a
// module whose chunk has already been fetched).

interface FakeObserver {
  observe?: 'accepts' | 'throws';
  supportedEntryTypes?: readonly string[];
}

function fakeWindow(observer: FakeObserver | undefined, stylesheets: string[] = []) {
  const calls: string[] = [];
  const links: { onload?: () => void; onerror?: () => void }[] = [];
  const timers: { callback: (...args: unknown[]) => void; delay: number; args: unknown[] }[] = [];
  const loadListeners: (() => void)[] = [];
  let reportPaint: (names: string[]) => void = () => {};
  const window: Record<string, unknown> = {
    setTimeout: (callback: () => void, delay: number, ...args: unknown[]) =>
      timers.push({ callback, delay, args }),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    document: {
      createElement: () => ({}),
      head: {
        appendChild: (link: { rel: string; href: string; onload?: () => void; onerror?: () => void }) => {
          calls.push(`${link.rel} ${link.href}`);
          if (link.rel === 'stylesheet') links.push(link);
        },
      },
    },
    importer: (url: string) => {
      calls.push(`import ${url}`);
      return Promise.resolve();
    },
  };
  if (observer) {
    const { observe, supportedEntryTypes } = observer;
    window.PerformanceObserver = class {
      static supportedEntryTypes = supportedEntryTypes;
      constructor(callback: (list: unknown, observer: unknown) => void) {
        const self = { disconnect: () => calls.push('disconnect') };
        reportPaint = (names) =>
          callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, self);
      }
      observe(options: { type: string; buffered: boolean }) {
        if (observe === 'throws') throw new TypeError('unsupported type');
        calls.push(`observe ${options.type}${options.buffered ? ' buffered' : ''}`);
      }
    };
  }
  const code = loaderScript({
    script: 'assets/a.js',
    preloads: ['assets/react.js', 'assets/b.js'],
    stylesheets,
  });
  runInNewContext(code.replace('import(', 'importer('), window);
  return {
    calls,
    paint: (...names: string[]) => reportPaint(names),
    load: () => {
      for (const listener of loadListeners) listener();
    },
    /** The stylesheets the loader added, in order: each has loaded (or failed) when its callback is called. */
    links,
    /** Runs the timers due so far, in order; returns their delays. */
    runTimers: () =>
      timers.splice(0).map(({ callback, delay, args }) => {
        callback(...args);
        return delay;
      }),
    /**
     * Lets every started import finish and runs the timers that follow, until none is left; returns the delays
     * of those timers (each import after the first waits for one).
     */
    settle: async () => {
      const delays: number[] = [];
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (timers.length === 0) return delays;
        for (const { callback, delay, args } of timers.splice(0)) {
          delays.push(delay);
          callback(...args);
        }
      }
    },
  };
}

/** The entry's chunks preloaded at once, then all imported one by one: React's chunk, the shared one, the entry. */
const LOADED = [
  'modulepreload /assets/react.js',
  'modulepreload /assets/b.js',
  'import /assets/react.js',
  'import /assets/b.js',
  'import /assets/a.js',
];
const paintSupported = { observe: 'accepts', supportedEntryTypes: ['navigation', 'paint'] } as const;

describe('loaderScript', () => {
  it('loads the entry and its imports once the first contentful paint is reported, and only once', async () => {
    const page = fakeWindow(paintSupported);
    expect(page.calls).toEqual(['observe paint buffered']);
    page.paint('first-paint');
    expect(page.runTimers()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.runTimers()).toEqual([0]);
    // Each import after the first waits for a timer: every chunk is evaluated in a task of its own.
    expect(await page.settle()).toEqual([0, 0]);
    expect(page.calls).toEqual(['observe paint buffered', 'disconnect', ...LOADED]);
    // The entry, the page's own code, is fetched by its import, not preloaded (see loaderScript).
    expect(page.calls).not.toContain('modulepreload /assets/a.js');
    // The load event's fallback timer comes later and finds the work done.
    page.load();
    expect(page.runTimers()).toEqual([PAINT_WAIT_AFTER_LOAD_MS]);
    await page.settle();
    expect(page.calls.filter((call) => call.startsWith('import'))).toHaveLength(3);
  });

  it('imports the next chunk only once the one before it has been evaluated', async () => {
    const page = fakeWindow(paintSupported);
    page.paint('first-contentful-paint');
    page.runTimers();
    expect(page.calls.filter((call) => call.startsWith('import'))).toEqual(['import /assets/react.js']);
    await page.settle();
    expect(page.calls.filter((call) => call.startsWith('import'))).toEqual(LOADED.slice(2));
  });

  it('fetches the stylesheet beside the chunks and imports them once it has loaded, or failed', async () => {
    for (const outcome of ['onload', 'onerror'] as const) {
      const page = fakeWindow(paintSupported, ['assets/site.css']);
      page.paint('first-contentful-paint');
      page.runTimers();
      await page.settle();
      expect(page.calls).toEqual([
        'observe paint buffered',
        'disconnect',
        'stylesheet /assets/site.css',
        ...LOADED.slice(0, 2),
      ]);
      page.links[0]?.[outcome]?.();
      await page.settle();
      expect(page.calls.slice(5)).toEqual(LOADED.slice(2));
    }
  });

  it('loads the scripts after the load event and a wait when the paint is never reported', async () => {
    const page = fakeWindow(paintSupported);
    expect(page.runTimers()).toEqual([]);
    page.load();
    expect(page.calls).toEqual(['observe paint buffered']);
    expect(page.runTimers()).toEqual([PAINT_WAIT_AFTER_LOAD_MS]);
    await page.settle();
    expect(page.calls).toEqual(['observe paint buffered', ...LOADED]);
    // A paint reported after all loads nothing a second time.
    page.paint('first-contentful-paint');
    await page.settle();
    expect(page.calls.filter((call) => call.startsWith('import'))).toHaveLength(3);
  });

  it.each([
    [
      'the browser does not list paint among its entry types',
      { ...paintSupported, supportedEntryTypes: ['navigation'] },
    ],
    ['the browser lists no entry types at all', { observe: 'accepts' as const }],
    ['observe throws', { ...paintSupported, observe: 'throws' as const }],
    ['there is no PerformanceObserver', undefined],
  ])('loads the scripts at the load event when %s', async (_, observer) => {
    const page = fakeWindow(observer);
    expect(page.calls.filter((call) => call.startsWith('observe'))).toEqual([]);
    expect(page.runTimers()).toEqual([]);
    page.load();
    expect(page.runTimers()).toEqual([0]);
    await page.settle();
    expect(page.calls).toEqual(LOADED);
  });
});
