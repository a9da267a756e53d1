import { z } from 'zod';
import { COPY_NOTE, copy } from '../copy.ts';
import { text } from '../fields.ts';

// content/site.json → housingStats: the section with the municipality's single-family houses.

export const housingStats = z
  .strictObject({
    total: copy(60).meta({
      title: 'Zeile neben der Gesamtzahl',
      description: `Steht neben der grossen Zahl.${COPY_NOTE}`,
      examples: ['Einfamilienhäuser in {municipality}'],
    }),
    renewable: text(30).meta({
      title: 'Karte erneuerbar',
      description: 'Der Titel der Karte der erneuerbar geheizten Häuser.',
      examples: ['Erneuerbar beheizt'],
    }),
    fossil: text(30).meta({
      title: 'Karte fossil',
      description: 'Der Titel der Karte der fossil geheizten Häuser.',
      examples: ['Fossil beheizt'],
    }),
    share: copy(60, ['share'], ['share']).meta({
      title: 'Anteil unter der Zahl',
      description: 'Die Zeile unter der Zahl einer Karte; {share} ist ihr Anteil (muss vorkommen).',
      examples: ['{share} aller Einfamilienhäuser'],
    }),
  })
  .meta({
    title: 'Abschnitt Bestand',
    description: 'Die Texte des Abschnitts mit den Einfamilienhäusern der Gemeinde.',
  });
