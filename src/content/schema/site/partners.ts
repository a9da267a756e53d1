import { COPY_NOTE, copyField } from '../copy.ts';
import { block } from '../fields.ts';

// content/site.json → partners: the section with the partners' logos. The partners are the municipality's,
// each named under its logo by its type's German name (PARTNER_TYPE_NAMES, src/content/schema/municipality.ts).

export const partners = block({
  title: 'Abschnitt Partner',
  description: 'Der Absatz über den Logos der Partner.',
  fields: {
    intro: copyField({
      max: 320,
      title: 'Einleitung',
      description: `Der Absatz über den Logos.${COPY_NOTE}`,
      example: 'Wir arbeiten in {municipality} mit Partnern aus der Region.',
    }),
  },
});
