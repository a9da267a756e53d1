import { describe, expect, it } from 'vitest';
import { loaderScript } from './loader';

describe('loaderScript', () => {
  it('loads the entry and its imports only once the page has painted', () => {
    const code = loaderScript({ script: 'assets/a.js', preloads: ['assets/b.js', 'assets/c.js'], css: [] });
    const calls: string[] = [];
    let report: (entries: string[]) => void = () => {};
    let task: () => void = () => {};
    const run = new Function(
      'PerformanceObserver',
      'setTimeout',
      'addEventListener',
      'document',
      'importer',
      code.replace('import(', 'importer('),
    );
    run(
      class {
        constructor(callback: (list: unknown, observer: unknown) => void) {
          const observer = { disconnect: () => calls.push('disconnect') };
          report = (names) =>
            callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, observer);
        }
        observe(options: { type: string; buffered: boolean }) {
          calls.push(`observe ${options.type}`);
        }
      },
      (callback: () => void) => {
        task = callback;
      },
      () => calls.push('load listener'),
      {
        createElement: () => ({}),
        head: {
          appendChild: (link: { rel: string; href: string }) => calls.push(`${link.rel} ${link.href}`),
        },
      },
      (url: string) => calls.push(`import ${url}`),
    );
    report(['first-paint']);
    expect(calls).toEqual(['observe paint']);
    report(['first-contentful-paint']);
    task();
    expect(calls).toEqual([
      'observe paint',
      'disconnect',
      'modulepreload /assets/b.js',
      'modulepreload /assets/c.js',
      'import /assets/a.js',
    ]);
  });
  it('falls back to the load event where paint timing is missing', () => {
    const code = loaderScript({ script: 'assets/a.js', preloads: [], css: [] });
    const calls: string[] = [];
    new Function('PerformanceObserver', 'addEventListener', code)(undefined, (event: string) =>
      calls.push(event),
    );
    expect(calls).toEqual(['load']);
  });
});
