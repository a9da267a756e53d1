import { z } from 'zod';
import { textLanguage } from '../copy.ts';
import { text } from '../fields.ts';

// content/site.json → notFound: the page for paths that do not exist (404).

export const notFound = z
  .strictObject({
    title: text(60).meta({
      title: 'Seitentitel',
      description: 'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
      examples: ['Seite nicht gefunden'],
    }),
    description: text(160).meta({
      title: 'Beschreibung',
      description: 'Die Beschreibung für Suchmaschinen und Link-Vorschauen.',
      examples: ['Diese Seite gibt es nicht.'],
    }),
    logoLabel: text(60).meta({
      title: 'Name des Logos',
      description: 'Was Screenreader zum Logo sagen, das zur Startseite führt.',
      examples: ['100in100: zur Startseite'],
    }),
    heading: text(60).meta({
      title: 'Zeile unter 404',
      description: 'Die grosse Zeile unter der Zahl 404.',
      examples: ['Oops! Page not found'],
    }),
    headingLang: textLanguage('der Zeile unter 404'),
    text: text(200).meta({
      title: 'Text',
      description: 'Der Satz darunter.',
      examples: ['Diese Seite gibt es nicht (mehr).'],
    }),
    button: text(40).meta({
      title: 'Knopf',
      description: 'Der Knopf zur Startseite.',
      examples: ['Zurück zur Startseite'],
    }),
  })
  .meta({
    title: 'Seite nicht gefunden',
    description: 'Die Seite für Adressen, die es nicht gibt (404).',
  });
