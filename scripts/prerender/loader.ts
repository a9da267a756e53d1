import type { EntryAssets } from './manifest.ts';

/**
 * The one inline script of a page (allowed in the CSP by its hash): it fetches the page's JavaScript only
 * once the prerendered page has been painted. The page is complete without JavaScript, which merely
 * hydrates it; fetched any earlier, the scripts compete with the first paint on a slow phone (and
 * Lighthouse counts them into the Largest Contentful Paint). The browser reports its first contentful paint
 * to a PerformanceObserver; where it cannot, the load event stands in. The entry's static imports are
 * preloaded at the same moment, in parallel.
 */
export function loaderScript(assets: EntryAssets): string {
  const preloads = JSON.stringify(assets.preloads.map((file) => `/${file}`));
  const entry = JSON.stringify(`/${assets.script}`);
  return [
    'function go(){',
    `${preloads}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`,
    `import(${entry})}`,
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})',
    '.observe({type:"paint",buffered:true})}catch(e){addEventListener("load",go)}',
  ].join('');
}
