import type { ReactNode } from 'react';
import type { BrowserSite } from '@/content/browser-content.ts';
import { PageShell } from './page-shell.tsx';
import { StaticHtml } from './static-html.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * A page of the whole campaign (the privacy policy, the overview of all campaigns): only its top bar
 * changes after loading; its body and footer are written at build time and left alone by hydration (see
 * StaticHtml), so their code and text never reach the browser's bundle.
 */
export function StaticPage({
  site,
  body,
  footer,
}: {
  site: BrowserSite;
  body?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PageShell
      skipLink={site.skipLink}
      header={<TopBar site={site} home={{ href: '/', label: site.topBar.homePage }} />}
      footer={<StaticHtml>{footer}</StaticHtml>}
    >
      <StaticHtml>{body}</StaticHtml>
    </PageShell>
  );
}
