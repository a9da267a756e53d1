import { textLanguage } from '../copy.ts';
import { block, textField } from '../fields.ts';

// content/site.json → notFound: the page for paths that do not exist (404).

export const notFound = block({
  title: 'Seite nicht gefunden',
  description: 'Die Seite für Adressen, die es nicht gibt (404).',
  fields: {
    title: textField({
      max: 60,
      title: 'Seitentitel',
      description: 'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
      example: 'Seite nicht gefunden',
    }),
    description: textField({
      max: 160,
      title: 'Beschreibung',
      description: 'Die Beschreibung für Suchmaschinen und Link-Vorschauen.',
      example: 'Diese Seite gibt es nicht.',
    }),
    logoLabel: textField({
      max: 60,
      title: 'Name des Logos',
      description: 'Was Screenreader zum Logo sagen, das zur Startseite führt.',
      example: '100in100: zur Startseite',
    }),
    heading: textField({
      max: 60,
      title: 'Zeile unter 404',
      description: 'Die grosse Zeile unter der Zahl 404.',
      example: 'Oops! Page not found',
    }),
    headingLang: textLanguage('der Zeile unter 404'),
    text: textField({
      max: 200,
      title: 'Text',
      description: 'Der Satz darunter.',
      example: 'Diese Seite gibt es nicht (mehr).',
    }),
    button: textField({
      max: 40,
      title: 'Knopf',
      description: 'Der Knopf zur Startseite.',
      example: 'Zurück zur Startseite',
    }),
  },
});
