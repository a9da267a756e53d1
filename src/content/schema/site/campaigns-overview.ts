import { z } from 'zod';
import { copyField } from '../copy.ts';
import { block, textField } from '../fields.ts';

// content/site.json → campaignsOverview: the page of all campaigns (/kampagnen), its map, and the links to
// it in the band before a municipality page's footer and in every footer.

const COUNT = ' {count} ist die Zahl der veröffentlichten Kampagnen.';

export const campaignsOverview = block({
  title: 'Seite aller Kampagnen',
  description:
    'Die Seite /kampagnen: die Bilanz in Zahlen, die Karte und alle veröffentlichten Kampagnen, und die Links dorthin.',
  fields: {
    title: textField({
      max: 70,
      title: 'Seitentitel',
      description: 'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
      example: 'Alle Kampagnen',
    }),
    description: copyField({
      max: 200,
      title: 'Beschreibung',
      description: 'Für Suchmaschinen und Link-Vorschauen; {campaign} ist der Name der Kampagne.',
      example: 'Wo {campaign} war, wo es läuft und was es erreicht hat.',
    }),
    kicker: textField({
      max: 40,
      title: 'Zeile über der Überschrift',
      description: 'Die kleine Zeile über der grossen Überschrift.',
      example: 'Unsere Bilanz',
    }),
    heading: copyField({
      max: 80,
      title: 'Überschrift',
      description: 'Die grosse Überschrift der Seite; {campaign} ist der Name der Kampagne.',
      example: '{campaign}: eine Gemeinde nach der anderen',
    }),
    intro: copyField({
      max: 320,
      title: 'Text',
      description: 'Der Text unter der Überschrift.',
      example: 'In jeder Gemeinde 100 Tage für neue Heizungen: hier stehen alle Kampagnen.',
    }),
    figuresHeading: textField({
      max: 60,
      title: 'Überschrift der Zahlen',
      description: 'Die Überschrift der drei Zahlen (für Screenreader; auf der Seite nicht sichtbar).',
      example: 'Die Bilanz in Zahlen',
    }),
    finished: textField({
      max: 40,
      title: 'Zahl: abgeschlossen',
      description: 'Unter der Zahl der abgeschlossenen Kampagnen.',
      example: 'abgeschlossene Kampagnen',
    }),
    replaced: textField({
      max: 40,
      title: 'Zahl: ersetzte Heizungen',
      description: 'Unter der Zahl aller bisher ersetzten Heizungen.',
      example: 'ersetzte Heizungen',
    }),
    running: textField({
      max: 40,
      title: 'Zahl: laufend',
      description: 'Unter der Zahl der laufenden Kampagnen.',
      example: 'laufende Kampagnen',
    }),
    replacedNote: copyField({
      max: 200,
      title: 'Was die ersetzten Heizungen zählen',
      description: 'Der Satz unter den Zahlen.',
      example:
        'Ersetzte Heizungen: die Ergebnisse der abgeschlossenen Kampagnen und die Zwischenstände der laufenden.',
    }),
    mapHeading: textField({
      max: 60,
      title: 'Überschrift der Karte',
      description: 'Die Überschrift über der Karte der Schweiz.',
      example: 'Die Gemeinden auf der Karte',
    }),
    mapText: copyField({
      max: 120,
      allowed: ['count'],
      required: ['count'],
      title: 'Text der Karte',
      description: `Was Screenreader zur Karte zuerst sagen, vor den Gemeinden nach Stand.${COUNT}`,
      example: 'Karte der Schweiz mit den Kantonen, den Seen und den {count} Gemeinden der Kampagnen.',
    }),
    mapSource: copyField({
      max: 160,
      allowed: ['year'],
      required: ['year'],
      title: 'Quelle der Karte',
      description: 'Unter der Karte; {year} ist das Jahr der Gemeinde- und Kantonsgrenzen.',
      example: 'Grenzen {year}: Bundesamt für Statistik (BFS), GEOSTAT; swisstopo.',
    }),
    listHeading: textField({
      max: 60,
      title: 'Überschrift der Liste',
      description: 'Die Überschrift über der Liste aller Kampagnen.',
      example: 'Alle Kampagnen',
    }),
    phases: z
      .strictObject({
        running: textField({
          max: 30,
          title: 'Läuft',
          description: 'Laufende Kampagnen.',
          example: 'Läuft jetzt',
        }),
        announced: textField({
          max: 30,
          title: 'Angekündigt',
          description: 'Kampagnen vor dem Start.',
          example: 'Angekündigt',
        }),
        finished: textField({
          max: 30,
          title: 'Abgeschlossen',
          description: 'Kampagnen nach dem letzten Tag.',
          example: 'Abgeschlossen',
        }),
      })
      .meta({
        title: 'Stand',
        description: 'Die Namen der drei Stände: Überschriften der Liste, Legende und Text der Karte.',
      }),
    bandLink: copyField({
      max: 40,
      allowed: ['count'],
      required: ['count'],
      title: 'Link in der Liste über der Fusszeile',
      description: `Der Link zu dieser Seite unter den anderen Gemeinden einer Gemeinde-Seite.${COUNT}`,
      example: 'Alle {count} Kampagnen',
    }),
    footerLink: textField({
      max: 30,
      title: 'Link in der Fusszeile',
      description: 'Der Link zu dieser Seite am Fuss jeder Seite.',
      example: 'Alle Kampagnen',
    }),
  },
});
