// The anchor ids of the landing page's sections (named as in the spec) and of the hero logo, shared by
// the sections that carry them and the links that lead to them.
import type { SectionId } from '@/content/schema/site.ts';

export const SECTION = {
  home: 'Home',
  housingStats: 'HousingStatsSection',
  chart: 'ChartSection',
  wilChart: 'WilChart',
  successFactors: 'SuccessFactorsSection',
  partners: 'PartnersSection',
  callToAction: 'CallToAction',
} as const satisfies Record<string, SectionId>;

export const HERO_LOGO_ID = 'hero-logo';
