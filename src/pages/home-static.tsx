import { Footer } from '@/components/layout/footer';
import type { Content } from '@/content/schema/content';
import { housingFigures } from '@/lib/figures';
import type { HomeStatic } from '@/pages/home';
import { CallToAction } from '@/sections/call-to-action';
import { heatPumpChartStatic } from '@/sections/heat-pump-chart-static';
import { Partners } from '@/sections/partners';
import { SuccessFactors } from '@/sections/success-factors';
import { wilChartStatic } from '@/sections/wil-chart-static';

/**
 * The home page's build-only parts (see StaticHtml), handed to HomePage by src/entry-server.tsx only: their
 * code and copy never reach the browser's bundle.
 */
export function homeStatic({ site, municipality, heatPumpIndex }: Content): HomeStatic {
  return {
    heatPumpChart: heatPumpChartStatic(heatPumpIndex, site, municipality),
    wilChart: wilChartStatic(site, municipality, housingFigures(municipality)),
    closing: (
      <>
        <SuccessFactors site={site} municipality={municipality} />
        <Partners municipality={municipality} />
        <CallToAction site={site} municipality={municipality} />
      </>
    ),
    footer: <Footer site={site} municipality={municipality} homePrefix="" />,
  };
}
