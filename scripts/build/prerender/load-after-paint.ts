// Runs in the browser as every page's one inline script, bundled by loader.ts. Plain DOM, no imports.

/**
 * Fetches the page's JavaScript once the prerendered page has painted: the page is complete without it, and
 * scripts fetched earlier compete with the first paint on a slow phone. Where no paint can be observed, the
 * load event stands in; a browser that never reports a paint (a background tab) waits `waitAfterLoad` ms.
 * The chunks are preloaded in parallel, then imported one per task in dependency order (the entry last):
 * together they form one ~40 ms task, 120 ms of blocked input on a slow phone. The entry is not preloaded:
 * WebKit would keep it for the next page (tests/engines/webkit.ts). The `stylesheets` hold the rules only
 * scripts need (the top bar's, the chart's spinner): fetched beside the chunks, and the first import waits
 * until they have loaded (or failed), so nothing a script renders is ever shown unstyled.
 */
export function loadAfterPaint(modules: string[], waitAfterLoad: number, stylesheets: string[] = []): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    let pending = stylesheets.length + 1;
    const ready = () => {
      if (--pending === 0) next(0);
    };
    for (const href of stylesheets) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = link.onerror = ready;
      document.head.appendChild(link);
    }
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
    ready();
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
