import { COPY_NOTE, copyField } from '../copy.ts';
import { block } from '../fields.ts';

// content/site.json → homePage: a municipality page's title and description for browsers and search engines.

export const homePage = block({
  title: 'Startseite',
  description: 'Titel und Beschreibung der Startseite für Browser-Tab und Suchmaschinen.',
  fields: {
    title: copyField({
      max: 70,
      title: 'Seitentitel',
      description: `Der Titel im Browser-Tab; {campaign} ist der Name der Kampagne.${COPY_NOTE}`,
      example: '{campaign} {municipality}: neue Heizungen und Solaranlagen',
    }),
    organisation: copyField({
      max: 200,
      title: 'Beschreibung der Genossenschaft',
      description: 'Für Suchmaschinen, nach der Rechtsform; {campaign} ist der Name der Kampagne.',
      example: '{campaign} bringt neue Heizungen und Solaranlagen in die Gemeinden.',
    }),
  },
});
