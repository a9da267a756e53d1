import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell.tsx';
import { StaticHtml } from '@/components/layout/static-html.tsx';
import { TopBar } from '@/components/layout/top-bar.tsx';
import type { BrowserContent } from '@/content/browser-content.ts';
import { fill } from '@/content/placeholders.ts';
import type { Content } from '@/content/schema/content.ts';
import type { PageHead } from '@/pages/page-list.ts';

/** The page's parts that never change after the build (src/pages/privacy-policy-static.tsx; see StaticHtml). */
export interface PrivacyPolicyStatic {
  /** The legal text (content/legal/privacy-policy.md, rendered at build time) and the imprint. */
  text: ReactNode;
  footer: ReactNode;
}

interface PrivacyPolicyPageProps {
  /** What the browser gets of the content: the page hydrates with no more. */
  content: BrowserContent;
  /** Given at build time only (by src/entry-server.tsx); the browser hydrates without it. */
  built?: PrivacyPolicyStatic;
}

export function privacyPolicyHead({ site }: Content): PageHead {
  return {
    title: `${site.privacyPage.title} | ${site.campaign}`,
    description: fill(site.privacyPage.description, {
      cooperative: site.cooperative.name,
      campaign: site.campaign,
    }),
  };
}

export function PrivacyPolicyPage({ content, built }: PrivacyPolicyPageProps) {
  const { site } = content;
  // Only the top bar changes after loading. Everything else is written at build time and left alone by
  // hydration (see StaticHtml), so the legal text and its code never reach the browser's bundle.
  return (
    <PageShell
      skipLink={site.skipLink}
      header={<TopBar site={site} home={{ href: '/', label: site.topBar.homePage }} />}
      footer={<StaticHtml>{built?.footer}</StaticHtml>}
    >
      <StaticHtml>{built?.text}</StaticHtml>
    </PageShell>
  );
}
