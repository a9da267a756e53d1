import type { ReactNode } from 'react';
import { StaticPage } from '@/components/layout/static-page.tsx';
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
  // Only the top bar changes after loading (see StaticPage): the legal text and its code never reach the
  // browser's bundle.
  return <StaticPage site={content.site} body={built?.text} footer={built?.footer} />;
}
