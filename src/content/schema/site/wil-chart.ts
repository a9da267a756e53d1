import { z } from 'zod';
import { COPY_NOTE, copy } from '../copy.ts';
import { text } from '../fields.ts';

// content/site.json → wilChart: «Jetzt auch für …», the counters and the houses chart of the municipality.
// The achieved… texts replace their namesakes once the campaign has a result (src/content/timed-content.ts).

/** Placeholders of the houses chart's texts, filled from the municipality's history and forecast. */
const HOUSES_PLACEHOLDERS = ['firstYear', 'startYear', 'year'] as const;

export const wilChart = z
  .strictObject({
    intro: copy(320).meta({
      title: 'Einleitung',
      description: `Der erste Absatz des Abschnitts.${COPY_NOTE}`,
      examples: ['Was in Musterwil gelungen ist, kommt nach {municipality}.'],
    }),
    housesBadge: copy(60).meta({
      title: 'Abzeichen Häuser',
      description:
        'Was Screenreader nach der Zahl des Abzeichens mit der Änderung der Häuser (+100 oder −100) sagen.',
      examples: ['Häuser'],
    }),
    upliftBadge: copy(80).meta({
      title: 'Abzeichen Zunahme',
      description: 'Was Screenreader nach der Zahl des Abzeichens mit der Zunahme in Prozent (+32%) sagen.',
      examples: ['mehr erneuerbar beheizte Häuser'],
    }),
    counts: copy(80, ['today', 'after']).meta({
      title: 'Zeile unter dem Zähler',
      description: 'Die Häuser heute ({today}) und mit dem Projekt ({after}).',
      examples: ['heute {today} · mit 100in100 {after}'],
    }),
    shares: copy(100, ['today', 'after']).meta({
      title: 'Anteile unter dem Zähler',
      description: 'Der Anteil am Bestand heute ({today}) und mit dem Projekt ({after}).',
      examples: ['Anteil am Bestand: {today} heute, {after} mit 100in100'],
    }),
    targetShare: copy(160, ['total', 'share'], ['share']).meta({
      title: 'Satz zum Anteil des Ziels',
      description: `Der Satz unter den Zählern; {total} sind alle Häuser, {share} der Anteil des Ziels (muss genau einmal vorkommen: diese Zahl ist hervorgehoben und zählt hoch).${COPY_NOTE}`,
      examples: [
        '{target} von {total} Einfamilienhäusern: {share} des Bestands wechseln zu erneuerbarer Wärme.',
      ],
    }),
    chartTitle: copy(120, HOUSES_PLACEHOLDERS).meta({
      title: 'Titel des Diagramms',
      description: `Die Bildunterschrift des Diagramms; {firstYear}, {startYear} und {year} sind das erste Jahr, das Startjahr und das Jahr der Prognose.${COPY_NOTE}`,
      examples: ['Einfamilienhäuser mit erneuerbarer Heizung in {municipality}, {firstYear} bis {year}'],
    }),
    chartDescription: copy(160, HOUSES_PLACEHOLDERS).meta({
      title: 'Beschreibung des Diagramms',
      description: 'Die Zeile unter dem Titel; {firstYear}, {startYear} und {year} sind erlaubt.',
      examples: ['Bis {startYear} der Bestand, {year} die Prognose mit und ohne 100in100'],
    }),
    chartSource: copy(160, HOUSES_PLACEHOLDERS).meta({
      title: 'Quelle des Diagramms',
      description: 'Die Quellenangabe unter dem Diagramm; {firstYear}, {startYear} und {year} sind erlaubt.',
      examples: ['Quelle: 100in100, Gebäudebestand {municipality}; {year}: Prognose'],
    }),
    chartSummary: copy(400, [...HOUSES_PLACEHOLDERS, 'first', 'start', 'with', 'without']).meta({
      title: 'Text für Screenreader',
      description:
        'Was das Diagramm zeigt, in Sätzen: {first}, {start}, {with} und {without} sind die Häuser im ersten Jahr, beim Start und in der Prognose mit und ohne Projekt.',
      examples: [
        'Liniendiagramm: {firstYear}: {first}, {startYear}: {start}. Prognose {year}: {with} mit 100in100.',
      ],
    }),
    unit: text(20).meta({
      title: 'Einheit',
      description: 'Die Einheit der senkrechten Achse.',
      examples: ['Häuser'],
    }),
    startLabel: text(30).meta({
      title: 'Name des Starts',
      description: 'Die Beschriftung des Startjahrs im Diagramm.',
      examples: ['Start 100in100'],
    }),
    withLabel: text(30).meta({
      title: 'Name der Prognose mit Projekt',
      description: 'Die Linie der Prognose mit dem Projekt.',
      examples: ['mit 100in100'],
    }),
    withoutLabel: text(30).meta({
      title: 'Name der Prognose ohne Projekt',
      description: 'Die Linie der Prognose ohne das Projekt.',
      examples: ['ohne 100in100'],
    }),
    achievedLabel: text(30).meta({
      title: 'Name des Ergebnisses',
      description: 'Ersetzt nach dem Ergebnis den Namen der Prognose mit Projekt.',
      examples: ['erreicht'],
    }),
    achievedDescription: copy(160, HOUSES_PLACEHOLDERS).meta({
      title: 'Beschreibung des Diagramms mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis die Zeile unter dem Titel; {firstYear}, {startYear} und {year} sind erlaubt.',
      examples: ['Bis {startYear} der Bestand, {year} das Ergebnis mit 100in100 und die Prognose ohne'],
    }),
    achievedSource: copy(160, HOUSES_PLACEHOLDERS).meta({
      title: 'Quelle des Diagramms mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis die Quellenangabe unter dem Diagramm (was Ergebnis und was Prognose ist, sagt dann die Beschreibung); {firstYear}, {startYear} und {year} sind erlaubt.',
      examples: ['Quelle: 100in100, Gebäudebestand {municipality}'],
    }),
    achievedSummary: copy(400, [...HOUSES_PLACEHOLDERS, 'first', 'start', 'with', 'without']).meta({
      title: 'Text für Screenreader mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis den Text für Screenreader: {with} sind die Häuser mit dem Ergebnis, {without} die Prognose ohne Projekt.',
      examples: ['Liniendiagramm: {firstYear}: {first}, {startYear}: {start}. Erreicht: {with}.'],
    }),
    achievedCounts: copy(80, ['before', 'after']).meta({
      title: 'Zeile unter dem Zähler mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis die Zeile unter dem Zähler: die Häuser vor der Kampagne ({before}) und mit ihrem Ergebnis ({after}).',
      examples: ['vorher {before} · nach 100in100 {after}'],
    }),
    achievedShares: copy(100, ['before', 'after']).meta({
      title: 'Anteile unter dem Zähler mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis die Anteile unter dem Zähler: der Anteil am Bestand vor der Kampagne ({before}) und mit ihrem Ergebnis ({after}).',
      examples: ['Anteil am Bestand: {before} vorher, {after} nach 100in100'],
    }),
    achievedShare: copy(160, ['replaced', 'total', 'share'], ['share']).meta({
      title: 'Satz zum Anteil mit Ergebnis',
      description: `Ersetzt nach dem Ergebnis den Satz zum Anteil des Ziels; {replaced} sind die ersetzten Heizungen, {total} alle Häuser, {share} ihr Anteil (muss genau einmal vorkommen: diese Zahl ist hervorgehoben und zählt hoch).${COPY_NOTE}`,
      examples: [
        '{replaced} von {total} Einfamilienhäusern: {share} des Bestands sind mit 100in100 auf erneuerbare Wärme umgestiegen.',
      ],
    }),
    forecast: text(20).meta({
      title: 'Wort für Prognose',
      description: 'Steht in der Tabelle hinter den Prognosen.',
      examples: ['Prognose'],
    }),
    yearColumn: text(30).meta({
      title: 'Spalte Jahr',
      description: 'Die Überschrift der ersten Spalte der Tabelle.',
      examples: ['Jahr'],
    }),
    housesColumn: text(60).meta({
      title: 'Spalte Häuser',
      description: 'Die Überschrift der zweiten Spalte der Tabelle.',
      examples: ['Einfamilienhäuser mit erneuerbarer Heizung'],
    }),
  })
  .meta({
    title: 'Abschnitt «Jetzt auch für …»',
    description: 'Der Abschnitt mit dem Diagramm der Häuser dieser Gemeinde.',
  });
