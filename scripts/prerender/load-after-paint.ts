// Runs in the browser, as the one inline script of every page: scripts/prerender/loader.ts has esbuild
// bundle and minify it with the page's modules as arguments. Plain DOM, no imports.

/**
 * Fetches the page's JavaScript only once the prerendered page has been painted. The page is complete
 * without JavaScript, which merely hydrates it; fetched any earlier, the scripts compete with the first
 * paint on a slow phone (and Lighthouse counts them into the Largest Contentful Paint). The browser reports
 * its first contentful paint to a PerformanceObserver. Where it cannot (no observer, no 'paint' among its
 * supportedEntryTypes, observe throws), the load event stands in; and since a browser may accept the
 * observer yet never report a paint (a tab in the background, a browser that lists the type without
 * delivering it), the load event also starts a timer that loads the scripts if the paint has not come by
 * then. `go` runs once, whichever fires first.
 *
 * `go` preloads the chunks the entry imports, in parallel, then imports them one by one, each after those
 * it imports (`modules` is in that order, the entry last) and in a task of its own: React's chunk, then the
 * shared components, then the page's entry, whose import fetches it. Imported together they are evaluated
 * in one task of about 40 ms on a test machine, which a phone four times slower turns into 120 ms of
 * blocked input (Lighthouse's Total Blocking Time). The entry, the page's own code, is not preloaded:
 * WebKit keeps a preloaded module for the next page even when told not to store it, and the cross-engine
 * checks (tests/engines/webkit.ts) must see every page's own code pass their gate.
 */
export function loadAfterPaint(modules: string[], waitAfterLoad: number): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const href of modules.slice(0, -1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    const next = (i: number) => {
      import(/* @vite-ignore */ modules[i] as string).then(() => {
        if (++i < modules.length) setTimeout(next, 0, i);
      });
    };
    next(0);
  };
  let wait = waitAfterLoad;
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw 0;
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(go, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    wait = 0;
  }
  addEventListener('load', () => setTimeout(go, wait));
}
