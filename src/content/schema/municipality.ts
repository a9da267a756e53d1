import { z } from 'zod';
import { block, choice, HTTPS_FORM, httpsUrl, schemaLink, textField, valuesOf } from './fields.ts';
import { campaign, checkCampaignTime, progress, result } from './municipality/campaign.ts';
import {
  checkAxis,
  checkTargetAndHistory,
  housesAxis,
  housing,
  renewableHistory,
  renewableWithoutProject,
  target,
} from './municipality/houses.ts';

// content/municipalities/<slug>.json: one file per municipality. Every object is strict, so a misspelt key
// is reported instead of silently ignored. Cross-field rules (sums, contiguous years) sit beside the fields
// they check, so each problem is reported at the JSON path an editor has to change. Here: what names the
// municipality and its partners; its campaign and its houses are in municipality/.

/**
 * The partners' roles, in the spec's order, each with its German name: the one spelling of the page (under
 * each logo), the editing app's choice, the messages and the editors' schemas.
 */
export const PARTNER_TYPE_NAMES = {
  municipality: 'Gemeinde',
  'cantonal-energy-agency': 'Kantonale Energieagentur',
  'energy-supplier': 'Energieversorger',
  'heat-pump-company': 'Wärmepumpen-Firma',
  'data-company': 'Datenfirma',
  infrastructure: 'Infrastruktur',
} as const;
export const PARTNER_TYPES = valuesOf(PARTNER_TYPE_NAMES);

/** A partner's logo: a file in public/partners/ (src/content/load.ts checks that it exists). */
export const LOGO_PATH = /^\/partners\/[a-z0-9-]+\.(svg|png|webp)$/;
/** The logo rule in words: what a logo's file name in public/partners/ may be. */
export const LOGO_NAME_RULE = 'Kleinbuchstaben, Ziffern und Bindestriche, Endung .svg, .png oder .webp';

const partner = block({
  title: 'Partner',
  description: 'Ein Partner: Name, Typ, Webadresse und Logo.',
  fields: {
    // The logo's text alternative.
    name: textField({
      max: 60,
      title: 'Name',
      description: 'Der Name des Partners; Screenreader lesen ihn anstelle des Logos vor.',
      example: 'Gemeinde Musterwil',
    }),
    type: choice(PARTNER_TYPE_NAMES).meta({
      title: 'Typ',
      description: 'Die Rolle des Partners.',
      examples: ['municipality'],
    }),
    url: httpsUrl.meta({
      title: 'Webadresse',
      description: 'Die Website des Partners, vollständig mit https://.',
      examples: ['https://www.diepoldsau.ch'],
      form: HTTPS_FORM,
    }),
    logo: z
      .string()
      .regex(LOGO_PATH)
      .meta({
        title: 'Logo',
        description: 'Die Logo-Datei im Ordner public/partners/ (SVG, PNG oder WebP), mit / am Anfang.',
        examples: ['/partners/diepoldsau.svg'],
        form: `eine Datei in public/partners/, geschrieben wie /partners/name.svg (${LOGO_NAME_RULE})`,
      }),
  },
});

/** "municipality", "energy-supplier", …: the types in the spec's order, for messages. */
const typeName = (type: keyof typeof PARTNER_TYPE_NAMES) => `"${type}" (${PARTNER_TYPE_NAMES[type]})`;
const typeList = (types: readonly (keyof typeof PARTNER_TYPE_NAMES)[]) => types.map(typeName).join(', ');

/** One partner per role: the page shows the six roles of the spec, each once. */
function checkPartners(partners: readonly Partner[], ctx: z.core.$RefinementCtx) {
  const seen = new Map<string, number>();
  partners.forEach((p, i) => {
    const first = seen.get(p.type);
    if (first === undefined) {
      seen.set(p.type, i);
      return;
    }
    const missing = PARTNER_TYPES.filter((t) => !partners.some((other) => other.type === t));
    ctx.addIssue({
      code: 'custom',
      path: ['partners', i, 'type'],
      message: `Der Typ ${typeName(p.type)} steht schon bei Partner ${first + 1}. Erwartet jeden Typ genau einmal${missing.length > 0 ? `; noch ohne Partner: ${typeList(missing)}` : ''}.`,
    });
  });
}

const municipalityShape = z.strictObject({
  $schema: schemaLink('../../schemas/municipality.schema.json'),
  // Filled into the headline and headings: 30 characters hold every Swiss municipality's name and keep
  // the longest headline to nine lines at 360 px.
  name: textField({
    max: 30,
    title: 'Name der Gemeinde',
    description: 'Der Name der Gemeinde, wie ihn die Seiten schreiben (Titel, Überschriften).',
    example: 'Musterwil',
  }),
  // Where the campaign stands on the map of all campaigns; checked against the geodata with the name
  // (src/content/geodata/official-municipalities.ts), so a typo cannot move it to another municipality.
  bfsNumber: z
    .int()
    .min(1)
    .max(9999)
    .meta({
      title: 'BFS-Gemeindenummer',
      description:
        'Die amtliche Nummer der Gemeinde (Bundesamt für Statistik, 1 bis 4 Ziffern). Sie setzt die Gemeinde auf die Karte aller Kampagnen und muss zum Namen passen.',
      examples: [3234],
    }),
  /** A draft (false) is built nowhere public: only `npm run dev` and the editing app show it. */
  published: z.boolean().meta({
    title: 'Veröffentlicht',
    description:
      'Eingeschaltet (true): die Seite der Gemeinde ist öffentlich, unter /dateiname. Aus (false): ein Entwurf, nur in der Vorschau zu sehen.',
    examples: [true],
  }),
  housing,
  target,
  campaign,
  progress,
  result,
  renewableHistory,
  renewableWithoutProject,
  housesAxis,
  partners: z.array(partner).length(PARTNER_TYPES.length).meta({
    title: 'Partner',
    description: 'Genau sechs Partner, einer pro Typ, in der Reihenfolge der Logos auf der Seite.',
  }),
});

export const municipalitySchema = municipalityShape
  .superRefine((m, ctx) => {
    checkTargetAndHistory(m, ctx);
    checkCampaignTime(m, ctx);
    checkPartners(m.partners, ctx);
    checkAxis(m, ctx);
  })
  .meta({
    title: 'Gemeinde',
    description: 'Die Zahlen und Partner einer Gemeinde. Eine Datei pro Gemeinde.',
  });

export type Municipality = z.infer<typeof municipalitySchema>;
export type Partner = z.infer<typeof partner>;
export type PartnerType = (typeof PARTNER_TYPES)[number];
