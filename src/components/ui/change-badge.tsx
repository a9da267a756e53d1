import type { ReactNode } from 'react';

/**
 * A small change badge ('+100', '−100', '+32%') in the accent colour. It is always in the layout, so its
 * space is reserved; it fades and slides in when `shown` turns true. Without JavaScript it shows at once
 * (@media (scripting: none)); under reduced motion it appears without a transition.
 */
export function ChangeBadge({
  shown,
  children,
  label,
}: {
  shown: boolean;
  children: ReactNode;
  /** What the figure means, said after it to screen readers ('Häuser'): a title alone reaches few. */
  label: string;
}) {
  return (
    <>
      <span
        data-shown={shown}
        className={`inline-flex items-center rounded-full bg-accent px-3 py-1 text-sm font-bold whitespace-nowrap text-accent-ink tabular-nums shadow-sm transition-[opacity,translate] duration-500 ease-out motion-reduce:transition-none ${
          shown
            ? 'translate-y-0 opacity-100'
            : 'translate-y-1 opacity-0 noscript:translate-y-0 noscript:opacity-100'
        }`}
      >
        {children}
      </span>
      {/* Beside the badge, not in it: the badge's text stays the figure alone. */}
      <span className="sr-only">{label}</span>
    </>
  );
}
