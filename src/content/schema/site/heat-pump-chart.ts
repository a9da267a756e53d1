import { z } from 'zod';
import { COPY_NOTE, copy, textLanguage } from '../copy.ts';
import { text } from '../fields.ts';

// content/site.json → heatPumpChart: the section with the heat-pump index chart.

/** Placeholders of the heat-pump chart's success box, filled from content/heat-pump-index.json. */
const INDEX_PLACEHOLDERS = ['firstYear', 'year', 'factor'] as const;

export const heatPumpChart = z
  .strictObject({
    intro: copy(320).meta({
      title: 'Einleitung',
      description: `Der Absatz über dem Diagramm.${COPY_NOTE}`,
      examples: ['In Musterwil hat 100in100 begonnen.'],
    }),
    description: copy(160).meta({
      title: 'Beschreibung des Diagramms',
      description: 'Was das Diagramm zeigt, in einem Satz (für Screenreader und als Bildunterschrift).',
      examples: ['Gesuche in Musterwil, Schätzungen und Daten für die Schweiz'],
    }),
    successTitle: copy(60).meta({
      title: 'Titel des Erfolgskastens',
      description: 'Die Überschrift des Kastens neben dem Diagramm.',
      examples: ['Erfolg von 100in100'],
    }),
    successUnit: text(12).meta({
      title: 'Einheit der Erfolgszahl',
      description: 'Was hinter der grossen Zahl im Kasten steht.',
      examples: ['-mal'],
    }),
    successCaption: copy(80, INDEX_PLACEHOLDERS).meta({
      title: 'Zeile unter der Erfolgszahl',
      description: 'Die Zeile unter der grossen Zahl; {firstYear}, {year} und {factor} sind erlaubt.',
      examples: ['so viele Gesuche wie {firstYear}'],
    }),
    successText: copy(320, INDEX_PLACEHOLDERS).meta({
      title: 'Text des Erfolgskastens',
      description: 'Der Absatz im Kasten; {firstYear}, {year} und {factor} sind erlaubt.',
      examples: ['Die Gesuche stiegen {year} auf das {factor}-Fache von {firstYear}.'],
    }),
    scrollPrompt: text(60).meta({
      title: 'Hinweis vor dem Laden',
      description: 'Steht im Diagramm, bis der Abschnitt zu sehen war.',
      examples: ['Scrollen um Daten zu laden'],
    }),
    loading: text(60).meta({
      title: 'Hinweis beim Laden',
      description: 'Steht neben dem Ladesymbol, während das Diagramm lädt.',
      examples: ['Loading chart data...'],
    }),
    loadingLang: textLanguage('des Hinweises beim Laden'),
    failed: text(120).meta({
      title: 'Hinweis bei Fehler',
      description: 'Steht im Diagramm, wenn es nicht geladen werden konnte.',
      examples: ['Das Diagramm konnte nicht geladen werden; die Werte stehen in der Tabelle.'],
    }),
    noScript: text(160).meta({
      title: 'Hinweis ohne JavaScript',
      description: 'Steht unter dem Hinweis, wenn der Browser kein JavaScript ausführt.',
      examples: ['Ohne JavaScript erscheint die Grafik nicht: Ihre Zahlen stehen in der Tabelle.'],
    }),
    chartTitle: copy(120, ['firstYear', 'year']).meta({
      title: 'Titel des Diagramms',
      description: 'Die Bildunterschrift; {firstYear} und {year} sind das erste und letzte Jahr der Daten.',
      examples: ['Wärmepumpen {firstYear} bis {year}, im Verhältnis zu {firstYear} ({firstYear} = 1)'],
    }),
    seriesColumn: text(30).meta({
      title: 'Spalte Reihe',
      description: 'Die Überschrift der ersten Spalte der Tabelle.',
      examples: ['Reihe'],
    }),
    legendLabel: text(30).meta({
      title: 'Name der Legende',
      description: 'Was Screenreader zur Legende sagen.',
      examples: ['Legende'],
    }),
    legendNote: text(200).meta({
      title: 'Hinweis zur Legende',
      description: 'Steht unter der Legende, wenn eine Reihe zwei Linien hat (obere und untere Schätzung).',
      examples: ['Reihen mit zwei Linien: ausgezogen die obere Schätzung, gestrichelt die untere.'],
    }),
    upperSuffix: text(20).meta({
      title: 'Zusatz obere Linie',
      description: 'Steht in der Tabelle hinter dem Namen der oberen Schätzung.',
      examples: ['(Plus)'],
    }),
    lowerSuffix: text(20).meta({
      title: 'Zusatz untere Linie',
      description: 'Steht in der Tabelle hinter dem Namen der unteren Schätzung.',
      examples: ['(Minus)'],
    }),
    source: copy(200, ['sources'], ['sources']).meta({
      title: 'Quelle',
      description:
        'Die Quellenangabe unter dem Diagramm; {sources} sind die Quellen der echten Reihen (muss vorkommen).',
      examples: ['Quelle: {sources}'],
    }),
    placeholderNote: text(80).meta({
      title: 'Hinweis auf Platzhalter',
      description: 'Steht als Quelle, solange alle Reihen Platzhalter sind.',
      examples: ['Platzhalterwerte, echte Daten folgen'],
    }),
    otherSeriesNote: text(100).meta({
      title: 'Hinweis auf übrige Platzhalter',
      description: 'Steht nach den Quellen, solange einzelne Reihen Platzhalter sind.',
      examples: ['übrige Reihen: Platzhalterwerte, echte Daten folgen'],
    }),
    unit: copy(40, ['firstYear']).meta({
      title: 'Einheit',
      description: 'Die Einheit der senkrechten Achse; {firstYear} ist erlaubt.',
      examples: ['Index ({firstYear} = 1)'],
    }),
    chartSummary: copy(200, ['firstYear', 'year']).meta({
      title: 'Text für Screenreader',
      description: 'Der erste Satz, der das Diagramm beschreibt; {firstYear} und {year} sind erlaubt.',
      examples: ['Liniendiagramm, Wärmepumpen {firstYear} bis {year}, indexiert auf {firstYear} = 1.'],
    }),
    summaryHighlight: copy(160, ['name', 'year', 'factor']).meta({
      title: 'Satz zur hervorgehobenen Reihe',
      description:
        'Folgt für Screenreader; {name}, {year} und {factor} sind Name, letztes Jahr und letzter Wert der Reihe.',
      examples: ['{name} steigt bis {year} auf {factor}.'],
    }),
    summaryRange: copy(160, ['firstYear', 'year', 'min', 'max']).meta({
      title: 'Satz zu den Vergleichsreihen',
      description:
        'Folgt für Screenreader; {min} und {max} sind der kleinste und grösste letzte Wert der übrigen Reihen.',
      examples: ['Die Vergleichsreihen liegen {year} zwischen {min} und {max}.'],
    }),
  })
  .meta({
    title: 'Abschnitt Wärmepumpen-Diagramm',
    description:
      'Die Texte zum Diagramm der Wärmepumpen-Gesuche. {firstYear} und {year} werden durch das erste und letzte Jahr der hervorgehobenen Reihe ersetzt, {factor} durch ihren letzten Wert.',
  });
