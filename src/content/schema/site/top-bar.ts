import { z } from 'zod';
import { text } from '../fields.ts';

// content/site.json: the top bar, and the contact buttons it shares with the hero and the call to action.

export const topBar = z
  .strictObject({
    homeAnchor: text(60).meta({
      title: 'Name des Logos auf der Startseite',
      description: 'Was Screenreader zum Logo sagen, das zum Seitenanfang führt.',
      examples: ['Zur Startseite scrolen'],
    }),
    homePage: text(60).meta({
      title: 'Name des Logos auf anderen Seiten',
      description: 'Was Screenreader zum Logo sagen, das zur Startseite führt.',
      examples: ['Zur Startseite'],
    }),
    contact: text(30).meta({
      title: 'Name der Knöpfe',
      description: 'Was Screenreader zu den Knöpfen in der Kopfzeile sagen.',
      examples: ['Kontakt'],
    }),
  })
  .meta({ title: 'Kopfzeile', description: 'Die Zeile, die beim Scrollen oben erscheint.' });

export const contactButtons = z
  .strictObject({
    booking: text(24).meta({
      title: 'Knopf Termin',
      description: 'Der Knopf, der die Terminbuchung öffnet.',
      examples: ['Termin buchen'],
    }),
    mail: text(24).meta({
      title: 'Knopf Mail',
      description: 'Der Knopf, der ein Mail an die Genossenschaft beginnt.',
      examples: ['Mail senden'],
    }),
    mailInvite: text(32).meta({
      title: 'Knopf Mail am Schluss',
      description: 'Der Mail-Knopf im Abschnitt ganz unten.',
      examples: ['Sende uns ein Mail'],
    }),
  })
  .meta({
    title: 'Kontaktknöpfe',
    description:
      'Die Knöpfe «Termin buchen» und «Mail senden» im Startbereich, in der Kopfzeile und am Schluss.',
  });
