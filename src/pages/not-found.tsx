import { type ReactNode, useEffect } from 'react';
import { PageShell } from '@/components/layout/page-shell.tsx';
import { StaticHtml } from '@/components/layout/static-html.tsx';
import type { Content } from '@/content/schema/content.ts';
import type { PageHead } from '@/pages/page-list.ts';

export function notFoundHead({ site }: Content): PageHead {
  return {
    title: `${site.notFound.title} | ${site.campaign}`,
    description: site.notFound.description,
  };
}

/**
 * Served for every unknown path with HTTP status 404; the same HTML whatever the path. `built`, its body
 * (src/pages/not-found-static.tsx), is given at build time only.
 */
export function NotFoundPage({ built }: { built?: { skipLink: string; body: ReactNode } }) {
  useEffect(() => {
    // The path is only known in the browser; logged so that broken links show up in the console. The spec
    // asks for console.error, which costs this page Lighthouse's "no errors in the console" (see docs/performance.md).
    console.error('404: Seite nicht gefunden:', window.location.pathname);
  }, []);
  return (
    <PageShell skipLink={<StaticHtml as="span">{built?.skipLink}</StaticHtml>}>
      <StaticHtml className="mx-auto flex min-h-svh max-w-content flex-col items-center justify-center gap-6 px-5 text-center">
        {built?.body}
      </StaticHtml>
    </PageShell>
  );
}
