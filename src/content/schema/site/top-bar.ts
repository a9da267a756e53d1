import { block, textField } from '../fields.ts';

// content/site.json: the top bar, and the contact buttons it shares with the hero and the call to action.

export const topBar = block({
  title: 'Kopfzeile',
  description: 'Die Zeile, die beim Scrollen oben erscheint.',
  fields: {
    homeAnchor: textField({
      max: 60,
      title: 'Name des Logos auf der Startseite',
      description: 'Was Screenreader zum Logo sagen, das zum Seitenanfang führt.',
      example: 'Zur Startseite scrolen',
    }),
    homePage: textField({
      max: 60,
      title: 'Name des Logos auf anderen Seiten',
      description: 'Was Screenreader zum Logo sagen, das zur Startseite führt.',
      example: 'Zur Startseite',
    }),
    contact: textField({
      max: 30,
      title: 'Name der Knöpfe',
      description: 'Was Screenreader zu den Knöpfen in der Kopfzeile sagen.',
      example: 'Kontakt',
    }),
  },
});

export const contactButtons = block({
  title: 'Kontaktknöpfe',
  description:
    'Die Knöpfe «Termin buchen» und «Mail senden» im Startbereich, in der Kopfzeile und am Schluss.',
  fields: {
    booking: textField({
      max: 24,
      title: 'Knopf Termin',
      description: 'Der Knopf, der die Terminbuchung öffnet.',
      example: 'Termin buchen',
    }),
    mail: textField({
      max: 24,
      title: 'Knopf Mail',
      description: 'Der Knopf, der ein Mail an die Genossenschaft beginnt.',
      example: 'Mail senden',
    }),
    mailInvite: textField({
      max: 32,
      title: 'Knopf Mail am Schluss',
      description: 'Der Mail-Knopf im Abschnitt ganz unten.',
      example: 'Sende uns ein Mail',
    }),
  },
});
