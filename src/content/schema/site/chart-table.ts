import { z } from 'zod';
import { copy } from '../copy.ts';
import { text } from '../fields.ts';

// content/site.json → chartTable: the data table under every chart.

export const chartTable = z
  .strictObject({
    toggle: text(40).meta({
      title: 'Knopf',
      description: 'Der Text, der die Tabelle öffnet.',
      examples: ['Daten als Tabelle'],
    }),
    label: copy(200, ['title'], ['title']).meta({
      title: 'Name für Screenreader',
      description: 'Der Name der Tabelle; {title} ist der Titel des Diagramms (muss vorkommen).',
      examples: ['{title}: Daten'],
    }),
  })
  .meta({
    title: 'Datentabelle der Diagramme',
    description: 'Die aufklappbare Tabelle unter jedem Diagramm.',
  });
