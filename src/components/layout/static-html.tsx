import type { ReactNode } from 'react';

// Parts of a page that never change after the build (captions, data tables, a prerendered chart) need no
// JavaScript: their HTML is written at build time, and hydration leaves it as it is. React treats an
// element with dangerouslySetInnerHTML as a leaf: it neither hydrates nor touches what is inside, and with
// the same (empty) value on every render it never writes to it. So the client bundle carries only this
// empty shell, not the code and text of what it holds — which keeps / within its JavaScript budget.
//
// Which parts are build-only is decided in one place: src/entry-server.tsx hands each page its build-only
// parts (the `*-static.tsx` modules, which only the server entry imports), and the client entries hand it
// none. So the browser build never sees their code. Use it only for content that no state can change; the
// element itself must never remount on the client.

const KEEP = { __html: '' };

type Tag = 'div' | 'figcaption' | 'span';

export function StaticHtml({
  as: Element = 'div',
  className,
  children,
}: {
  as?: Tag;
  className?: string;
  /** The build-only content: given when the page is rendered at build time, absent in the browser. */
  children?: ReactNode;
}) {
  if (children !== undefined) {
    return <Element className={className}>{children}</Element>;
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: always the empty string; it only keeps the build's HTML
    <Element className={className} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />
  );
}
