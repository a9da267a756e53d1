import { COPY_NOTE, copyField } from '../copy.ts';
import { block, textField } from '../fields.ts';

// content/site.json → housingStats: the section with the municipality's single-family houses.

export const housingStats = block({
  title: 'Abschnitt Bestand',
  description: 'Die Texte des Abschnitts mit den Einfamilienhäusern der Gemeinde.',
  fields: {
    total: copyField({
      max: 60,
      title: 'Zeile neben der Gesamtzahl',
      description: `Steht neben der grossen Zahl.${COPY_NOTE}`,
      example: 'Einfamilienhäuser in {municipality}',
    }),
    renewable: textField({
      max: 30,
      title: 'Karte erneuerbar',
      description: 'Der Titel der Karte der erneuerbar geheizten Häuser.',
      example: 'Erneuerbar beheizt',
    }),
    fossil: textField({
      max: 30,
      title: 'Karte fossil',
      description: 'Der Titel der Karte der fossil geheizten Häuser.',
      example: 'Fossil beheizt',
    }),
    share: copyField({
      max: 60,
      allowed: ['share'],
      required: ['share'],
      title: 'Anteil unter der Zahl',
      description: 'Die Zeile unter der Zahl einer Karte; {share} ist ihr Anteil (muss vorkommen).',
      example: '{share} aller Einfamilienhäuser',
    }),
  },
});
