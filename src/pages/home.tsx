import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell.tsx';
import { StaticHtml } from '@/components/layout/static-html.tsx';
import { TopBar } from '@/components/layout/top-bar.tsx';
import type { BrowserContent } from '@/content/browser-content.ts';
import type { Content } from '@/content/schema/content.ts';
import type { SectionId } from '@/content/schema/site.ts';
import { sectionTitle } from '@/lib/copy.ts';
import { housingFigures } from '@/lib/figures.ts';
import { campaignPageJsonLd } from '@/lib/seo.ts';
import type { PageHead } from '@/pages/page-list.ts';
import { HeatPumpIndexSection, type HeatPumpIndexStatic } from '@/sections/heat-pump-index.tsx';
import { Hero } from '@/sections/hero.tsx';
import { HousesSection, type HousesStatic } from '@/sections/houses.tsx';
import { HousingStats } from '@/sections/housing-stats.tsx';

export function homeHead({ site, municipality, status }: Content): PageHead {
  return {
    title: site.homePage.title,
    description: site.hero.subtext,
    jsonLd: [campaignPageJsonLd(site, municipality.name, status)],
  };
}

/** The page's parts that never change after the build (src/pages/home-static.tsx; see StaticHtml). */
export interface HomeStatic {
  heatPumpIndex: HeatPumpIndexStatic;
  houses: HousesStatic;
  /** The sections without state after the charts: success factors, partners, call to action. */
  closing: ReactNode;
  /** Where the campaign stands, in the hero. */
  status: ReactNode;
  /** The other campaigns' links and the footer. */
  footer: ReactNode;
}

/** `built` is given at build time only (by src/entry-server.tsx); the browser hydrates without it. */
/** `content`: what the browser gets of the content; the page hydrates with no more. */
export function HomePage({ content, built }: { content: BrowserContent; built?: HomeStatic }) {
  const { site, municipality } = content;
  // Computed once for the page; the sections that show them receive them.
  const figures = housingFigures(municipality, content.status);
  const title = (id: SectionId) => sectionTitle(site, id);
  const top: SectionId = 'Home';
  return (
    <PageShell
      skipLink={site.skipLink}
      header={<TopBar site={site} home={{ href: `#${top}`, label: site.topBar.homeAnchor }} />}
      footer={<StaticHtml>{built?.footer}</StaticHtml>}
    >
      <Hero site={site} status={built?.status} />
      <HousingStats title={title('HousingStatsSection')} site={site} figures={figures} />
      <HeatPumpIndexSection
        title={title('ChartSection')}
        copy={site.heatPumpChart}
        index={content.heatPumpIndex}
        built={built?.heatPumpIndex}
      />
      <HousesSection title={title('WilChart')} site={site} figures={figures} built={built?.houses} />
      {/* Sections without state: written at build time and left alone by hydration (see StaticHtml), so their
          code and copy stay out of the browser's bundle. */}
      <StaticHtml>{built?.closing}</StaticHtml>
    </PageShell>
  );
}
