import type { ReactNode } from 'react';

// Every call to action is a link (to a booking page, a mail program or an anchor), styled as a button.
type Variant = 'accent' | 'outline-light' | 'outline' | 'quiet';

const VARIANTS: Record<Variant, string> = {
  accent: 'bg-accent text-accent-ink hover:brightness-95 shadow-sm',
  'outline-light': 'border-2 border-hero-ink/80 text-hero-ink hover:bg-white/10',
  outline: 'border-2 border-brand text-brand hover:bg-brand-soft',
  quiet: 'text-brand hover:bg-brand-soft',
};

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: Variant;
  /** Opens in a new tab, without giving the other site a handle on this one. */
  external?: boolean;
  className?: string;
  tabIndex?: number;
}

export function ButtonLink({
  href,
  children,
  variant = 'accent',
  external = false,
  className = '',
  tabIndex,
}: ButtonLinkProps) {
  return (
    <a
      href={href}
      tabIndex={tabIndex}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-base font-semibold whitespace-nowrap transition ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </a>
  );
}
