import { z } from 'zod';
import { swissPhone, text, uid } from '../fields.ts';

// content/site.json → cooperative: the facts of the cooperative for the footer, the imprint and the legal text.

export const cooperative = z
  .strictObject({
    // The footer, the imprint and the legal text; an address line each at 360 px.
    name: text(80).meta({
      title: 'Name',
      description: 'Der Name der Genossenschaft.',
      examples: ['Genossenschaft 100in100'],
    }),
    legalForm: text(60).meta({
      title: 'Rechtsform',
      description: 'Die Rechtsform, wie sie das Impressum nennt.',
      examples: ['Genossenschaft (gemeinnützig)'],
    }),
    address: z
      .strictObject({
        street: text(60).meta({
          title: 'Strasse',
          description: 'Strasse und Hausnummer.',
          examples: ['Dorfstrasse 12'],
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
        locality: text(40).meta({ title: 'Ort', description: 'Der Ort.', examples: ['Trogen'] }),
        country: text(40).meta({ title: 'Land', description: 'Das Land.', examples: ['Schweiz'] }),
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
        office: text(100).meta({
          title: 'Amt',
          description: 'Das Handelsregisteramt.',
          examples: ['Handelsregister des Kantons Appenzell Ausserrhoden'],
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
    president: text(60).meta({
      title: 'Präsidium',
      description: 'Die Präsidentin oder der Präsident der Verwaltung, für das Impressum.',
      examples: ['Anna Muster'],
    }),
  })
  .meta({
    title: 'Genossenschaft',
    description: 'Die Angaben zur Genossenschaft für Fusszeile, Impressum und Datenschutzerklärung.',
  });
