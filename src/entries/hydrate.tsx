import { type ReactNode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '@/styles/global.css';

/**
 * Takes over the prerendered HTML in #root. The page's loader script (scripts/build/prerender/write-pages.ts, loaderScript)
 * imports this code only after the first paint, so hydration never holds back the text. As a transition,
 * React hydrates in slices of a few milliseconds and lets the browser answer a tap in between, instead of
 * one long task (Lighthouse counts it as blocking time).
 */
export function hydrate(page: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('hydrate: the page has no #root element');
  startTransition(() => {
    hydrateRoot(root, page);
  });
}
