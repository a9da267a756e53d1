import { COPY_NOTE, copyField, textLanguage } from '../copy.ts';
import { block, textField } from '../fields.ts';

// content/site.json → heatPumpChart: the section with the heat-pump index chart.

/** Placeholders of the heat-pump chart's success box, filled from content/heat-pump-index.json. */
const INDEX_PLACEHOLDERS = ['firstYear', 'year', 'factor'] as const;

export const heatPumpChart = block({
  title: 'Abschnitt Wärmepumpen-Diagramm',
  description:
    'Die Texte zum Diagramm der Wärmepumpen-Gesuche. {firstYear} und {year} werden durch das erste und letzte Jahr der hervorgehobenen Reihe ersetzt, {factor} durch ihren letzten Wert.',
  fields: {
    intro: copyField({
      max: 320,
      title: 'Einleitung',
      description: `Der Absatz über dem Diagramm.${COPY_NOTE}`,
      example: 'In Musterwil hat 100in100 begonnen.',
    }),
    description: copyField({
      max: 160,
      title: 'Beschreibung des Diagramms',
      description: 'Was das Diagramm zeigt, in einem Satz (für Screenreader und als Bildunterschrift).',
      example: 'Gesuche in Musterwil, Schätzungen und Daten für die Schweiz',
    }),
    successTitle: copyField({
      max: 60,
      title: 'Titel des Erfolgskastens',
      description: 'Die Überschrift des Kastens neben dem Diagramm.',
      example: 'Erfolg von 100in100',
    }),
    successUnit: textField({
      max: 12,
      title: 'Einheit der Erfolgszahl',
      description: 'Was hinter der grossen Zahl im Kasten steht.',
      example: '-mal',
    }),
    successCaption: copyField({
      max: 80,
      allowed: INDEX_PLACEHOLDERS,
      title: 'Zeile unter der Erfolgszahl',
      description: 'Die Zeile unter der grossen Zahl; {firstYear}, {year} und {factor} sind erlaubt.',
      example: 'so viele Gesuche wie {firstYear}',
    }),
    successText: copyField({
      max: 320,
      allowed: INDEX_PLACEHOLDERS,
      title: 'Text des Erfolgskastens',
      description: 'Der Absatz im Kasten; {firstYear}, {year} und {factor} sind erlaubt.',
      example: 'Die Gesuche stiegen {year} auf das {factor}-Fache von {firstYear}.',
    }),
    scrollPrompt: textField({
      max: 60,
      title: 'Hinweis vor dem Laden',
      description: 'Steht im Diagramm, bis der Abschnitt zu sehen war.',
      example: 'Scrollen um Daten zu laden',
    }),
    loading: textField({
      max: 60,
      title: 'Hinweis beim Laden',
      description: 'Steht neben dem Ladesymbol, während das Diagramm lädt.',
      example: 'Loading chart data...',
    }),
    loadingLang: textLanguage('des Hinweises beim Laden'),
    failed: textField({
      max: 120,
      title: 'Hinweis bei Fehler',
      description: 'Steht im Diagramm, wenn es nicht geladen werden konnte.',
      example: 'Das Diagramm konnte nicht geladen werden; die Werte stehen in der Tabelle.',
    }),
    noScript: textField({
      max: 160,
      title: 'Hinweis ohne JavaScript',
      description: 'Steht unter dem Hinweis, wenn der Browser kein JavaScript ausführt.',
      example: 'Ohne JavaScript erscheint die Grafik nicht: Ihre Zahlen stehen in der Tabelle.',
    }),
    chartTitle: copyField({
      max: 120,
      allowed: ['firstYear', 'year'],
      title: 'Titel des Diagramms',
      description: 'Die Bildunterschrift; {firstYear} und {year} sind das erste und letzte Jahr der Daten.',
      example: 'Wärmepumpen {firstYear} bis {year}, im Verhältnis zu {firstYear} ({firstYear} = 1)',
    }),
    seriesColumn: textField({
      max: 30,
      title: 'Spalte Reihe',
      description: 'Die Überschrift der ersten Spalte der Tabelle.',
      example: 'Reihe',
    }),
    legendLabel: textField({
      max: 30,
      title: 'Name der Legende',
      description: 'Was Screenreader zur Legende sagen.',
      example: 'Legende',
    }),
    legendNote: textField({
      max: 200,
      title: 'Hinweis zur Legende',
      description: 'Steht unter der Legende, wenn eine Reihe zwei Linien hat (obere und untere Schätzung).',
      example: 'Reihen mit zwei Linien: ausgezogen die obere Schätzung, gestrichelt die untere.',
    }),
    upperSuffix: textField({
      max: 20,
      title: 'Zusatz obere Linie',
      description: 'Steht in der Tabelle hinter dem Namen der oberen Schätzung.',
      example: '(Plus)',
    }),
    lowerSuffix: textField({
      max: 20,
      title: 'Zusatz untere Linie',
      description: 'Steht in der Tabelle hinter dem Namen der unteren Schätzung.',
      example: '(Minus)',
    }),
    source: copyField({
      max: 200,
      allowed: ['sources'],
      required: ['sources'],
      title: 'Quelle',
      description:
        'Die Quellenangabe unter dem Diagramm; {sources} sind die Quellen der echten Reihen (muss vorkommen).',
      example: 'Quelle: {sources}',
    }),
    placeholderNote: textField({
      max: 80,
      title: 'Hinweis auf Platzhalter',
      description: 'Steht als Quelle, solange alle Reihen Platzhalter sind.',
      example: 'Platzhalterwerte, echte Daten folgen',
    }),
    otherSeriesNote: textField({
      max: 100,
      title: 'Hinweis auf übrige Platzhalter',
      description: 'Steht nach den Quellen, solange einzelne Reihen Platzhalter sind.',
      example: 'übrige Reihen: Platzhalterwerte, echte Daten folgen',
    }),
    unit: copyField({
      max: 40,
      allowed: ['firstYear'],
      title: 'Einheit',
      description: 'Die Einheit der senkrechten Achse; {firstYear} ist erlaubt.',
      example: 'Index ({firstYear} = 1)',
    }),
    chartSummary: copyField({
      max: 200,
      allowed: ['firstYear', 'year'],
      title: 'Text für Screenreader',
      description: 'Der erste Satz, der das Diagramm beschreibt; {firstYear} und {year} sind erlaubt.',
      example: 'Liniendiagramm, Wärmepumpen {firstYear} bis {year}, indexiert auf {firstYear} = 1.',
    }),
    summaryHighlight: copyField({
      max: 160,
      allowed: ['name', 'year', 'factor'],
      title: 'Satz zur hervorgehobenen Reihe',
      description:
        'Folgt für Screenreader; {name}, {year} und {factor} sind Name, letztes Jahr und letzter Wert der Reihe.',
      example: '{name} steigt bis {year} auf {factor}.',
    }),
    summaryRange: copyField({
      max: 160,
      allowed: ['firstYear', 'year', 'min', 'max'],
      title: 'Satz zu den Vergleichsreihen',
      description:
        'Folgt für Screenreader; {min} und {max} sind der kleinste und grösste letzte Wert der übrigen Reihen.',
      example: 'Die Vergleichsreihen liegen {year} zwischen {min} und {max}.',
    }),
  },
});
