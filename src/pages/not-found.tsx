import { useEffect } from 'react';
import { Logo } from '@/components/brand/logo.tsx';
import { PageShell } from '@/components/layout/page-shell.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import type { Content } from '@/content/schema/content.ts';
import type { PageHead } from '@/pages/page-list.ts';

export function notFoundHead({ site }: Content): PageHead {
  return {
    title: `Seite nicht gefunden | ${site.campaign}`,
    description: `Diese Seite gibt es nicht. Zur Startseite von ${site.campaign}.`,
  };
}

/** Served for every unknown path with HTTP status 404; the same HTML whatever the path. */
export function NotFoundPage() {
  useEffect(() => {
    // The path is only known in the browser; logged so that broken links show up in the console. The spec
    // asks for console.error, which costs this page Lighthouse's "no errors in the console" (see docs/performance.md).
    console.error('404: Seite nicht gefunden:', window.location.pathname);
  }, []);
  return (
    <PageShell>
      <div className="mx-auto flex min-h-svh max-w-content flex-col items-center justify-center gap-6 px-5 text-center">
        <a href="/" aria-label="100in100: zur Startseite">
          <Logo draw height={80} alt="" />
        </a>
        <h1 className="text-8xl font-extrabold tracking-tight text-brand">404</h1>
        <p lang="en" className="text-2xl font-semibold">
          Oops! Page not found
        </p>
        <p className="max-w-md text-muted">
          Diese Seite gibt es nicht (mehr). Auf der Startseite finden Sie alles zu 100in100.
        </p>
        <ButtonLink href="/" variant="accent">
          Zurück zur Startseite
        </ButtonLink>
      </div>
    </PageShell>
  );
}
