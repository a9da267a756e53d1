import { z } from 'zod';
import { COPY_NOTE, copyField } from '../copy.ts';

// content/site.json → callToAction: the closing section with the contact buttons.

export const callToAction = z
  .strictObject({
    text: copyField({
      max: 320,
      title: 'Text',
      description: `Der Absatz neben den Knöpfen.${COPY_NOTE}`,
      example: 'Lassen Sie sich in {municipality} unverbindlich beraten.',
    }),
  })
  .meta({
    title: 'Abschnitt zum Schluss',
    description: 'Der Abschnitt «Bereit für den nächsten Schritt?» mit den Kontaktknöpfen.',
  });
