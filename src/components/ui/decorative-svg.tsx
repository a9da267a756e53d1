import type { ReactNode, SVGProps } from 'react';

/**
 * An SVG that only decorates (a mark, an icon, a bar whose figures stand in the text beside it): hidden from
 * screen readers (no current browser puts an SVG in the tab order: IE's `focusable` is not needed). Without a `viewBox` it draws in the CSS pixels of its box. Other
 * attributes (paint its children inherit, `data-*` hooks) pass through.
 */
export function DecorativeSvg({
  children,
  ...attributes
}: Omit<SVGProps<SVGSVGElement>, 'aria-hidden' | 'focusable' | 'role'> & { children: ReactNode }) {
  return (
    <svg {...attributes} aria-hidden="true">
      {children}
    </svg>
  );
}
