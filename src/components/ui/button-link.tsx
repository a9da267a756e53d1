import type { ReactNode } from 'react';
import { NEW_TAB_ID } from '@/base/new-tab.ts';

// Every call to action is a link (to a booking page, a mail program or an anchor), styled as a button.
type Variant = 'accent' | 'outline-light' | 'outline' | 'on-accent' | 'outline-on-accent';

const VARIANTS: Record<Variant, string> = {
  accent: 'bg-accent text-accent-ink shadow-sm hover:brightness-95',
  'outline-light': 'border-2 border-hero-ink/80 text-hero-ink hover:bg-white/10',
  outline: 'border-2 border-brand text-brand hover:bg-brand-soft',
  // On an accent (sun yellow) ground, such as the call to action.
  'on-accent': 'bg-accent-ink text-accent shadow-sm hover:bg-accent-ink/85',
  'outline-on-accent': 'border-2 border-accent-ink text-accent-ink hover:bg-accent-ink/10',
};

const BASE =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full py-2 text-center font-semibold transition';

const SIZES = {
  regular: 'gap-2 px-5 text-base',
  small: 'gap-1.5 px-4 text-[0.95rem]',
  large: 'gap-2.5 px-7 py-3 text-lg tiny:px-4',
} as const;

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: Variant;
  size?: keyof typeof SIZES;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Only the icon on narrow screens (`narrow:` in global.css); the label stays the link's accessible name. */
  compact?: boolean;
  /** Opens in a new tab, without giving the other site a handle on this one. */
  external?: boolean;
  className?: string;
}

export function ButtonLink({
  href,
  children,
  variant = 'accent',
  size = 'regular',
  icon,
  compact = false,
  external = false,
  className = '',
}: ButtonLinkProps) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': NEW_TAB_ID } : {})}
      className={[BASE, compact && 'narrow:px-3', SIZES[size], VARIANTS[variant], className]
        .filter(Boolean)
        .join(' ')}
    >
      {icon}
      <span className={compact && icon ? 'narrow:sr-only' : undefined}>{children}</span>
    </a>
  );
}
