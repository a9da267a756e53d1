import { z } from 'zod';
import { copy } from '../copy.ts';
import { text } from '../fields.ts';

// content/site.json: the page /privacy-policy, its texts and the imprint's (its legal text is content/legal).

export const privacyPage = z
  .strictObject({
    title: text(70).meta({
      title: 'Seitentitel',
      description: 'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
      examples: ['Datenschutzerklärung und Impressum'],
    }),
    description: copy(200, ['cooperative']).meta({
      title: 'Beschreibung',
      description:
        'Für Suchmaschinen und Link-Vorschauen; {cooperative} und {campaign} sind die Namen der Genossenschaft und der Kampagne.',
      examples: ['Wie die {cooperative} mit Personendaten umgeht.'],
    }),
    back: text(40).meta({
      title: 'Link zurück',
      description: 'Der Link zur Startseite über der Überschrift.',
      examples: ['Zurück zur Startseite'],
    }),
    kicker: text(30).meta({
      title: 'Zeile über der Überschrift',
      description: 'Das Wort über der Überschrift.',
      examples: ['Rechtliches'],
    }),
    heading: text(80).meta({
      title: 'Überschrift',
      description:
        'Die Überschrift der Seite; ein weiches Trennzeichen \\u00ad zeigt, wo ein langes Wort brechen darf.',
      examples: ['Datenschutz\u00aderklärung und Impressum'],
    }),
    updated: text(40).meta({
      title: 'Stand',
      description: 'Steht vor dem Datum der letzten Änderung.',
      examples: ['Letzte Aktualisierung:'],
    }),
  })
  .meta({
    title: 'Seite Datenschutz',
    description:
      'Die Texte der Seite mit Datenschutzerklärung und Impressum (der Rechtstext steht in content/legal).',
  });

export const imprint = z
  .strictObject({
    title: text(40).meta({
      title: 'Überschrift',
      description: 'Die Überschrift des Impressums, auch im Inhaltsverzeichnis.',
      examples: ['Impressum'],
    }),
    intro: text(160).meta({
      title: 'Satz',
      description: 'Der Satz über den Angaben.',
      examples: ['Anbieterin dieser Website und verantwortlich für ihren Inhalt:'],
    }),
    operator: text(30).meta({
      title: 'Zeile Betreiberin',
      description: 'Der Name der Zeile mit dem Namen der Genossenschaft.',
      examples: ['Betreiberin'],
    }),
    legalForm: text(30).meta({
      title: 'Zeile Rechtsform',
      description: 'Der Name der Zeile mit der Rechtsform.',
      examples: ['Rechtsform'],
    }),
    address: text(30).meta({
      title: 'Zeile Adresse',
      description: 'Der Name der Zeile mit der Adresse.',
      examples: ['Adresse'],
    }),
    register: text(30).meta({
      title: 'Zeile Register',
      description: 'Der Name der Zeile mit dem Handelsregister.',
      examples: ['Registereintrag'],
    }),
    uid: text(30).meta({
      title: 'Zeile UID',
      description: 'Der Name der Zeile mit der UID.',
      examples: ['UID'],
    }),
    president: text(30).meta({
      title: 'Zeile Präsidium',
      description: 'Der Name der Zeile mit dem Präsidium.',
      examples: ['Präsidium'],
    }),
    email: text(30).meta({
      title: 'Zeile E-Mail',
      description: 'Der Name der Zeile mit der E-Mail-Adresse.',
      examples: ['E-Mail'],
    }),
    phone: text(30).meta({
      title: 'Zeile Telefon',
      description: 'Der Name der Zeile mit der Telefonnummer.',
      examples: ['Telefon'],
    }),
  })
  .meta({
    title: 'Impressum',
    description:
      'Die Überschrift, der Satz und die Namen der Zeilen des Impressums (die Angaben stehen unter "cooperative").',
  });
