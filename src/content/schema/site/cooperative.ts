import { z } from 'zod';
import { block, swissPhone, textField, uid } from '../fields.ts';

// content/site.json → cooperative: the facts of the cooperative for the footer, the imprint and the legal text.

export const cooperative = block({
  title: 'Genossenschaft',
  description: 'Die Angaben zur Genossenschaft für Fusszeile, Impressum und Datenschutzerklärung.',
  fields: {
    // The footer, the imprint and the legal text; an address line each at 360 px.
    name: textField({
      max: 80,
      title: 'Name',
      description: 'Der Name der Genossenschaft.',
      example: 'Genossenschaft 100in100',
    }),
    legalForm: textField({
      max: 60,
      title: 'Rechtsform',
      description: 'Die Rechtsform, wie sie das Impressum nennt.',
      example: 'Genossenschaft (gemeinnützig)',
    }),
    address: z
      .strictObject({
        street: textField({
          max: 60,
          title: 'Strasse',
          description: 'Strasse und Hausnummer.',
          example: 'Dorfstrasse 12',
        }),
        postalCode: z
          .string()
          .regex(/^\d{4}$/)
          .meta({
            title: 'Postleitzahl',
            description: 'Die vierstellige Postleitzahl.',
            examples: ['9043'],
            form: 'eine vierstellige Postleitzahl in Anführungszeichen',
          }),
        locality: textField({
          max: 40,
          title: 'Ort',
          description: 'Der Ort.',
          example: 'Trogen',
        }),
        country: textField({
          max: 40,
          title: 'Land',
          description: 'Das Land.',
          example: 'Schweiz',
        }),
      })
      .meta({ title: 'Adresse', description: 'Die Postadresse der Genossenschaft.' }),
    // One unbreakable word in the footer and the imprint: beyond 30 characters it widens the page at 360 px.
    email: z
      .email()
      .max(30)
      .meta({
        title: 'E-Mail',
        description: 'Die Kontaktadresse; der Knopf «Mail senden» schreibt an sie.',
        examples: ['kontakt@100in100.ch'],
        form: 'eine E-Mail-Adresse wie kontakt@100in100.ch',
      }),
    phone: swissPhone.meta({
      title: 'Telefon',
      description: 'Die Telefonnummer, international geschrieben.',
      examples: ['+41 71 123 45 67'],
      form: 'eine Schweizer Nummer, geschrieben wie +41 71 123 45 67',
    }),
    register: z
      .strictObject({
        office: textField({
          max: 100,
          title: 'Amt',
          description: 'Das Handelsregisteramt.',
          example: 'Handelsregister des Kantons Appenzell Ausserrhoden',
        }),
        uid: uid.meta({
          title: 'UID',
          description: 'Die Unternehmens-Identifikationsnummer, wie sie im Handelsregister steht.',
          examples: ['CHE-116.281.710'],
          form: 'eine UID wie CHE-116.281.710, deren letzte Ziffer die Prüfziffer ist',
        }),
      })
      .meta({
        title: 'Handelsregister',
        description: 'Der Eintrag im Handelsregister, für das Impressum.',
      }),
    president: textField({
      max: 60,
      title: 'Präsidium',
      description: 'Die Präsidentin oder der Präsident der Verwaltung, für das Impressum.',
      example: 'Anna Muster',
    }),
  },
});
