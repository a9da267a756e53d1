import type { JSONPath } from 'jsonc-parser';
import { PARTNER_TYPE_NAMES } from './schema/municipality.ts';

// What every field of the content files is called in German, what it holds and an example: one source for
// the messages (`Partner 2, Typ: … z. B. "energy-supplier"`) and for the JSON Schemas' titles,
// descriptions and examples, which editors such as VS Code show on hover.

export interface FieldGuide {
  /** The field in words, as messages name it ("Typ"); for a list's entries, with their number ("Partner 2"). */
  title: string;
  /** What the field holds, in a sentence or two. */
  description: string;
  /** A value an editor could write. */
  example?: unknown;
  /**
   * For a field of fixed values: each value's German name, in the schema's order. The editing app offers
   * these names; the JSON Schema's description lists the values with them.
   */
  choices?: Record<string, string>;
  /** What a text of a fixed form looks like, for a message ("eine Nummer wie +41 71 123 45 67"). */
  form?: string;
  fields?: Record<string, FieldGuide>;
  /** A list's entries. */
  item?: FieldGuide;
}

const schemaLink = (path: string): FieldGuide => ({
  title: 'Schema',
  description:
    'Verweis auf die Beschreibung dieser Datei; damit erklärt der Editor jedes Feld. Nicht ändern.',
  example: path,
});

const count = (title: string, description: string, example: number): FieldGuide => ({
  title,
  description,
  example,
});

export const MUNICIPALITY_GUIDE: FieldGuide = {
  title: 'Gemeinde',
  description: 'Die Zahlen und Partner einer Gemeinde. Eine Datei pro Gemeinde.',
  fields: {
    $schema: schemaLink('../../schemas/municipality.schema.json'),
    name: {
      title: 'Name der Gemeinde',
      description: 'Der Name der Gemeinde, wie ihn die Seiten schreiben (Titel, Überschriften).',
      example: 'Musterwil',
    },
    published: {
      title: 'Veröffentlicht',
      description:
        'Eingeschaltet (true): die Seite der Gemeinde ist öffentlich, unter /dateiname. Aus (false): ein Entwurf, nur in der Vorschau zu sehen.',
      example: true,
    },
    housing: {
      title: 'Einfamilienhäuser',
      description: 'Die Einfamilienhäuser der Gemeinde heute: total = erneuerbar + fossil geheizt.',
      fields: {
        total: count('total', 'Alle Einfamilienhäuser der Gemeinde.', 1567),
        renewable: count('erneuerbar geheizt', 'Häuser mit Wärmepumpe, Holz oder Fernwärme.', 312),
        fossil: count('fossil geheizt', 'Häuser mit Öl- oder Gasheizung.', 1255),
      },
    },
    target: count(
      'Ziel',
      'So viele Häuser stellt das Projekt von fossil auf erneuerbar um (höchstens die fossil geheizten).',
      100,
    ),
    startYear: {
      title: 'Startjahr',
      description: 'Das Jahr, in dem das Projekt beginnt. Der Verlauf endet im Jahr davor.',
      example: 2026,
    },
    renewableHistory: {
      title: 'Verlauf',
      description:
        'Erneuerbar geheizte Häuser pro Jahr, ein Eintrag pro Jahr ohne Lücke, bis zum Jahr vor dem Startjahr.',
      example: [
        { year: 2024, houses: 276 },
        { year: 2025, houses: 294 },
      ],
      item: {
        title: 'Verlauf, Eintrag',
        description: 'Ein Jahr des Verlaufs.',
        example: { year: 2025, houses: 294 },
        fields: {
          year: { title: 'Jahr', description: 'Das Jahr dieses Eintrags.', example: 2025 },
          houses: count('Häuser', 'Erneuerbar geheizte Häuser in diesem Jahr.', 294),
        },
      },
    },
    renewableWithoutProject: count(
      'Häuser ohne Projekt',
      'So viele Häuser wären im Jahr nach dem Startjahr ohne das Projekt erneuerbar geheizt.',
      330,
    ),
    housesAxis: {
      title: 'Achse des Häuser-Diagramms',
      description: 'Freiwillig: Anfang und Ende der senkrechten Achse. Ohne dieses Feld wird sie berechnet.',
      fields: {
        min: count('Minimum', 'Der kleinste Wert der Achse.', 200),
        max: count('Maximum', 'Der grösste Wert der Achse.', 450),
      },
    },
    partners: {
      title: 'Partner',
      description: 'Genau sechs Partner, einer pro Typ, in der Reihenfolge der Logos auf der Seite.',
      item: {
        title: 'Partner',
        description: 'Ein Partner: Name, Typ, Webadresse und Logo.',
        fields: {
          name: {
            title: 'Name',
            description: 'Der Name des Partners; Screenreader lesen ihn anstelle des Logos vor.',
            example: 'Gemeinde Musterwil',
          },
          type: {
            title: 'Typ',
            description: 'Die Rolle des Partners.',
            choices: PARTNER_TYPE_NAMES,
            example: 'municipality',
          },
          url: {
            title: 'Webadresse',
            description: 'Die Website des Partners, vollständig mit https://.',
            example: 'https://www.diepoldsau.ch',
            form: 'eine vollständige Webadresse, die mit https:// beginnt',
          },
          logo: {
            title: 'Logo',
            description: 'Die Logo-Datei im Ordner public/partners/ (SVG, PNG oder WebP), mit / am Anfang.',
            example: '/partners/diepoldsau.svg',
            form: 'eine Datei in public/partners/, geschrieben wie /partners/name.svg (Kleinbuchstaben, Ziffern, Bindestriche)',
          },
        },
      },
    },
  },
};

const copyNote =
  ' {municipality} wird durch den Namen der Gemeinde ersetzt, {target} durch das Ziel, {campaign} durch den Namen der Kampagne.';

/** A text on the page: what it is called, where it stands, and an example. */
const label = (title: string, description: string, example: string): FieldGuide => ({
  title,
  description,
  example,
});

/** For a text that is not in German: its language, so that screen readers pronounce it right. */
const languageLabel = (what: string): FieldGuide => ({
  ...label(`Sprache ${what}`, 'Nur wenn der Text nicht deutsch ist; fehlt das Feld, gilt Deutsch.', 'en'),
  choices: { en: 'Englisch', fr: 'Französisch', it: 'Italienisch' },
});

export const SITE_GUIDE: FieldGuide = {
  title: 'Website',
  description: 'Was für alle Gemeinden gilt: Genossenschaft, Kontakt, Links und Texte.',
  fields: {
    $schema: schemaLink('../schemas/site.schema.json'),
    campaign: {
      title: 'Name der Kampagne',
      description: 'Steht in jedem Seitentitel, in der Fusszeile und in den Link-Vorschauen.',
      example: '100in100',
    },
    slogan: {
      title: 'Slogan',
      description: 'Eine Zeile für Link-Vorschauen.',
      example: '100 neue Heizungen in 100 Tagen',
    },
    siteUrl: {
      title: 'Adresse der Website',
      description: 'Die öffentliche Adresse der Website, mit https://.',
      example: 'https://100in100.ch',
      form: 'eine vollständige Webadresse, die mit https:// beginnt',
    },
    homeMunicipality: {
      title: 'Gemeinde der Startseite',
      description:
        'Die Gemeinde, deren Seite unter / steht; nur eine veröffentlichte Gemeinde. In der Datei: ihr Dateiname in content/municipalities/ ohne .json.',
      example: 'musterwil',
      form: 'einen Dateinamen ohne .json: Kleinbuchstaben, Ziffern und Bindestriche',
    },
    copyrightYear: {
      title: 'Copyright-Jahr',
      description: 'Das Jahr im Copyright der Fusszeile.',
      example: 2024,
    },
    cooperative: {
      title: 'Genossenschaft',
      description: 'Die Angaben zur Genossenschaft für Fusszeile, Impressum und Datenschutzerklärung.',
      fields: {
        name: {
          title: 'Name',
          description: 'Der Name der Genossenschaft.',
          example: 'Genossenschaft 100in100',
        },
        legalForm: {
          title: 'Rechtsform',
          description: 'Die Rechtsform, wie sie das Impressum nennt.',
          example: 'Genossenschaft (gemeinnützig)',
        },
        address: {
          title: 'Adresse',
          description: 'Die Postadresse der Genossenschaft.',
          fields: {
            street: { title: 'Strasse', description: 'Strasse und Hausnummer.', example: 'Dorfstrasse 12' },
            postalCode: {
              title: 'Postleitzahl',
              description: 'Die vierstellige Postleitzahl.',
              example: '9043',
              form: 'eine vierstellige Postleitzahl in Anführungszeichen',
            },
            locality: { title: 'Ort', description: 'Der Ort.', example: 'Trogen' },
            country: { title: 'Land', description: 'Das Land.', example: 'Schweiz' },
          },
        },
        email: {
          title: 'E-Mail',
          description: 'Die Kontaktadresse; der Knopf «Mail senden» schreibt an sie.',
          example: 'kontakt@100in100.ch',
          form: 'eine E-Mail-Adresse wie kontakt@100in100.ch',
        },
        phone: {
          title: 'Telefon',
          description: 'Die Telefonnummer, international geschrieben.',
          example: '+41 71 123 45 67',
          form: 'eine Schweizer Nummer, geschrieben wie +41 71 123 45 67',
        },
        register: {
          title: 'Handelsregister',
          description: 'Der Eintrag im Handelsregister, für das Impressum.',
          fields: {
            office: {
              title: 'Amt',
              description: 'Das Handelsregisteramt.',
              example: 'Handelsregister des Kantons Appenzell Ausserrhoden',
            },
            uid: {
              title: 'UID',
              description: 'Die Unternehmens-Identifikationsnummer, wie sie im Handelsregister steht.',
              example: 'CHE-116.281.710',
              form: 'eine UID wie CHE-116.281.710, deren letzte Ziffer die Prüfziffer ist',
            },
          },
        },
        president: {
          title: 'Präsidium',
          description: 'Die Präsidentin oder der Präsident der Verwaltung, für das Impressum.',
          example: 'Anna Muster',
        },
      },
    },
    links: {
      title: 'Links',
      description: 'Die Adressen hinter den Knöpfen und Symbolen.',
      fields: {
        booking: {
          title: 'Termin buchen',
          description: 'Wohin der Knopf «Termin buchen» führt.',
          example: 'https://termine.100in100.ch',
          form: 'eine vollständige Webadresse, die mit https:// beginnt',
        },
        linkedin: {
          title: 'LinkedIn',
          description: 'Die Seite der Genossenschaft auf LinkedIn.',
          example: 'https://www.linkedin.com/company/100in100',
          form: 'eine vollständige Webadresse, die mit https:// beginnt',
        },
        instagram: {
          title: 'Instagram',
          description: 'Die Seite der Genossenschaft auf Instagram.',
          example: 'https://www.instagram.com/100in100',
          form: 'eine vollständige Webadresse, die mit https:// beginnt',
        },
      },
    },
    shareImage: {
      title: 'Vorschaubild',
      description: 'Das Bild, das soziale Netzwerke und Messenger zu einem Link der Website zeigen.',
      fields: {
        byline: label(
          'Zeile unten',
          'Die Zeile unter der Überschrift; {cooperative} ist der Name der Genossenschaft.',
          '{cooperative} · gemeinnützig',
        ),
      },
    },
    skipLink: label(
      'Sprunglink',
      'Der erste Link jeder Seite; er erscheint nur beim Tabulator und springt zum Inhalt.',
      'Zum Inhalt springen',
    ),
    homePage: {
      title: 'Startseite',
      description: 'Titel und Beschreibung der Startseite für Browser-Tab und Suchmaschinen.',
      fields: {
        title: label(
          'Seitentitel',
          `Der Titel im Browser-Tab; {campaign} ist der Name der Kampagne.${copyNote}`,
          '{campaign} {municipality}: neue Heizungen und Solaranlagen',
        ),
        organisation: label(
          'Beschreibung der Genossenschaft',
          'Für Suchmaschinen, nach der Rechtsform; {campaign} ist der Name der Kampagne.',
          '{campaign} bringt neue Heizungen und Solaranlagen in die Gemeinden.',
        ),
      },
    },
    privacyPage: {
      title: 'Seite Datenschutz',
      description:
        'Die Texte der Seite mit Datenschutzerklärung und Impressum (der Rechtstext steht in content/legal).',
      fields: {
        title: label(
          'Seitentitel',
          'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
          'Datenschutzerklärung und Impressum',
        ),
        description: label(
          'Beschreibung',
          'Für Suchmaschinen und Link-Vorschauen; {cooperative} und {campaign} sind die Namen der Genossenschaft und der Kampagne.',
          'Wie die {cooperative} mit Personendaten umgeht.',
        ),
        back: label('Link zurück', 'Der Link zur Startseite über der Überschrift.', 'Zurück zur Startseite'),
        kicker: label('Zeile über der Überschrift', 'Das Wort über der Überschrift.', 'Rechtliches'),
        heading: label(
          'Überschrift',
          'Die Überschrift der Seite; ein weiches Trennzeichen \\u00ad zeigt, wo ein langes Wort brechen darf.',
          'Datenschutz\u00aderklärung und Impressum',
        ),
        updated: label('Stand', 'Steht vor dem Datum der letzten Änderung.', 'Letzte Aktualisierung:'),
      },
    },
    contactButtons: {
      title: 'Kontaktknöpfe',
      description:
        'Die Knöpfe «Termin buchen» und «Mail senden» im Startbereich, in der Kopfzeile und am Schluss.',
      fields: {
        booking: label('Knopf Termin', 'Der Knopf, der die Terminbuchung öffnet.', 'Termin buchen'),
        mail: label('Knopf Mail', 'Der Knopf, der ein Mail an die Genossenschaft beginnt.', 'Mail senden'),
        mailInvite: label(
          'Knopf Mail am Schluss',
          'Der Mail-Knopf im Abschnitt ganz unten.',
          'Sende uns ein Mail',
        ),
      },
    },
    topBar: {
      title: 'Kopfzeile',
      description: 'Die Zeile, die beim Scrollen oben erscheint.',
      fields: {
        homeAnchor: label(
          'Name des Logos auf der Startseite',
          'Was Screenreader zum Logo sagen, das zum Seitenanfang führt.',
          'Zur Startseite scrolen',
        ),
        homePage: label(
          'Name des Logos auf anderen Seiten',
          'Was Screenreader zum Logo sagen, das zur Startseite führt.',
          'Zur Startseite',
        ),
        contact: label(
          'Name der Knöpfe',
          'Was Screenreader zu den Knöpfen in der Kopfzeile sagen.',
          'Kontakt',
        ),
      },
    },
    housingStats: {
      title: 'Abschnitt Bestand',
      description: 'Die Texte des Abschnitts mit den Einfamilienhäusern der Gemeinde.',
      fields: {
        total: label(
          'Zeile neben der Gesamtzahl',
          `Steht neben der grossen Zahl.${copyNote}`,
          'Einfamilienhäuser in {municipality}',
        ),
        renewable: label(
          'Karte erneuerbar',
          'Der Titel der Karte der erneuerbar geheizten Häuser.',
          'Erneuerbar beheizt',
        ),
        fossil: label('Karte fossil', 'Der Titel der Karte der fossil geheizten Häuser.', 'Fossil beheizt'),
        share: label(
          'Anteil unter der Zahl',
          'Die Zeile unter der Zahl einer Karte; {share} ist ihr Anteil (muss vorkommen).',
          '{share} aller Einfamilienhäuser',
        ),
      },
    },
    newTab: {
      title: 'Hinweis auf neuen Tab',
      description:
        'Vorgelesen zu jedem Link, der in einem neuen Tab öffnet (Terminbuchung, Partner, soziale Netzwerke).',
      example: 'öffnet in neuem Tab',
    },
    hero: {
      title: 'Startbereich',
      description: 'Die grosse Überschrift und der Text darunter, zuoberst auf der Seite.',
      fields: {
        headline: {
          title: 'Überschrift',
          description: `Die grösste Überschrift der Seite.${copyNote}`,
          example: 'Gemeinsam in {municipality}: neue Heizungen für unsere Häuser',
        },
        subtext: {
          title: 'Text',
          description: `Der Text unter der Überschrift.${copyNote}`,
          example: '100in100 hilft {municipality}, die Energieziele rasch zu erreichen.',
        },
      },
    },
    sections: {
      title: 'Abschnitte',
      description:
        'Die Abschnitte der Startseite in ihrer Reihenfolge, jeder einmal: ihre Überschrift und der Name ihres Links in der Fusszeile.',
      item: {
        title: 'Abschnitt',
        description: 'Ein Abschnitt der Startseite.',
        example: { id: 'PartnersSection', title: 'Unsere Partner', nav: 'Unsere Partner' },
        fields: {
          id: {
            title: 'Kennung',
            description:
              'Welcher Abschnitt das ist (auch sein Sprungziel, z. B. /#PartnersSection). Nicht ändern: Reihenfolge und Kennungen sind fest.',
            choices: {
              Home: 'Startbereich',
              HousingStatsSection: 'Bestand der Einfamilienhäuser',
              ChartSection: 'Diagramm zum Heizungsersatz',
              WilChart: 'Jetzt auch für die Gemeinde',
              SuccessFactorsSection: 'Schlüsselfaktoren für den Erfolg',
              PartnersSection: 'Partner',
              CallToAction: 'Kontakt',
            },
            example: 'PartnersSection',
          },
          title: {
            title: 'Überschrift',
            description: `Die Überschrift des Abschnitts (die des Startbereichs steht unter "hero"). Ein weiches Trennzeichen \\u00ad zeigt, wo ein langes Wort brechen darf.${copyNote}`,
            example: 'Unsere Partner',
          },
          nav: {
            title: 'Link in der Fusszeile',
            description: `Der Name des Links zu diesem Abschnitt in der Fusszeile. Ohne ihn steht der Abschnitt nicht in der Fusszeile.${copyNote}`,
            example: 'Unsere Partner',
          },
        },
      },
    },
    wilChart: {
      title: 'Abschnitt «Jetzt auch für …»',
      description: 'Der Abschnitt mit dem Diagramm der Häuser dieser Gemeinde.',
      fields: {
        intro: {
          title: 'Einleitung',
          description: `Der erste Absatz des Abschnitts.${copyNote}`,
          example: 'Was in Musterwil gelungen ist, kommt nach {municipality}.',
        },
        housesBadge: label(
          'Abzeichen Häuser',
          'Was Screenreader nach der Zahl des Abzeichens mit der Änderung der Häuser (+100 oder −100) sagen.',
          'Häuser',
        ),
        upliftBadge: label(
          'Abzeichen Zunahme',
          'Was Screenreader nach der Zahl des Abzeichens mit der Zunahme in Prozent (+32%) sagen.',
          'mehr erneuerbar beheizte Häuser',
        ),
        counts: label(
          'Zeile unter dem Zähler',
          'Die Häuser heute ({today}) und mit dem Projekt ({after}).',
          'heute {today} · mit 100in100 {after}',
        ),
        shares: label(
          'Anteile unter dem Zähler',
          'Der Anteil am Bestand heute ({today}) und mit dem Projekt ({after}).',
          'Anteil am Bestand: {today} heute, {after} mit 100in100',
        ),
        targetShare: label(
          'Satz zum Anteil des Ziels',
          `Der Satz unter den Zählern; {total} sind alle Häuser, {share} der Anteil des Ziels (muss genau einmal vorkommen: diese Zahl ist hervorgehoben und zählt hoch).${copyNote}`,
          '{target} von {total} Einfamilienhäusern: {share} des Bestands wechseln zu erneuerbarer Wärme.',
        ),
        chartTitle: label(
          'Titel des Diagramms',
          `Die Bildunterschrift des Diagramms; {firstYear}, {startYear} und {year} sind das erste Jahr, das Startjahr und das Jahr der Prognose.${copyNote}`,
          'Einfamilienhäuser mit erneuerbarer Heizung in {municipality}, {firstYear} bis {year}',
        ),
        chartDescription: label(
          'Beschreibung des Diagramms',
          'Die Zeile unter dem Titel; {firstYear}, {startYear} und {year} sind erlaubt.',
          'Bis {startYear} der Bestand, {year} die Prognose mit und ohne 100in100',
        ),
        chartSource: label(
          'Quelle des Diagramms',
          'Die Quellenangabe unter dem Diagramm; {firstYear}, {startYear} und {year} sind erlaubt.',
          'Quelle: 100in100, Gebäudebestand {municipality}; {year}: Prognose',
        ),
        chartSummary: label(
          'Text für Screenreader',
          'Was das Diagramm zeigt, in Sätzen: {first}, {start}, {with} und {without} sind die Häuser im ersten Jahr, beim Start und in der Prognose mit und ohne Projekt.',
          'Liniendiagramm: {firstYear}: {first}, {startYear}: {start}. Prognose {year}: {with} mit 100in100.',
        ),
        unit: label('Einheit', 'Die Einheit der senkrechten Achse.', 'Häuser'),
        startLabel: label(
          'Name des Starts',
          'Die Beschriftung des Startjahrs im Diagramm.',
          'Start 100in100',
        ),
        withLabel: label(
          'Name der Prognose mit Projekt',
          'Die Linie der Prognose mit dem Projekt.',
          'mit 100in100',
        ),
        withoutLabel: label(
          'Name der Prognose ohne Projekt',
          'Die Linie der Prognose ohne das Projekt.',
          'ohne 100in100',
        ),
        forecast: label('Wort für Prognose', 'Steht in der Tabelle hinter den Prognosen.', 'Prognose'),
        yearColumn: label('Spalte Jahr', 'Die Überschrift der ersten Spalte der Tabelle.', 'Jahr'),
        housesColumn: label(
          'Spalte Häuser',
          'Die Überschrift der zweiten Spalte der Tabelle.',
          'Einfamilienhäuser mit erneuerbarer Heizung',
        ),
      },
    },
    heatPumpChart: {
      title: 'Abschnitt Wärmepumpen-Diagramm',
      description:
        'Die Texte zum Diagramm der Wärmepumpen-Gesuche. {firstYear} und {year} werden durch das erste und letzte Jahr der hervorgehobenen Reihe ersetzt, {factor} durch ihren letzten Wert.',
      fields: {
        intro: {
          title: 'Einleitung',
          description: `Der Absatz über dem Diagramm.${copyNote}`,
          example: 'In Musterwil hat 100in100 begonnen.',
        },
        description: {
          title: 'Beschreibung des Diagramms',
          description: 'Was das Diagramm zeigt, in einem Satz (für Screenreader und als Bildunterschrift).',
          example: 'Gesuche in Musterwil, Schätzungen und Daten für die Schweiz',
        },
        successTitle: {
          title: 'Titel des Erfolgskastens',
          description: 'Die Überschrift des Kastens neben dem Diagramm.',
          example: 'Erfolg von 100in100',
        },
        successUnit: {
          title: 'Einheit der Erfolgszahl',
          description: 'Was hinter der grossen Zahl im Kasten steht.',
          example: '-mal',
        },
        successCaption: {
          title: 'Zeile unter der Erfolgszahl',
          description: 'Die Zeile unter der grossen Zahl; {firstYear}, {year} und {factor} sind erlaubt.',
          example: 'so viele Gesuche wie {firstYear}',
        },
        successText: {
          title: 'Text des Erfolgskastens',
          description: 'Der Absatz im Kasten; {firstYear}, {year} und {factor} sind erlaubt.',
          example: 'Die Gesuche stiegen {year} auf das {factor}-Fache von {firstYear}.',
        },
        scrollPrompt: label(
          'Hinweis vor dem Laden',
          'Steht im Diagramm, bis der Abschnitt zu sehen war.',
          'Scrollen um Daten zu laden',
        ),
        loading: label(
          'Hinweis beim Laden',
          'Steht neben dem Ladesymbol, während das Diagramm lädt.',
          'Loading chart data...',
        ),
        loadingLang: languageLabel('des Hinweises beim Laden'),
        failed: label(
          'Hinweis bei Fehler',
          'Steht im Diagramm, wenn es nicht geladen werden konnte.',
          'Das Diagramm konnte nicht geladen werden; die Werte stehen in der Tabelle.',
        ),
        noScript: label(
          'Hinweis ohne JavaScript',
          'Steht unter dem Hinweis, wenn der Browser kein JavaScript ausführt.',
          'Ohne JavaScript erscheint die Grafik nicht: Ihre Zahlen stehen in der Tabelle.',
        ),
        chartTitle: label(
          'Titel des Diagramms',
          'Die Bildunterschrift; {firstYear} und {year} sind das erste und letzte Jahr der Daten.',
          'Wärmepumpen {firstYear} bis {year}, im Verhältnis zu {firstYear} ({firstYear} = 1)',
        ),
        seriesColumn: label('Spalte Reihe', 'Die Überschrift der ersten Spalte der Tabelle.', 'Reihe'),
        legendLabel: label('Name der Legende', 'Was Screenreader zur Legende sagen.', 'Legende'),
        legendNote: label(
          'Hinweis zur Legende',
          'Steht unter der Legende, wenn eine Reihe zwei Linien hat (obere und untere Schätzung).',
          'Reihen mit zwei Linien: ausgezogen die obere Schätzung, gestrichelt die untere.',
        ),
        upperSuffix: label(
          'Zusatz obere Linie',
          'Steht in der Tabelle hinter dem Namen der oberen Schätzung.',
          '(Plus)',
        ),
        lowerSuffix: label(
          'Zusatz untere Linie',
          'Steht in der Tabelle hinter dem Namen der unteren Schätzung.',
          '(Minus)',
        ),
        source: label(
          'Quelle',
          'Die Quellenangabe unter dem Diagramm; {sources} sind die Quellen der echten Reihen (muss vorkommen).',
          'Quelle: {sources}',
        ),
        placeholderNote: label(
          'Hinweis auf Platzhalter',
          'Steht als Quelle, solange alle Reihen Platzhalter sind.',
          'Platzhalterwerte, echte Daten folgen',
        ),
        otherSeriesNote: label(
          'Hinweis auf übrige Platzhalter',
          'Steht nach den Quellen, solange einzelne Reihen Platzhalter sind.',
          'übrige Reihen: Platzhalterwerte, echte Daten folgen',
        ),
        unit: label(
          'Einheit',
          'Die Einheit der senkrechten Achse; {firstYear} ist erlaubt.',
          'Index ({firstYear} = 1)',
        ),
        chartSummary: label(
          'Text für Screenreader',
          'Der erste Satz, der das Diagramm beschreibt; {firstYear} und {year} sind erlaubt.',
          'Liniendiagramm, Wärmepumpen {firstYear} bis {year}, indexiert auf {firstYear} = 1.',
        ),
        summaryHighlight: label(
          'Satz zur hervorgehobenen Reihe',
          'Folgt für Screenreader; {name}, {year} und {factor} sind Name, letztes Jahr und letzter Wert der Reihe.',
          '{name} steigt bis {year} auf {factor}.',
        ),
        summaryRange: label(
          'Satz zu den Vergleichsreihen',
          'Folgt für Screenreader; {min} und {max} sind der kleinste und grösste letzte Wert der übrigen Reihen.',
          'Die Vergleichsreihen liegen {year} zwischen {min} und {max}.',
        ),
      },
    },
    chartTable: {
      title: 'Datentabelle der Diagramme',
      description: 'Die aufklappbare Tabelle unter jedem Diagramm.',
      fields: {
        toggle: label('Knopf', 'Der Text, der die Tabelle öffnet.', 'Daten als Tabelle'),
        label: label(
          'Name für Screenreader',
          'Der Name der Tabelle; {title} ist der Titel des Diagramms (muss vorkommen).',
          '{title}: Daten',
        ),
      },
    },
    partners: {
      title: 'Abschnitt Partner',
      description: 'Der Absatz über den Logos und die Namen der Partnerarten unter jedem Logo.',
      fields: {
        intro: label(
          'Einleitung',
          `Der Absatz über den Logos.${copyNote}`,
          'Wir arbeiten in {municipality} mit Partnern aus der Region.',
        ),
        types: {
          title: 'Partnerarten',
          description: 'Wie die Seite jede Art von Partner nennt.',
          fields: {
            municipality: label('Gemeinde', 'Die Gemeinde selbst.', 'Gemeinde'),
            'cantonal-energy-agency': label(
              'Energieagentur',
              'Die kantonale Energieagentur.',
              'Kantonale Energieagentur',
            ),
            'energy-supplier': label(
              'Energieversorger',
              'Der örtliche Energieversorger.',
              'Energieversorger',
            ),
            'heat-pump-company': label(
              'Wärmepumpen-Firma',
              'Die Firma, die Wärmepumpen einbaut.',
              'Wärmepumpen-Firma',
            ),
            'data-company': label('Datenfirma', 'Die Firma, die die Daten liefert.', 'Datenfirma'),
            infrastructure: label('Infrastruktur', 'Der Partner für die Infrastruktur.', 'Infrastruktur'),
          },
        },
      },
    },
    callToAction: {
      title: 'Abschnitt zum Schluss',
      description: 'Der Abschnitt «Bereit für den nächsten Schritt?» mit den Kontaktknöpfen.',
      fields: {
        text: label(
          'Text',
          `Der Absatz neben den Knöpfen.${copyNote}`,
          'Lassen Sie sich in {municipality} unverbindlich beraten.',
        ),
      },
    },
    campaignLinks: {
      title: 'Andere Gemeinden',
      description:
        'Die Liste der anderen veröffentlichten Gemeinden über der Fusszeile jeder Gemeinde-Seite.',
      fields: {
        heading: label('Überschrift', `Die Überschrift der Liste.${copyNote}`, '{campaign} auch in'),
      },
    },
    footer: {
      title: 'Fusszeile',
      description: 'Die Texte am Fuss jeder Seite.',
      fields: {
        logoLabel: label(
          'Name des Logos',
          'Was Screenreader zum Logo sagen, das zum Seitenanfang führt.',
          '100in100: zum Seitenanfang',
        ),
        tagline: label(
          'Leitsatz',
          'Der Satz unter dem Logo.',
          'Gemeinnützig für neue Heizungen, eine Gemeinde nach der anderen.',
        ),
        socialLabel: label(
          'Name der sozialen Netzwerke',
          'Was Screenreader zur Liste der Netzwerke sagen.',
          'Soziale Netzwerke',
        ),
        socialLink: label(
          'Name eines Netzwerk-Links',
          'Was Screenreader zu jedem Netzwerk sagen; {network} ist sein Name (muss vorkommen).',
          '100in100 auf {network}',
        ),
        quickLinks: label(
          'Überschrift Links',
          'Die Überschrift der Links zu den Abschnitten.',
          'Quick Links',
        ),
        contact: label('Überschrift Kontakt', 'Die Überschrift der Adresse.', 'Kontakt'),
        privacy: label('Link Datenschutz', 'Der Link zur Datenschutzerklärung.', 'Datenschutz'),
        imprint: label('Link Impressum', 'Der Link zum Impressum.', 'Impressum'),
        terms: label('Link AGB', 'Der Link zu den Geschäftsbedingungen.', 'AGB'),
      },
    },
    imprint: {
      title: 'Impressum',
      description:
        'Die Überschrift, der Satz und die Namen der Zeilen des Impressums (die Angaben stehen unter "cooperative").',
      fields: {
        title: label(
          'Überschrift',
          'Die Überschrift des Impressums, auch im Inhaltsverzeichnis.',
          'Impressum',
        ),
        intro: label(
          'Satz',
          'Der Satz über den Angaben.',
          'Anbieterin dieser Website und verantwortlich für ihren Inhalt:',
        ),
        operator: label(
          'Zeile Betreiberin',
          'Der Name der Zeile mit dem Namen der Genossenschaft.',
          'Betreiberin',
        ),
        legalForm: label('Zeile Rechtsform', 'Der Name der Zeile mit der Rechtsform.', 'Rechtsform'),
        address: label('Zeile Adresse', 'Der Name der Zeile mit der Adresse.', 'Adresse'),
        register: label('Zeile Register', 'Der Name der Zeile mit dem Handelsregister.', 'Registereintrag'),
        uid: label('Zeile UID', 'Der Name der Zeile mit der UID.', 'UID'),
        president: label('Zeile Präsidium', 'Der Name der Zeile mit dem Präsidium.', 'Präsidium'),
        email: label('Zeile E-Mail', 'Der Name der Zeile mit der E-Mail-Adresse.', 'E-Mail'),
        phone: label('Zeile Telefon', 'Der Name der Zeile mit der Telefonnummer.', 'Telefon'),
      },
    },
    notFound: {
      title: 'Seite nicht gefunden',
      description: 'Die Seite für Adressen, die es nicht gibt (404).',
      fields: {
        title: label(
          'Seitentitel',
          'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
          'Seite nicht gefunden',
        ),
        description: label(
          'Beschreibung',
          'Die Beschreibung für Suchmaschinen und Link-Vorschauen.',
          'Diese Seite gibt es nicht.',
        ),
        logoLabel: label(
          'Name des Logos',
          'Was Screenreader zum Logo sagen, das zur Startseite führt.',
          '100in100: zur Startseite',
        ),
        heading: label('Zeile unter 404', 'Die grosse Zeile unter der Zahl 404.', 'Oops! Page not found'),
        headingLang: languageLabel('der Zeile unter 404'),
        text: label('Text', 'Der Satz darunter.', 'Diese Seite gibt es nicht (mehr).'),
        button: label('Knopf', 'Der Knopf zur Startseite.', 'Zurück zur Startseite'),
      },
    },
    successFactors: {
      title: 'Erfolgsfaktoren',
      description: 'Genau vier Karten im Abschnitt «Schlüsselfaktoren für den Erfolg», in ihrer Reihenfolge.',
      item: {
        title: 'Erfolgsfaktor',
        description: 'Eine Karte: Symbol, Titel und Text.',
        fields: {
          icon: {
            title: 'Symbol',
            description: 'Das Symbol der Karte.',
            choices: {
              'map-pin': 'Ortsmarke',
              smartphone: 'Smartphone',
              handshake: 'Handschlag',
              'badge-check': 'Siegel mit Haken',
              'shield-check': 'Schild mit Haken',
              users: 'Personen',
            },
            example: 'handshake',
          },
          title: {
            title: 'Titel',
            description: `Die Überschrift der Karte.${copyNote}`,
            example: 'Hyperlokal umgesetzt',
          },
          text: {
            title: 'Text',
            description: `Der Text der Karte.${copyNote}`,
            example: 'Wir arbeiten Gemeinde für Gemeinde.',
          },
        },
      },
    },
  },
};

const indexValues = (title: string, itemTitle: string, description: string): FieldGuide => ({
  title,
  description,
  example: [1, 1.25, 1.55],
  item: { title: itemTitle, description: 'Ein Indexwert; das erste Jahr ist 1.', example: 1.25 },
});

export const HEAT_PUMP_INDEX_GUIDE: FieldGuide = {
  title: 'Wärmepumpen-Index',
  description: 'Das Diagramm der Wärmepumpen-Gesuche, für alle Gemeinden gleich; das erste Jahr ist 1.',
  fields: {
    $schema: schemaLink('../schemas/heat-pump-index.schema.json'),
    years: {
      title: 'Jahre',
      description: 'Die Jahre des Diagramms, aufeinanderfolgend ohne Lücke.',
      example: [2020, 2021, 2022],
      item: { title: 'Jahr', description: 'Ein Jahr des Diagramms.', example: 2020 },
    },
    series: {
      title: 'Reihen',
      description: 'Die Linien des Diagramms, höchstens sechs; ihre Reihenfolge bestimmt die Farben.',
      item: {
        title: 'Reihe',
        description: 'Eine Linie des Diagramms.',
        fields: {
          key: {
            title: 'Schlüssel',
            description:
              'Der feste Name der Reihe, jede einmal; er bleibt, auch wenn sich die Bezeichnung ändert.',
            example: 'verkaufteWPSchweiz',
            form: 'ein Wort aus Buchstaben und Ziffern, ohne Leerzeichen',
          },
          label: {
            title: 'Bezeichnung',
            description: 'Der Name der Linie in der Legende.',
            example: 'Verkaufte WP Schweiz',
          },
          source: {
            title: 'Quelle',
            description: 'Woher die Zahlen stammen. Darf fehlen, solange "placeholder": true gilt.',
            example: 'Gemeinde Musterwil (Baugesuche)',
          },
          highlight: {
            title: 'Hervorgehoben',
            description:
              'true für die eine Reihe, die über den anderen gezeichnet und im Erfolgskasten erzählt wird.',
            example: true,
          },
          endLabel: {
            title: 'Name am Linienende',
            description: 'Der kurze Name am Ende der hervorgehobenen Linie. Nötig, wenn "highlight": true.',
            example: 'Musterwil',
          },
          placeholder: {
            title: 'Platzhalter',
            description: 'true, solange die Werte Platzhalter sind.',
            example: true,
          },
          values: indexValues('Werte', 'Wert', 'Ein Wert pro Jahr (bei zwei Linien: die obere Schätzung).'),
          minus: indexValues(
            'Untere Werte',
            'Unterer Wert',
            'Freiwillig: die untere Schätzung, ein Wert pro Jahr.',
          ),
        },
      },
    },
  },
};

/** The guide of the field at `path` (undefined for a field the guide does not know), and its name in words. */
export function fieldAt(guide: FieldGuide, path: JSONPath): { field?: FieldGuide; words: string } {
  const words: string[] = [];
  let field: FieldGuide | undefined = guide;
  for (const key of path) {
    if (typeof key === 'number') {
      field = field?.item;
      const title = field?.title ?? 'Eintrag';
      // "Partner 2" replaces the list's own name "Partner".
      words.pop();
      words.push(`${title} ${key + 1}`);
    } else {
      field = field?.fields?.[key];
      words.push(field?.title ?? key);
    }
  }
  return { field, words: words.join(', ') };
}
