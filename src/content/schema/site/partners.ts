import { z } from 'zod';
import { COPY_NOTE, copy } from '../copy.ts';
import { text } from '../fields.ts';
import { PARTNER_TYPE_NAMES, PARTNER_TYPES, type PartnerType } from '../municipality.ts';

// content/site.json → partners: the section with the partners' logos (the partners are the municipality's).

type PartnerTypeLabels = Record<PartnerType, ReturnType<typeof text>>;

export const partners = z
  .strictObject({
    intro: copy(320).meta({
      title: 'Einleitung',
      description: `Der Absatz über den Logos.${COPY_NOTE}`,
      examples: ['Wir arbeiten in {municipality} mit Partnern aus der Region.'],
    }),
    types: z
      .strictObject(
        Object.fromEntries(
          PARTNER_TYPES.map((type) => [
            type,
            text(40).meta({
              title: PARTNER_TYPE_NAMES[type],
              description: `Wie die Seite die Partner vom Typ «${PARTNER_TYPE_NAMES[type]}» nennt.`,
              examples: [PARTNER_TYPE_NAMES[type]],
            }),
          ]),
        ) as PartnerTypeLabels,
      )
      .meta({ title: 'Partnerarten', description: 'Wie die Seite jede Art von Partner nennt.' }),
  })
  .meta({
    title: 'Abschnitt Partner',
    description: 'Der Absatz über den Logos und die Namen der Partnerarten unter jedem Logo.',
  });
