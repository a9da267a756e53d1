import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '@/styles/global.css';

/**
 * Takes over the prerendered HTML in #root. The page's loader script (scripts/prerender.ts, loaderScript)
 * imports this code only after the first paint, so hydration never holds back the text.
 */
export function hydrate(page: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('hydrate: the page has no #root element');
  hydrateRoot(root, page);
}
