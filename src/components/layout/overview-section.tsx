import type { ReactNode } from 'react';

// A section of the campaigns overview (/kampagnen): a <section> named by its heading, then its content. The
// figures speak for themselves on screen, so their heading is for screen readers only.

/** The overview's section headings: the home page's size (src/components/layout/section.tsx), less space. */
const HEADING = 'text-[1.75rem] leading-tight font-bold tracking-tight sm:text-4xl';

export function OverviewSection({
  id,
  heading,
  hiddenHeading = false,
  className,
  children,
}: {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  heading: ReactNode;
  hiddenHeading?: boolean;
  /** The section's width and spacing, which differ by its place on the page. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={hiddenHeading ? 'sr-only' : HEADING}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
