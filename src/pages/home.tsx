import { SECTION } from '@/components/layout/anchors';
import { Footer } from '@/components/layout/footer';
import { PageShell } from '@/components/layout/page-shell';
import { TopBar } from '@/components/layout/top-bar';
import type { Content } from '@/content/load';
import { HeatPumpChart } from '@/sections/heat-pump-chart';
import { Hero } from '@/sections/hero';
import { HousingStats } from '@/sections/housing-stats';
import { WilChart } from '@/sections/wil-chart';

export function HomePage({ content }: { content: Content }) {
  const { site, municipality } = content;
  return (
    <PageShell
      header={<TopBar site={site} home={{ href: `#${SECTION.home}`, label: 'Zur Startseite scrolen' }} />}
      footer={<Footer site={site} municipality={municipality} homePrefix="" />}
    >
      <Hero site={site} municipality={municipality} />
      <HousingStats municipality={municipality} />
      <HeatPumpChart index={content.heatPumpIndex} />
      <WilChart municipality={municipality} />
    </PageShell>
  );
}
