import { PageShell } from '@/components/layout/page-shell';
import type { Content } from '@/content/load';
import { Hero } from '@/sections/hero';
import { HousingStats } from '@/sections/housing-stats';

export function HomePage({ content }: { content: Content }) {
  const { site, municipality } = content;
  return (
    <PageShell>
      <Hero site={site} municipality={municipality} />
      <HousingStats municipality={municipality} />
    </PageShell>
  );
}
