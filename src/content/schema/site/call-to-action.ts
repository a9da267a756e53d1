import { COPY_NOTE, copyField } from '../copy.ts';
import { block } from '../fields.ts';

// content/site.json → callToAction: the closing section with the contact buttons.

export const callToAction = block({
  title: 'Abschnitt zum Schluss',
  description: 'Der Abschnitt «Bereit für den nächsten Schritt?» mit den Kontaktknöpfen.',
  fields: {
    text: copyField({
      max: 320,
      title: 'Text',
      description: `Der Absatz neben den Knöpfen.${COPY_NOTE}`,
      example: 'Lassen Sie sich in {municipality} unverbindlich beraten.',
    }),
  },
});
