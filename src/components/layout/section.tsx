import type { ReactNode, Ref } from 'react';
import type { SectionId } from '@/content/schema/site.ts';

interface SectionProps {
  /** The anchor id, as the spec names the section (e.g. "HousingStatsSection"; SECTION_NAMES in the schema). */
  id: SectionId;
  title: ReactNode;
  /** Optional text under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** Alternating background keeps sections apart without rules. */
  tone?: 'page' | 'surface';
  /** For sections that watch their own visibility. */
  ref?: Ref<HTMLElement>;
}

export function Section({ id, title, intro, children, tone = 'page', ref }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      className={tone === 'surface' ? 'bg-surface' : 'bg-page'}
    >
      <div className="mx-auto max-w-content px-5 py-20 sm:px-8 lg:py-28">
        <h2
          id={headingId}
          className="max-w-3xl text-[1.75rem] leading-tight font-bold tracking-tight text-balance sm:text-4xl"
        >
          {title}
        </h2>
        {intro ? <p className="mt-4 max-w-2xl text-muted">{intro}</p> : null}
        <div className="mt-10 lg:mt-12">{children}</div>
      </div>
    </section>
  );
}
