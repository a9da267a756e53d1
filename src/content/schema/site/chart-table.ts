import { copyField } from '../copy.ts';
import { block, textField } from '../fields.ts';

// content/site.json → chartTable: the data table under every chart.

export const chartTable = block({
  title: 'Datentabelle der Diagramme',
  description: 'Die aufklappbare Tabelle unter jedem Diagramm.',
  fields: {
    toggle: textField({
      max: 40,
      title: 'Knopf',
      description: 'Der Text, der die Tabelle öffnet.',
      example: 'Daten als Tabelle',
    }),
    label: copyField({
      max: 200,
      allowed: ['title'],
      required: ['title'],
      title: 'Name für Screenreader',
      description: 'Der Name der Tabelle; {title} ist der Titel des Diagramms (muss vorkommen).',
      example: '{title}: Daten',
    }),
  },
});
