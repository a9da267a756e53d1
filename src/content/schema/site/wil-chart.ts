import { COPY_NOTE, copyField } from '../copy.ts';
import { block, textField } from '../fields.ts';

// content/site.json → wilChart: «Jetzt auch für …», the counters and the houses chart of the municipality.
// The achieved… texts replace their namesakes once the campaign has a result (src/content/timed-content.ts).

/** Placeholders of the houses chart's texts, filled from the municipality's history and forecast. */
const HOUSES_PLACEHOLDERS = ['firstYear', 'startYear', 'year'] as const;

export const wilChart = block({
  title: 'Abschnitt «Jetzt auch für …»',
  description: 'Der Abschnitt mit dem Diagramm der Häuser dieser Gemeinde.',
  fields: {
    intro: copyField({
      max: 320,
      title: 'Einleitung',
      description: `Der erste Absatz des Abschnitts.${COPY_NOTE}`,
      example: 'Was in Musterwil gelungen ist, kommt nach {municipality}.',
    }),
    housesBadge: copyField({
      max: 60,
      title: 'Abzeichen Häuser',
      description:
        'Was Screenreader nach der Zahl des Abzeichens mit der Änderung der Häuser (+100 oder −100) sagen.',
      example: 'Häuser',
    }),
    upliftBadge: copyField({
      max: 80,
      title: 'Abzeichen Zunahme',
      description: 'Was Screenreader nach der Zahl des Abzeichens mit der Zunahme in Prozent (+32%) sagen.',
      example: 'mehr erneuerbar beheizte Häuser',
    }),
    counts: copyField({
      max: 80,
      allowed: ['today', 'after'],
      title: 'Zeile unter dem Zähler',
      description: 'Die Häuser heute ({today}) und mit dem Projekt ({after}).',
      example: 'heute {today} · mit 100in100 {after}',
    }),
    shares: copyField({
      max: 100,
      allowed: ['today', 'after'],
      title: 'Anteile unter dem Zähler',
      description: 'Der Anteil am Bestand heute ({today}) und mit dem Projekt ({after}).',
      example: 'Anteil am Bestand: {today} heute, {after} mit 100in100',
    }),
    targetShare: copyField({
      max: 160,
      allowed: ['total', 'share'],
      required: ['share'],
      title: 'Satz zum Anteil des Ziels',
      description: `Der Satz unter den Zählern; {total} sind alle Häuser, {share} der Anteil des Ziels (muss genau einmal vorkommen: diese Zahl ist hervorgehoben und zählt hoch).${COPY_NOTE}`,
      example:
        '{target} von {total} Einfamilienhäusern: {share} des Bestands wechseln zu erneuerbarer Wärme.',
    }),
    chartTitle: copyField({
      max: 120,
      allowed: HOUSES_PLACEHOLDERS,
      title: 'Titel des Diagramms',
      description: `Die Bildunterschrift des Diagramms; {firstYear}, {startYear} und {year} sind das erste Jahr, das Startjahr und das Jahr der Prognose.${COPY_NOTE}`,
      example: 'Einfamilienhäuser mit erneuerbarer Heizung in {municipality}, {firstYear} bis {year}',
    }),
    chartDescription: copyField({
      max: 160,
      allowed: HOUSES_PLACEHOLDERS,
      title: 'Beschreibung des Diagramms',
      description: 'Die Zeile unter dem Titel; {firstYear}, {startYear} und {year} sind erlaubt.',
      example: 'Bis {startYear} der Bestand, {year} die Prognose mit und ohne 100in100',
    }),
    chartSource: copyField({
      max: 160,
      allowed: HOUSES_PLACEHOLDERS,
      title: 'Quelle des Diagramms',
      description: 'Die Quellenangabe unter dem Diagramm; {firstYear}, {startYear} und {year} sind erlaubt.',
      example: 'Quelle: 100in100, Gebäudebestand {municipality}; {year}: Prognose',
    }),
    chartSummary: copyField({
      max: 400,
      allowed: [...HOUSES_PLACEHOLDERS, 'first', 'start', 'with', 'without'],
      title: 'Text für Screenreader',
      description:
        'Was das Diagramm zeigt, in Sätzen: {first}, {start}, {with} und {without} sind die Häuser im ersten Jahr, beim Start und in der Prognose mit und ohne Projekt.',
      example:
        'Liniendiagramm: {firstYear}: {first}, {startYear}: {start}. Prognose {year}: {with} mit 100in100.',
    }),
    unit: textField({
      max: 20,
      title: 'Einheit',
      description: 'Die Einheit der senkrechten Achse.',
      example: 'Häuser',
    }),
    startLabel: textField({
      max: 30,
      title: 'Name des Starts',
      description: 'Die Beschriftung des Startjahrs im Diagramm.',
      example: 'Start 100in100',
    }),
    withLabel: textField({
      max: 30,
      title: 'Name der Prognose mit Projekt',
      description: 'Die Linie der Prognose mit dem Projekt.',
      example: 'mit 100in100',
    }),
    withoutLabel: textField({
      max: 30,
      title: 'Name der Prognose ohne Projekt',
      description: 'Die Linie der Prognose ohne das Projekt.',
      example: 'ohne 100in100',
    }),
    achievedLabel: textField({
      max: 30,
      title: 'Name des Ergebnisses',
      description: 'Ersetzt nach dem Ergebnis den Namen der Prognose mit Projekt.',
      example: 'erreicht',
    }),
    achievedDescription: copyField({
      max: 160,
      allowed: HOUSES_PLACEHOLDERS,
      title: 'Beschreibung des Diagramms mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis die Zeile unter dem Titel; {firstYear}, {startYear} und {year} sind erlaubt.',
      example: 'Bis {startYear} der Bestand, {year} das Ergebnis mit 100in100 und die Prognose ohne',
    }),
    achievedSource: copyField({
      max: 160,
      allowed: HOUSES_PLACEHOLDERS,
      title: 'Quelle des Diagramms mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis die Quellenangabe unter dem Diagramm (was Ergebnis und was Prognose ist, sagt dann die Beschreibung); {firstYear}, {startYear} und {year} sind erlaubt.',
      example: 'Quelle: 100in100, Gebäudebestand {municipality}',
    }),
    achievedSummary: copyField({
      max: 400,
      allowed: [...HOUSES_PLACEHOLDERS, 'first', 'start', 'with', 'without'],
      title: 'Text für Screenreader mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis den Text für Screenreader: {with} sind die Häuser mit dem Ergebnis, {without} die Prognose ohne Projekt.',
      example: 'Liniendiagramm: {firstYear}: {first}, {startYear}: {start}. Erreicht: {with}.',
    }),
    achievedCounts: copyField({
      max: 80,
      allowed: ['before', 'after'],
      title: 'Zeile unter dem Zähler mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis die Zeile unter dem Zähler: die Häuser vor der Kampagne ({before}) und mit ihrem Ergebnis ({after}).',
      example: 'vorher {before} · nach 100in100 {after}',
    }),
    achievedShares: copyField({
      max: 100,
      allowed: ['before', 'after'],
      title: 'Anteile unter dem Zähler mit Ergebnis',
      description:
        'Ersetzt nach dem Ergebnis die Anteile unter dem Zähler: der Anteil am Bestand vor der Kampagne ({before}) und mit ihrem Ergebnis ({after}).',
      example: 'Anteil am Bestand: {before} vorher, {after} nach 100in100',
    }),
    achievedShare: copyField({
      max: 160,
      allowed: ['replaced', 'total', 'share'],
      required: ['share'],
      title: 'Satz zum Anteil mit Ergebnis',
      description: `Ersetzt nach dem Ergebnis den Satz zum Anteil des Ziels; {replaced} sind die ersetzten Heizungen, {total} alle Häuser, {share} ihr Anteil (muss genau einmal vorkommen: diese Zahl ist hervorgehoben und zählt hoch).${COPY_NOTE}`,
      example:
        '{replaced} von {total} Einfamilienhäusern: {share} des Bestands sind mit 100in100 auf erneuerbare Wärme umgestiegen.',
    }),
    forecast: textField({
      max: 20,
      title: 'Wort für Prognose',
      description: 'Steht in der Tabelle hinter den Prognosen.',
      example: 'Prognose',
    }),
    yearColumn: textField({
      max: 30,
      title: 'Spalte Jahr',
      description: 'Die Überschrift der ersten Spalte der Tabelle.',
      example: 'Jahr',
    }),
    housesColumn: textField({
      max: 60,
      title: 'Spalte Häuser',
      description: 'Die Überschrift der zweiten Spalte der Tabelle.',
      example: 'Einfamilienhäuser mit erneuerbarer Heizung',
    }),
  },
});
