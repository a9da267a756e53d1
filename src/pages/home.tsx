import { SECTION } from '@/components/layout/anchors';
import { Footer } from '@/components/layout/footer';
import { PageShell } from '@/components/layout/page-shell';
import { TopBar } from '@/components/layout/top-bar';
import type { Content } from '@/content/load';
import { CallToAction } from '@/sections/call-to-action';
import { Hero } from '@/sections/hero';
import { HousingStats } from '@/sections/housing-stats';
import { Partners } from '@/sections/partners';
import { SuccessFactors } from '@/sections/success-factors';

export function HomePage({ content }: { content: Content }) {
  const { site, municipality } = content;
  return (
    <PageShell
      header={<TopBar site={site} home={{ href: `#${SECTION.home}`, label: 'Zur Startseite scrolen' }} />}
      footer={<Footer site={site} municipality={municipality} homePrefix="" />}
    >
      <Hero site={site} municipality={municipality} />
      <HousingStats municipality={municipality} />
      <SuccessFactors site={site} municipality={municipality} />
      <Partners municipality={municipality} />
      <CallToAction site={site} municipality={municipality} />
    </PageShell>
  );
}
