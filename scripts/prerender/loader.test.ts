import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loaderScript, PAINT_WAIT_AFTER_LOAD_MS } from './loader';

// The generated loader, run in a small fake window (node:vm) whose PerformanceObserver, timers, load event
// and document record what the script does. `import(` is the one change to the script's text: a classic
// script in node:vm cannot import, so it calls a recorder instead.

interface FakeObserver {
  observe?: 'accepts' | 'throws';
  supportedEntryTypes?: readonly string[];
}

function fakeWindow(observer: FakeObserver | undefined) {
  const calls: string[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const loadListeners: (() => void)[] = [];
  let reportPaint: (names: string[]) => void = () => {};
  const window: Record<string, unknown> = {
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => calls.push(`${link.rel} ${link.href}`) },
    },
    importer: (url: string) => calls.push(`import ${url}`),
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
  const code = loaderScript({ script: 'assets/a.js', preloads: ['assets/b.js'], css: [] });
  runInNewContext(code.replace('import(', 'importer('), window);
  return {
    calls,
    paint: (...names: string[]) => reportPaint(names),
    load: () => {
      for (const listener of loadListeners) listener();
    },
    /** Runs the timers due so far, in order; returns their delays. */
    runTimers: () =>
      timers.splice(0).map(({ callback, delay }) => {
        callback();
        return delay;
      }),
  };
}

const LOADED = ['modulepreload /assets/b.js', 'import /assets/a.js'];
const paintSupported = { observe: 'accepts', supportedEntryTypes: ['navigation', 'paint'] } as const;

describe('loaderScript', () => {
  it('loads the entry and its imports once the first contentful paint is reported, and only once', () => {
    const page = fakeWindow(paintSupported);
    expect(page.calls).toEqual(['observe paint buffered']);
    page.paint('first-paint');
    expect(page.runTimers()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.runTimers()).toEqual([0]);
    expect(page.calls).toEqual(['observe paint buffered', 'disconnect', ...LOADED]);
    // The load event's fallback timer comes later and finds the work done.
    page.load();
    expect(page.runTimers()).toEqual([PAINT_WAIT_AFTER_LOAD_MS]);
    expect(page.calls.filter((call) => call.startsWith('import'))).toHaveLength(1);
  });

  it('loads the scripts after the load event and a wait when the paint is never reported', () => {
    const page = fakeWindow(paintSupported);
    expect(page.runTimers()).toEqual([]);
    page.load();
    expect(page.calls).toEqual(['observe paint buffered']);
    expect(page.runTimers()).toEqual([PAINT_WAIT_AFTER_LOAD_MS]);
    expect(page.calls).toEqual(['observe paint buffered', ...LOADED]);
    // A paint reported after all loads nothing a second time.
    page.paint('first-contentful-paint');
    page.runTimers();
    expect(page.calls.filter((call) => call.startsWith('import'))).toHaveLength(1);
  });

  it.each([
    [
      'the browser does not list paint among its entry types',
      { ...paintSupported, supportedEntryTypes: ['navigation'] },
    ],
    ['the browser lists no entry types at all', { observe: 'accepts' as const }],
    ['observe throws', { ...paintSupported, observe: 'throws' as const }],
    ['there is no PerformanceObserver', undefined],
  ])('loads the scripts at the load event when %s', (_, observer) => {
    const page = fakeWindow(observer);
    expect(page.calls.filter((call) => call.startsWith('observe'))).toEqual([]);
    expect(page.runTimers()).toEqual([]);
    page.load();
    expect(page.runTimers()).toEqual([0]);
    expect(page.calls).toEqual(LOADED);
  });
});
