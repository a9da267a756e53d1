import { SECTION } from '@/components/layout/anchors';
import { Footer } from '@/components/layout/footer';
import { PageShell } from '@/components/layout/page-shell';
import { StaticHtml } from '@/components/layout/static-html';
import { TopBar } from '@/components/layout/top-bar';
import type { Content } from '@/content/schema/content';
import { fillCopy } from '@/lib/copy';
import { housingFigures } from '@/lib/figures';
import { organisationJsonLd } from '@/lib/seo';
import type { PageHead } from '@/pages/page-list';
import { CallToAction } from '@/sections/call-to-action';
import { HeatPumpChart } from '@/sections/heat-pump-chart';
import { Hero } from '@/sections/hero';
import { HousingStats } from '@/sections/housing-stats';
import { Partners } from '@/sections/partners';
import { SuccessFactors } from '@/sections/success-factors';
import { WilChart } from '@/sections/wil-chart';

export function homeHead({ site, municipality }: Content): PageHead {
  return {
    title: `${site.campaign} ${municipality.name}: neue Heizungen und Solaranlagen`,
    description: fillCopy(site.hero.subtext, municipality),
    jsonLd: [organisationJsonLd(site)],
  };
}

export function HomePage({ content }: { content: Content }) {
  const { site, municipality } = content;
  // Computed once for the page; the sections that show them receive them.
  const figures = housingFigures(municipality);
  return (
    <PageShell
      header={<TopBar site={site} home={{ href: `#${SECTION.home}`, label: 'Zur Startseite scrolen' }} />}
      footer={
        <StaticHtml>
          {import.meta.env.SSR ? <Footer site={site} municipality={municipality} homePrefix="" /> : null}
        </StaticHtml>
      }
    >
      <Hero site={site} municipality={municipality} />
      <HousingStats municipality={municipality} figures={figures} />
      <HeatPumpChart index={content.heatPumpIndex} />
      <WilChart municipality={municipality} figures={figures} />
      {/* Sections without state: written at build time and left alone by hydration (see StaticHtml), so their
          code and copy stay out of the browser's bundle. */}
      <StaticHtml>
        {import.meta.env.SSR ? (
          <>
            <SuccessFactors site={site} municipality={municipality} />
            <Partners municipality={municipality} />
            <CallToAction site={site} municipality={municipality} />
          </>
        ) : null}
      </StaticHtml>
    </PageShell>
  );
}
