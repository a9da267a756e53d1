import type { JSONPath } from 'jsonc-parser';

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
      example: 'Diepoldsau',
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
            example: 'Gemeinde Diepoldsau',
          },
          type: {
            title: 'Typ',
            description:
              'Die Rolle des Partners: municipality (Gemeinde), cantonal-energy-agency (kantonale Energieagentur), energy-supplier (Energieversorger), heat-pump-company (Wärmepumpen-Firma), data-company (Datenfirma) oder infrastructure (Infrastruktur).',
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

const copyNote = ' {municipality} wird durch den Namen der Gemeinde ersetzt, {target} durch das Ziel.';

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
          example: 'Was in Uzwil gelungen ist, kommt nach {municipality}.',
        },
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
          example: 'In Uzwil hat 100in100 begonnen.',
        },
        description: {
          title: 'Beschreibung des Diagramms',
          description: 'Was das Diagramm zeigt, in einem Satz (für Screenreader und als Bildunterschrift).',
          example: 'Gesuche in Uzwil, Schätzungen und Daten für die Schweiz',
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
            description:
              'Das Symbol der Karte: map-pin, smartphone, handshake, badge-check, shield-check oder users.',
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
      description: 'Die sechs Linien des Diagramms, jede einmal; ihre Reihenfolge bestimmt die Farben.',
      item: {
        title: 'Reihe',
        description: 'Eine Linie des Diagramms.',
        fields: {
          key: {
            title: 'Schlüssel',
            description: 'Welche der sechs Reihen das ist.',
            example: 'verkaufteWPSchweiz',
          },
          label: {
            title: 'Bezeichnung',
            description: 'Der Name der Linie in der Legende.',
            example: 'Verkaufte WP Schweiz',
          },
          source: {
            title: 'Quelle',
            description: 'Woher die Zahlen stammen. Darf fehlen, solange "placeholder": true gilt.',
            example: 'Gemeinde Uzwil (Baugesuche)',
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
            example: 'Uzwil',
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
