import { z } from 'zod';
import { COPY_NOTE, copy } from '../copy.ts';
import { text } from '../fields.ts';

// content/site.json: the footer of every page, and the other campaigns' links above it.

export const footer = z
  .strictObject({
    logoLabel: text(60).meta({
      title: 'Name des Logos',
      description: 'Was Screenreader zum Logo sagen, das zum Seitenanfang führt.',
      examples: ['100in100: zum Seitenanfang'],
    }),
    tagline: text(160).meta({
      title: 'Leitsatz',
      description: 'Der Satz unter dem Logo.',
      examples: ['Gemeinnützig für neue Heizungen, eine Gemeinde nach der anderen.'],
    }),
    socialLabel: text(40).meta({
      title: 'Name der sozialen Netzwerke',
      description: 'Was Screenreader zur Liste der Netzwerke sagen.',
      examples: ['Soziale Netzwerke'],
    }),
    socialLink: copy(60, ['network'], ['network']).meta({
      title: 'Name eines Netzwerk-Links',
      description: 'Was Screenreader zu jedem Netzwerk sagen; {network} ist sein Name (muss vorkommen).',
      examples: ['100in100 auf {network}'],
    }),
    quickLinks: text(30).meta({
      title: 'Überschrift Links',
      description: 'Die Überschrift der Links zu den Abschnitten.',
      examples: ['Quick Links'],
    }),
    contact: text(30).meta({
      title: 'Überschrift Kontakt',
      description: 'Die Überschrift der Adresse.',
      examples: ['Kontakt'],
    }),
    privacy: text(30).meta({
      title: 'Link Datenschutz',
      description: 'Der Link zur Datenschutzerklärung.',
      examples: ['Datenschutz'],
    }),
    imprint: text(30).meta({
      title: 'Link Impressum',
      description: 'Der Link zum Impressum.',
      examples: ['Impressum'],
    }),
    terms: text(30).meta({
      title: 'Link AGB',
      description: 'Der Link zu den Geschäftsbedingungen.',
      examples: ['AGB'],
    }),
  })
  .meta({ title: 'Fusszeile', description: 'Die Texte am Fuss jeder Seite.' });

export const campaignLinks = z
  .strictObject({
    heading: copy(40).meta({
      title: 'Überschrift',
      description: `Die Überschrift der Liste.${COPY_NOTE}`,
      examples: ['{campaign} auch in'],
    }),
    finished: copy(40).meta({
      title: 'Überschrift der abgeschlossenen',
      description: `Die Überschrift der Gemeinden, deren Kampagne vorbei ist.${COPY_NOTE}`,
      examples: ['Abgeschlossen'],
    }),
    announced: copy(60, ['name', 'start']).meta({
      title: 'Angekündigte Gemeinde',
      description: '{name} ist die Gemeinde, {start} ihr erster Tag.',
      examples: ['{name} ab {start}'],
    }),
    result: copy(60, ['name', 'replaced']).meta({
      title: 'Abgeschlossene Gemeinde mit Ergebnis',
      description: '{name} ist die Gemeinde, {replaced} sind ihre ersetzten Heizungen.',
      examples: ['{name}: {replaced} neue Heizungen'],
    }),
  })
  .meta({
    title: 'Andere Gemeinden',
    description: 'Die Liste der anderen veröffentlichten Gemeinden über der Fusszeile jeder Gemeinde-Seite.',
  });
