import { z } from 'zod';
import { COPY_NOTE, copy } from '../copy.ts';

// content/site.json → callToAction: the closing section with the contact buttons.

export const callToAction = z
  .strictObject({
    text: copy(320).meta({
      title: 'Text',
      description: `Der Absatz neben den Knöpfen.${COPY_NOTE}`,
      examples: ['Lassen Sie sich in {municipality} unverbindlich beraten.'],
    }),
  })
  .meta({
    title: 'Abschnitt zum Schluss',
    description: 'Der Abschnitt «Bereit für den nächsten Schritt?» mit den Kontaktknöpfen.',
  });
