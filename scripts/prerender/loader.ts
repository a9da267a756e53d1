import type { EntryAssets } from './manifest.ts';

/** How long after the load event the scripts are fetched when no paint was reported by then. */
export const PAINT_WAIT_AFTER_LOAD_MS = 1000;

/**
 * The one inline script of a page (allowed in the CSP by its hash): it fetches the page's JavaScript only
 * once the prerendered page has been painted. The page is complete without JavaScript, which merely
 * hydrates it; fetched any earlier, the scripts compete with the first paint on a slow phone (and
 * Lighthouse counts them into the Largest Contentful Paint). The browser reports its first contentful paint
 * to a PerformanceObserver. Where it cannot (no observer, no 'paint' among its supportedEntryTypes, observe
 * throws), the load event stands in; and since a browser may accept the observer yet never report a paint
 * (a tab in the background, a browser that lists the type without delivering it), the load event also
 * starts a timer that loads the scripts if the paint has not come by then. `go` runs once, whichever fires
 * first.
 *
 * `go` preloads the chunks the entry imports, in parallel, then imports them one by one, each after those it
 * imports (entryAssets) and in a task of its own: React's chunk, then the shared components, then the page's
 * entry, whose import fetches it. Imported together they were evaluated in one task of about 40 ms on a test
 * machine, which a phone four times slower turns into 120 ms of blocked input (Lighthouse's Total Blocking
 * Time). The entry, the page's own code, is not preloaded: WebKit keeps a preloaded module for the next page
 * even when told not to store it, and the cross-engine checks (tests/engines/webkit.ts) must see every
 * page's own code pass their gate.
 */
export function loaderScript(assets: EntryAssets): string {
  const modules = JSON.stringify([...assets.preloads, assets.script].map((file) => `/${file}`));
  return [
    `function go(){if(d)return;d=1;var m=${modules};`,
    'm.slice(0,-1).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});',
    '(function n(i){import(m[i]).then(function(){++i<m.length&&setTimeout(n,0,i)})})(0)}',
    `var d,w=${PAINT_WAIT_AFTER_LOAD_MS};`,
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;',
    'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})',
    '.observe({type:"paint",buffered:true})}catch(e){w=0}',
    'addEventListener("load",function(){setTimeout(go,w)})',
  ].join('');
}
