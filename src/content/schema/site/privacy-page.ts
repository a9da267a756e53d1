import { copyField } from '../copy.ts';
import { block, textField } from '../fields.ts';

// content/site.json: the page /privacy-policy, its texts and the imprint's (its legal text is content/legal).

export const privacyPage = block({
  title: 'Seite Datenschutz',
  description:
    'Die Texte der Seite mit Datenschutzerklärung und Impressum (der Rechtstext steht in content/legal).',
  fields: {
    title: textField({
      max: 70,
      title: 'Seitentitel',
      description: 'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
      example: 'Datenschutzerklärung und Impressum',
    }),
    description: copyField({
      max: 200,
      allowed: ['cooperative'],
      title: 'Beschreibung',
      description:
        'Für Suchmaschinen und Link-Vorschauen; {cooperative} und {campaign} sind die Namen der Genossenschaft und der Kampagne.',
      example: 'Wie die {cooperative} mit Personendaten umgeht.',
    }),
    back: textField({
      max: 40,
      title: 'Link zurück',
      description: 'Der Link zur Startseite über der Überschrift.',
      example: 'Zurück zur Startseite',
    }),
    kicker: textField({
      max: 30,
      title: 'Zeile über der Überschrift',
      description: 'Das Wort über der Überschrift.',
      example: 'Rechtliches',
    }),
    heading: textField({
      max: 80,
      title: 'Überschrift',
      description:
        'Die Überschrift der Seite; ein weiches Trennzeichen \\u00ad zeigt, wo ein langes Wort brechen darf.',
      example: 'Datenschutz\u00aderklärung und Impressum',
    }),
    updated: textField({
      max: 40,
      title: 'Stand',
      description: 'Steht vor dem Datum der letzten Änderung.',
      example: 'Letzte Aktualisierung:',
    }),
  },
});

export const imprint = block({
  title: 'Impressum',
  description:
    'Die Überschrift, der Satz und die Namen der Zeilen des Impressums (die Angaben stehen unter "cooperative").',
  fields: {
    title: textField({
      max: 40,
      title: 'Überschrift',
      description: 'Die Überschrift des Impressums, auch im Inhaltsverzeichnis.',
      example: 'Impressum',
    }),
    intro: textField({
      max: 160,
      title: 'Satz',
      description: 'Der Satz über den Angaben.',
      example: 'Anbieterin dieser Website und verantwortlich für ihren Inhalt:',
    }),
    operator: textField({
      max: 30,
      title: 'Zeile Betreiberin',
      description: 'Der Name der Zeile mit dem Namen der Genossenschaft.',
      example: 'Betreiberin',
    }),
    legalForm: textField({
      max: 30,
      title: 'Zeile Rechtsform',
      description: 'Der Name der Zeile mit der Rechtsform.',
      example: 'Rechtsform',
    }),
    address: textField({
      max: 30,
      title: 'Zeile Adresse',
      description: 'Der Name der Zeile mit der Adresse.',
      example: 'Adresse',
    }),
    register: textField({
      max: 30,
      title: 'Zeile Register',
      description: 'Der Name der Zeile mit dem Handelsregister.',
      example: 'Registereintrag',
    }),
    uid: textField({
      max: 30,
      title: 'Zeile UID',
      description: 'Der Name der Zeile mit der UID.',
      example: 'UID',
    }),
    president: textField({
      max: 30,
      title: 'Zeile Präsidium',
      description: 'Der Name der Zeile mit dem Präsidium.',
      example: 'Präsidium',
    }),
    email: textField({
      max: 30,
      title: 'Zeile E-Mail',
      description: 'Der Name der Zeile mit der E-Mail-Adresse.',
      example: 'E-Mail',
    }),
    phone: textField({
      max: 30,
      title: 'Zeile Telefon',
      description: 'Der Name der Zeile mit der Telefonnummer.',
      example: 'Telefon',
    }),
  },
});
