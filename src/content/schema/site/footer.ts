import { COPY_NOTE, copyField } from '../copy.ts';
import { block, textField } from '../fields.ts';

// content/site.json: the footer of every page, and the other campaigns' links above it.

export const footer = block({
  title: 'Fusszeile',
  description: 'Die Texte am Fuss jeder Seite.',
  fields: {
    logoLabel: textField({
      max: 60,
      title: 'Name des Logos',
      description: 'Was Screenreader zum Logo sagen, das zum Seitenanfang führt.',
      example: '100in100: zum Seitenanfang',
    }),
    tagline: textField({
      max: 160,
      title: 'Leitsatz',
      description: 'Der Satz unter dem Logo.',
      example: 'Gemeinnützig für neue Heizungen, eine Gemeinde nach der anderen.',
    }),
    socialLabel: textField({
      max: 40,
      title: 'Name der sozialen Netzwerke',
      description: 'Was Screenreader zur Liste der Netzwerke sagen.',
      example: 'Soziale Netzwerke',
    }),
    socialLink: copyField({
      max: 60,
      allowed: ['network'],
      required: ['network'],
      title: 'Name eines Netzwerk-Links',
      description: 'Was Screenreader zu jedem Netzwerk sagen; {network} ist sein Name (muss vorkommen).',
      example: '100in100 auf {network}',
    }),
    quickLinks: textField({
      max: 30,
      title: 'Überschrift Links',
      description: 'Die Überschrift der Links zu den Abschnitten.',
      example: 'Quick Links',
    }),
    contact: textField({
      max: 30,
      title: 'Überschrift Kontakt',
      description: 'Die Überschrift der Adresse.',
      example: 'Kontakt',
    }),
    privacy: textField({
      max: 30,
      title: 'Link Datenschutz',
      description: 'Der Link zur Datenschutzerklärung.',
      example: 'Datenschutz',
    }),
    imprint: textField({
      max: 30,
      title: 'Link Impressum',
      description: 'Der Link zum Impressum.',
      example: 'Impressum',
    }),
    terms: textField({
      max: 30,
      title: 'Link AGB',
      description: 'Der Link zu den Geschäftsbedingungen.',
      example: 'AGB',
    }),
  },
});

export const campaignLinks = block({
  title: 'Andere Gemeinden',
  description: 'Die Liste der anderen veröffentlichten Gemeinden über der Fusszeile jeder Gemeinde-Seite.',
  fields: {
    heading: copyField({
      max: 40,
      title: 'Überschrift',
      description: `Die Überschrift der Liste.${COPY_NOTE}`,
      example: '{campaign} auch in',
    }),
    finished: copyField({
      max: 40,
      title: 'Überschrift der abgeschlossenen',
      description: `Die Überschrift der Gemeinden, deren Kampagne vorbei ist.${COPY_NOTE}`,
      example: 'Abgeschlossen',
    }),
    announced: copyField({
      max: 60,
      allowed: ['name', 'start'],
      title: 'Angekündigte Gemeinde',
      description: '{name} ist die Gemeinde, {start} ihr erster Tag.',
      example: '{name} ab {start}',
    }),
    result: copyField({
      max: 60,
      allowed: ['name', 'replaced'],
      title: 'Abgeschlossene Gemeinde mit Ergebnis',
      description: '{name} ist die Gemeinde, {replaced} sind ihre ersetzten Heizungen.',
      example: '{name}: {replaced} neue Heizungen',
    }),
  },
});
