import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '@/styles/global.css';

/**
 * Takes over the prerendered HTML in #root, once the browser has painted it: the page is complete without
 * JavaScript, so hydration (a long task on a slow phone) must not hold back the first paint of the text.
 * The callback of requestAnimationFrame runs just before a paint; the task it queues runs after it.
 */
export function hydrate(page: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('hydrate: the page has no #root element');
  requestAnimationFrame(() => setTimeout(() => hydrateRoot(root, page), 0));
}
