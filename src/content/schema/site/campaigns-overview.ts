import { z } from 'zod';
import { copy } from '../copy.ts';
import { text } from '../fields.ts';

// content/site.json → campaignsOverview: the page of all campaigns (/kampagnen), its map, and the links to
// it in the band before a municipality page's footer and in every footer.

const COUNT = ' {count} ist die Zahl der veröffentlichten Kampagnen.';

export const campaignsOverview = z
  .strictObject({
    title: text(70).meta({
      title: 'Seitentitel',
      description: 'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
      examples: ['Alle Kampagnen'],
    }),
    description: copy(200).meta({
      title: 'Beschreibung',
      description: 'Für Suchmaschinen und Link-Vorschauen; {campaign} ist der Name der Kampagne.',
      examples: ['Wo {campaign} war, wo es läuft und was es erreicht hat.'],
    }),
    kicker: text(40).meta({
      title: 'Zeile über der Überschrift',
      description: 'Die kleine Zeile über der grossen Überschrift.',
      examples: ['Unsere Bilanz'],
    }),
    heading: copy(80).meta({
      title: 'Überschrift',
      description: 'Die grosse Überschrift der Seite; {campaign} ist der Name der Kampagne.',
      examples: ['{campaign}: eine Gemeinde nach der anderen'],
    }),
    intro: copy(320).meta({
      title: 'Text',
      description: 'Der Text unter der Überschrift.',
      examples: ['In jeder Gemeinde 100 Tage für neue Heizungen: hier stehen alle Kampagnen.'],
    }),
    figuresHeading: text(60).meta({
      title: 'Überschrift der Zahlen',
      description: 'Die Überschrift der drei Zahlen (für Screenreader; auf der Seite nicht sichtbar).',
      examples: ['Die Bilanz in Zahlen'],
    }),
    finished: text(40).meta({
      title: 'Zahl: abgeschlossen',
      description: 'Unter der Zahl der abgeschlossenen Kampagnen.',
      examples: ['abgeschlossene Kampagnen'],
    }),
    replaced: text(40).meta({
      title: 'Zahl: ersetzte Heizungen',
      description: 'Unter der Zahl aller bisher ersetzten Heizungen.',
      examples: ['ersetzte Heizungen'],
    }),
    running: text(40).meta({
      title: 'Zahl: laufend',
      description: 'Unter der Zahl der laufenden Kampagnen.',
      examples: ['laufende Kampagnen'],
    }),
    replacedNote: copy(200).meta({
      title: 'Was die ersetzten Heizungen zählen',
      description: 'Der Satz unter den Zahlen.',
      examples: [
        'Ersetzte Heizungen: die Ergebnisse der abgeschlossenen Kampagnen und die Zwischenstände der laufenden.',
      ],
    }),
    mapHeading: text(60).meta({
      title: 'Überschrift der Karte',
      description: 'Die Überschrift über der Karte der Schweiz.',
      examples: ['Die Gemeinden auf der Karte'],
    }),
    mapText: copy(120, ['count'], ['count']).meta({
      title: 'Text der Karte',
      description: `Was Screenreader zur Karte zuerst sagen, vor den Gemeinden nach Stand.${COUNT}`,
      examples: ['Karte der Schweiz mit den Kantonen, den Seen und den {count} Gemeinden der Kampagnen.'],
    }),
    mapSource: copy(160, ['year'], ['year']).meta({
      title: 'Quelle der Karte',
      description: 'Unter der Karte; {year} ist das Jahr der Gemeinde- und Kantonsgrenzen.',
      examples: ['Grenzen {year}: Bundesamt für Statistik (BFS), GEOSTAT; swisstopo.'],
    }),
    listHeading: text(60).meta({
      title: 'Überschrift der Liste',
      description: 'Die Überschrift über der Liste aller Kampagnen.',
      examples: ['Alle Kampagnen'],
    }),
    phases: z
      .strictObject({
        running: text(30).meta({
          title: 'Läuft',
          description: 'Laufende Kampagnen.',
          examples: ['Läuft jetzt'],
        }),
        announced: text(30).meta({
          title: 'Angekündigt',
          description: 'Kampagnen vor dem Start.',
          examples: ['Angekündigt'],
        }),
        finished: text(30).meta({
          title: 'Abgeschlossen',
          description: 'Kampagnen nach dem letzten Tag.',
          examples: ['Abgeschlossen'],
        }),
      })
      .meta({
        title: 'Stand',
        description: 'Die Namen der drei Stände: Überschriften der Liste, Legende und Text der Karte.',
      }),
    bandLink: copy(40, ['count'], ['count']).meta({
      title: 'Link in der Liste über der Fusszeile',
      description: `Der Link zu dieser Seite unter den anderen Gemeinden einer Gemeinde-Seite.${COUNT}`,
      examples: ['Alle {count} Kampagnen'],
    }),
    footerLink: text(30).meta({
      title: 'Link in der Fusszeile',
      description: 'Der Link zu dieser Seite am Fuss jeder Seite.',
      examples: ['Alle Kampagnen'],
    }),
  })
  .meta({
    title: 'Seite aller Kampagnen',
    description:
      'Die Seite /kampagnen: die Bilanz in Zahlen, die Karte und alle veröffentlichten Kampagnen, und die Links dorthin.',
  });
