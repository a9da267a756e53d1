import { z } from 'zod';
import { COPY_NOTE, copyField } from './copy.ts';
import { block, choice, schemaLink, valuesOf } from './fields.ts';
import { callToAction } from './site/call-to-action.ts';
import { campaignTime } from './site/campaign-time.ts';
import { campaignsOverview } from './site/campaigns-overview.ts';
import { chartTable } from './site/chart-table.ts';
import { cooperative } from './site/cooperative.ts';
import { campaignLinks, footer } from './site/footer.ts';
import { heatPumpChart } from './site/heat-pump-chart.ts';
import { hero } from './site/hero.ts';
import { homePage } from './site/home-page.ts';
import { housingStats } from './site/housing-stats.ts';
import { notFound } from './site/not-found-page.ts';
import { partners } from './site/partners.ts';
import { imprint, privacyPage } from './site/privacy-page.ts';
import {
  campaign,
  copyrightYear,
  homeMunicipality,
  links,
  newTab,
  shareImage,
  siteUrl,
  skipLink,
  slogan,
} from './site/site-wide.ts';
import { successFactors } from './site/success-factors.ts';
import { contactButtons, topBar } from './site/top-bar.ts';
import { wilChart } from './site/wil-chart.ts';

// content/site.json: the campaign-wide facts and copy, one block per area of the page, each in its file in
// site/ (named after the block; a page's copy in site/<page>-page.ts). Here: the home page's sections in
// their order, and the file assembled from the blocks. Every object is strict, so a misspelt key is
// reported instead of silently ignored; what each field is, for editors, is its `.meta()` beside it, and the
// comments there say why a limit is what it is.

/**
 * The home page's sections, in the page's order: each one's anchor id (named as in the spec) and German name.
 * The one list of them: each section carries its id as a SectionId, so tsc refuses one not named here
 * (a new section: docs/architecture.md, «Adding a section»).
 */
export const SECTION_NAMES = {
  Home: 'Startbereich',
  HousingStatsSection: 'Bestand der Einfamilienhäuser',
  ChartSection: 'Diagramm zum Heizungsersatz',
  WilChart: 'Jetzt auch für die Gemeinde',
  SuccessFactorsSection: 'Schlüsselfaktoren für den Erfolg',
  PartnersSection: 'Partner',
  CallToAction: 'Kontakt',
} as const;
const SECTION_IDS = valuesOf(SECTION_NAMES);
export type SectionId = (typeof SECTION_IDS)[number];

const section = z
  .strictObject({
    id: choice(SECTION_NAMES).meta({
      title: 'Kennung',
      description:
        'Welcher Abschnitt das ist (auch sein Sprungziel, z. B. /#PartnersSection). Nicht ändern: Reihenfolge und Kennungen sind fest.',
      examples: ['PartnersSection'],
    }),
    // A heading of two lines at 360 px; soft hyphens (U+00AD) say where a long word may break.
    title: copyField({
      max: 80,
      title: 'Überschrift',
      description: `Die Überschrift des Abschnitts (die des Startbereichs steht unter "hero"). Ein weiches Trennzeichen \\u00ad zeigt, wo ein langes Wort brechen darf.${COPY_NOTE}`,
      example: 'Unsere Partner',
    }).optional(),
    /** The label of the footer's quick link to the section; without it, the footer does not list it. */
    nav: copyField({
      max: 40,
      title: 'Link in der Fusszeile',
      description: `Der Name des Links zu diesem Abschnitt in der Fusszeile. Ohne ihn steht der Abschnitt nicht in der Fusszeile.${COPY_NOTE}`,
      example: 'Unsere Partner',
    }).optional(),
  })
  .meta({
    title: 'Abschnitt',
    description: 'Ein Abschnitt der Startseite.',
    examples: [{ id: 'PartnersSection', title: 'Unsere Partner', nav: 'Unsere Partner' }],
  });

const sections = z
  .array(section)
  .superRefine((list, ctx) => {
    const ids = list.map((s) => s.id).join(', ');
    if (ids !== SECTION_IDS.join(', '))
      ctx.addIssue({
        code: 'custom',
        message: `Die Liste nennt ${ids || 'keinen Abschnitt'}. Erwartet jeden Abschnitt einmal, in der Reihenfolge der Seite: ${SECTION_IDS.join(', ')}.`,
      });
  })
  .meta({
    title: 'Abschnitte',
    description:
      'Die Abschnitte der Startseite in ihrer Reihenfolge, jeder einmal: ihre Überschrift und der Name ihres Links in der Fusszeile.',
  });

export const siteSchema = block({
  title: 'Website',
  description: 'Was für alle Gemeinden gilt: Genossenschaft, Kontakt, Links und Texte.',
  fields: {
    $schema: schemaLink('../schemas/site.schema.json'),
    campaign,
    slogan,
    siteUrl,
    homeMunicipality,
    copyrightYear,
    cooperative,
    links,
    newTab,
    hero,
    campaignTime,
    sections,
    contactButtons,
    shareImage,
    skipLink,
    homePage,
    privacyPage,
    topBar,
    housingStats,
    wilChart,
    heatPumpChart,
    chartTable,
    partners,
    callToAction,
    footer,
    campaignLinks,
    campaignsOverview,
    imprint,
    notFound,
    successFactors,
  },
});

export type Site = z.infer<typeof siteSchema>;
