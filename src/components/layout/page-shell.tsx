import type { ReactNode } from 'react';

interface PageShellProps {
  /** Rendered before <main>: the page's header (top bar). */
  header?: ReactNode;
  footer?: ReactNode;
  /** The skip link's text (site.json → skipLink). */
  skipLink: ReactNode;
  children: ReactNode;
}

/** The skeleton every page shares: a skip link first, then header, main and footer. */
export function PageShell({ header, footer, skipLink, children }: PageShellProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-4 py-3 font-semibold text-ink shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {skipLink}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {footer}
    </>
  );
}
