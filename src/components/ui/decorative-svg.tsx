import type { ReactNode } from 'react';

/**
 * An SVG that only decorates (a mark, an icon, a bar whose figures stand in the text beside it): hidden from
 * screen readers and out of the tab order. Without a `viewBox` it draws in the CSS pixels of its box.
 */
export function DecorativeSvg({
  viewBox,
  width,
  height,
  className,
  children,
}: {
  viewBox?: string;
  width?: number;
  height?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
