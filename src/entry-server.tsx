import { content } from 'virtual:content';
import { policy } from 'virtual:privacy-policy';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { fillCopy } from '@/lib/copy';
import { HomePage } from '@/pages/home';
import { NotFoundPage } from '@/pages/not-found';
import { PrivacyPolicyPage } from '@/pages/privacy-policy';

// The pages of the site, rendered to HTML at build time by scripts/prerender.ts. Each page names the
// client entry that hydrates it, so a page loads only its own code.

export interface PageDefinition {
  /** The URL path; the not-found page has none. */
  route: string | null;
  /** Where the HTML goes in dist/. */
  file: string;
  /** The client entry (a key of Vite's manifest) that hydrates this page. */
  entry: string;
  title: string;
  description: string;
  element: ReactNode;
}

export interface RenderedPage extends Omit<PageDefinition, 'element'> {
  /** The page's markup, to be placed in #root. */
  html: string;
}

export function pageDefinitions(): PageDefinition[] {
  const { site, municipality } = content;
  return [
    {
      route: '/',
      file: 'index.html',
      entry: 'src/entries/home.tsx',
      title: `${site.campaign} ${municipality.name}: neue Heizungen und Solaranlagen`,
      description: fillCopy(site.hero.subtext, municipality),
      element: <HomePage content={content} />,
    },
    {
      route: '/privacy-policy',
      file: 'privacy-policy/index.html',
      entry: 'src/entries/privacy-policy.tsx',
      title: `Datenschutzerklärung und Impressum | ${site.campaign}`,
      description: `Wie die ${site.cooperative.name} mit Personendaten umgeht, und wer hinter ${site.campaign} steht.`,
      element: <PrivacyPolicyPage content={content} policy={policy} />,
    },
    {
      route: null,
      file: '404.html',
      entry: 'src/entries/not-found.tsx',
      title: `Seite nicht gefunden | ${site.campaign}`,
      description: `Diese Seite gibt es nicht. Zur Startseite von ${site.campaign}.`,
      element: <NotFoundPage />,
    },
  ];
}

export function renderPages(): RenderedPage[] {
  return pageDefinitions().map(({ element, ...page }) => ({ ...page, html: renderToString(element) }));
}
