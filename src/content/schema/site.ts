import { z } from 'zod';
import { quote } from '../quote.ts';
import { campaignsOverviewSchema } from './campaigns-overview.ts';
import { choice, HTTPS_FORM, httpsUrl, SLUG_RULE, schemaLink, slug, text, valuesOf, year } from './fields.ts';
import { PARTNER_TYPE_NAMES, PARTNER_TYPES, type PartnerType } from './municipality.ts';

type PartnerTypeLabels = Record<PartnerType, ReturnType<typeof text>>;

// content/site.json: the campaign-wide facts and copy (contact, links, hero, success factors). Every object
// is strict, so a misspelt key is reported instead of silently ignored.

/** Placeholders that copy in site.json may contain; filled from the municipality file. */
export const COPY_PLACEHOLDERS = ['municipality', 'target', 'campaign'] as const;

/** Placeholders of the heat-pump chart's success box, filled from content/heat-pump-index.json. */
export const INDEX_PLACEHOLDERS = ['firstYear', 'year', 'factor'] as const;

/** Placeholders of the houses chart's texts, filled from the municipality's history and forecast. */
const HOUSES_PLACEHOLDERS = ['firstYear', 'startYear', 'year'] as const;

/** The languages a text may be in besides the page's German (the spec writes two messages in English), for lang. */
export const LANGUAGE_NAMES = { en: 'Englisch', fr: 'Französisch', it: 'Italienisch' } as const;

/** The language of the text `what` names, when it is not German. */
const textLanguage = (what: string) =>
  choice(LANGUAGE_NAMES)
    .meta({
      title: `Sprache ${what}`,
      description: 'Nur wenn der Text nicht deutsch ist; fehlt das Feld, gilt Deutsch.',
      examples: ['en'],
    })
    .optional();

/** Said of every text that takes the municipality file's placeholders. */
const COPY_NOTE =
  ' {municipality} wird durch den Namen der Gemeinde ersetzt, {target} durch das Ziel, {campaign} durch den Namen der Kampagne.';

/**
 * Copy shown on the page: a text of at most `max` characters whose every "{" opens a known placeholder
 * (those of the municipality file, and `also`) that is closed, so that nothing like "{municipality"
 * reaches the page literally.
 */
const copy = (max: number, also: readonly string[] = [], required: readonly string[] = []) =>
  text(max).superRefine((value, ctx) => {
    // The page puts something of its own where a required placeholder stands: once, not twice.
    for (const name of required) {
      const times = value.split(`{${name}}`).length - 1;
      if (times !== 1)
        ctx.addIssue({
          code: 'custom',
          message: times
            ? `Der Platzhalter {${name}} steht ${times}-mal im Text. Erwartet ihn genau einmal.`
            : `Der Platzhalter {${name}} fehlt. Erwartet ihn genau so im Text.`,
        });
    }
    const names: readonly string[] = [...COPY_PLACEHOLDERS, ...also];
    const list = names.map((p) => `{${p}}`).join(', ');
    for (const [, name = '', closed] of value.matchAll(/\{([^{}]*)(\}?)/g)) {
      const known = names.includes(name);
      if (closed && known) continue;
      const word = /^\w*/.exec(name)?.[0] || 'municipality';
      ctx.addIssue({
        code: 'custom',
        message: closed
          ? `Der Platzhalter {${name}} ist unbekannt. Erwartet nur ${list} (genau so geschrieben).`
          : `Der Platzhalter "{${word}" ist nicht geschlossen. Erwartet ihn mit Klammer zu: {${word}}.`,
      });
    }
  });

/**
 * Icons an editor may give a success factor; src/sections/success-factors.tsx maps each to a lucide icon.
 * Every name costs bytes in the page's JavaScript (~120 B gzip), used or not: keep the list short.
 */
export const SUCCESS_FACTOR_ICON_NAMES = {
  'map-pin': 'Ortsmarke',
  smartphone: 'Smartphone',
  handshake: 'Handschlag',
  'badge-check': 'Siegel mit Haken',
  'shield-check': 'Schild mit Haken',
  users: 'Personen',
} as const;
export const SUCCESS_FACTOR_ICONS = valuesOf(SUCCESS_FACTOR_ICON_NAMES);

const successFactor = z
  .strictObject({
    icon: choice(SUCCESS_FACTOR_ICON_NAMES).meta({
      title: 'Symbol',
      description: 'Das Symbol der Karte.',
      examples: ['handshake'],
    }),
    // A card's heading (two lines at 360 px) and its text.
    title: copy(60).meta({
      title: 'Titel',
      description: `Die Überschrift der Karte.${COPY_NOTE}`,
      examples: ['Hyperlokal umgesetzt'],
    }),
    text: copy(320).meta({
      title: 'Text',
      description: `Der Text der Karte.${COPY_NOTE}`,
      examples: ['Wir arbeiten Gemeinde für Gemeinde.'],
    }),
  })
  .meta({ title: 'Erfolgsfaktor', description: 'Eine Karte: Symbol, Titel und Text.' });

/** The anchor ids of the home page's sections (named as in the spec), in the page's order, with their German names. */
export const SECTION_NAMES = {
  Home: 'Startbereich',
  HousingStatsSection: 'Bestand der Einfamilienhäuser',
  ChartSection: 'Diagramm zum Heizungsersatz',
  WilChart: 'Jetzt auch für die Gemeinde',
  SuccessFactorsSection: 'Schlüsselfaktoren für den Erfolg',
  PartnersSection: 'Partner',
  CallToAction: 'Kontakt',
} as const;
export const SECTION_IDS = valuesOf(SECTION_NAMES);
export type SectionId = (typeof SECTION_IDS)[number];

const section = z
  .strictObject({
    id: choice(SECTION_NAMES).meta({
      title: 'Kennung',
      description:
        'Welcher Abschnitt das ist (auch sein Sprungziel, z. B. /#PartnersSection). Nicht ändern: Reihenfolge und Kennungen sind fest.',
      examples: ['PartnersSection'],
    }),
    // A heading of two lines at 360 px; soft hyphens (U+00AD) say where a long word may break.
    title: copy(80)
      .meta({
        title: 'Überschrift',
        description: `Die Überschrift des Abschnitts (die des Startbereichs steht unter "hero"). Ein weiches Trennzeichen \\u00ad zeigt, wo ein langes Wort brechen darf.${COPY_NOTE}`,
        examples: ['Unsere Partner'],
      })
      .optional(),
    /** The label of the footer's quick link to the section; without it, the footer does not list it. */
    nav: copy(40)
      .meta({
        title: 'Link in der Fusszeile',
        description: `Der Name des Links zu diesem Abschnitt in der Fusszeile. Ohne ihn steht der Abschnitt nicht in der Fusszeile.${COPY_NOTE}`,
        examples: ['Unsere Partner'],
      })
      .optional(),
  })
  .meta({
    title: 'Abschnitt',
    description: 'Ein Abschnitt der Startseite.',
    examples: [{ id: 'PartnersSection', title: 'Unsere Partner', nav: 'Unsere Partner' }],
  });

const swissPhone = z.string().regex(/^\+41 \d{2} \d{3} \d{2} \d{2}$/);

/** The check digit of a Swiss UID (eCH-0097: weights 5 4 3 2 7 6 5 4, modulo 11); null if none can exist. */
export function uidCheckDigit(eightDigits: string): number | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(eightDigits[i]), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? null : digit;
}

/** The company identification number (UID) as the commercial register prints it: CHE-123.456.789. */
const uid = z
  .string()
  .regex(/^CHE-\d{3}\.\d{3}\.\d{3}$/)
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '');
      return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
    },
    {
      error: (issue) =>
        `Die letzte Ziffer von ${quote(String(issue.input))} ist nicht die Prüfziffer (vertippt?). Erwartet die UID genau so, wie sie im Handelsregister steht.`,
    },
  );

// What each field is, for editors, is its `.meta()`; the comments here say why a limit is what it is.
export const siteSchema = z
  .strictObject({
    $schema: schemaLink('../schemas/site.schema.json'),
    // In every page title, the footer and the link previews.
    campaign: text(30).meta({
      title: 'Name der Kampagne',
      description: 'Steht in jedem Seitentitel, in der Fusszeile und in den Link-Vorschauen.',
      examples: ['100in100'],
    }),
    slogan: text(120).meta({
      title: 'Slogan',
      description: 'Eine Zeile für Link-Vorschauen.',
      examples: ['100 neue Heizungen in 100 Tagen'],
    }),
    siteUrl: httpsUrl.meta({
      title: 'Adresse der Website',
      description: 'Die öffentliche Adresse der Website, mit https://.',
      examples: ['https://100in100.ch'],
      form: HTTPS_FORM,
    }),
    homeMunicipality: slug.meta({
      title: 'Gemeinde der Startseite',
      description:
        'Die Gemeinde, deren Seite unter / steht; nur eine veröffentlichte Gemeinde. In der Datei: ihr Dateiname in content/municipalities/ ohne .json.',
      examples: ['musterwil'],
      form: `einen Dateinamen ohne .json: ${SLUG_RULE}`,
    }),
    copyrightYear: year.meta({
      title: 'Copyright-Jahr',
      description: 'Das Jahr im Copyright der Fusszeile.',
      examples: [2024],
    }),
    cooperative: z
      .strictObject({
        // The footer, the imprint and the legal text; an address line each at 360 px.
        name: text(80).meta({
          title: 'Name',
          description: 'Der Name der Genossenschaft.',
          examples: ['Genossenschaft 100in100'],
        }),
        legalForm: text(60).meta({
          title: 'Rechtsform',
          description: 'Die Rechtsform, wie sie das Impressum nennt.',
          examples: ['Genossenschaft (gemeinnützig)'],
        }),
        address: z
          .strictObject({
            street: text(60).meta({
              title: 'Strasse',
              description: 'Strasse und Hausnummer.',
              examples: ['Dorfstrasse 12'],
            }),
            postalCode: z
              .string()
              .regex(/^\d{4}$/)
              .meta({
                title: 'Postleitzahl',
                description: 'Die vierstellige Postleitzahl.',
                examples: ['9043'],
                form: 'eine vierstellige Postleitzahl in Anführungszeichen',
              }),
            locality: text(40).meta({ title: 'Ort', description: 'Der Ort.', examples: ['Trogen'] }),
            country: text(40).meta({ title: 'Land', description: 'Das Land.', examples: ['Schweiz'] }),
          })
          .meta({ title: 'Adresse', description: 'Die Postadresse der Genossenschaft.' }),
        // One unbreakable word in the footer and the imprint: beyond 30 characters it widens the page at 360 px.
        email: z
          .email()
          .max(30)
          .meta({
            title: 'E-Mail',
            description: 'Die Kontaktadresse; der Knopf «Mail senden» schreibt an sie.',
            examples: ['kontakt@100in100.ch'],
            form: 'eine E-Mail-Adresse wie kontakt@100in100.ch',
          }),
        phone: swissPhone.meta({
          title: 'Telefon',
          description: 'Die Telefonnummer, international geschrieben.',
          examples: ['+41 71 123 45 67'],
          form: 'eine Schweizer Nummer, geschrieben wie +41 71 123 45 67',
        }),
        register: z
          .strictObject({
            office: text(100).meta({
              title: 'Amt',
              description: 'Das Handelsregisteramt.',
              examples: ['Handelsregister des Kantons Appenzell Ausserrhoden'],
            }),
            uid: uid.meta({
              title: 'UID',
              description: 'Die Unternehmens-Identifikationsnummer, wie sie im Handelsregister steht.',
              examples: ['CHE-116.281.710'],
              form: 'eine UID wie CHE-116.281.710, deren letzte Ziffer die Prüfziffer ist',
            }),
          })
          .meta({
            title: 'Handelsregister',
            description: 'Der Eintrag im Handelsregister, für das Impressum.',
          }),
        president: text(60).meta({
          title: 'Präsidium',
          description: 'Die Präsidentin oder der Präsident der Verwaltung, für das Impressum.',
          examples: ['Anna Muster'],
        }),
      })
      .meta({
        title: 'Genossenschaft',
        description: 'Die Angaben zur Genossenschaft für Fusszeile, Impressum und Datenschutzerklärung.',
      }),
    links: z
      .strictObject({
        booking: httpsUrl.meta({
          title: 'Termin buchen',
          description: 'Wohin der Knopf «Termin buchen» führt.',
          examples: ['https://termine.100in100.ch'],
          form: HTTPS_FORM,
        }),
        linkedin: httpsUrl.meta({
          title: 'LinkedIn',
          description: 'Die Seite der Genossenschaft auf LinkedIn.',
          examples: ['https://www.linkedin.com/company/100in100'],
          form: HTTPS_FORM,
        }),
        instagram: httpsUrl.meta({
          title: 'Instagram',
          description: 'Die Seite der Genossenschaft auf Instagram.',
          examples: ['https://www.instagram.com/100in100'],
          form: HTTPS_FORM,
        }),
      })
      .meta({ title: 'Links', description: 'Die Adressen hinter den Knöpfen und Symbolen.' }),
    newTab: text(40).meta({
      title: 'Hinweis auf neuen Tab',
      description:
        'Vorgelesen zu jedem Link, der in einem neuen Tab öffnet (Terminbuchung, Partner, soziale Netzwerke).',
      examples: ['öffnet in neuem Tab'],
    }),
    hero: z
      .strictObject({
        // The page's largest text: 90 characters are six lines at 360 px, the sub-text ten.
        headline: copy(90).meta({
          title: 'Überschrift',
          description: `Die grösste Überschrift der Seite.${COPY_NOTE}`,
          examples: ['Gemeinsam in {municipality}: neue Heizungen für unsere Häuser'],
        }),
        subtext: copy(320).meta({
          title: 'Text',
          description: `Der Text unter der Überschrift.${COPY_NOTE}`,
          examples: ['100in100 hilft {municipality}, die Energieziele rasch zu erreichen.'],
        }),
      })
      .meta({
        title: 'Startbereich',
        description: 'Die grosse Überschrift und der Text darunter, zuoberst auf der Seite.',
      }),
    campaignTime: z
      .strictObject({
        startsOn: copy(60, ['start']).meta({
          title: 'Angekündigt: Start',
          description: 'Vor dem Start, im Startbereich; {start} ist der erste Tag.',
          examples: ['Start am {start}'],
        }),
        runsUntil: copy(60, ['days', 'end']).meta({
          title: 'Dauer',
          description:
            'Vor dem Start und ohne Zwischenstand, im Startbereich; {days} ist die Zahl der Tage, {end} der letzte Tag.',
          examples: ['{days} Tage, bis {end}'],
        }),
        progress: copy(80, ['replaced']).meta({
          title: 'Zwischenstand',
          description: `Während der Kampagne, im Startbereich: {replaced} sind die ersetzten Heizungen.${COPY_NOTE}`,
          examples: ['{replaced} von {target} neuen Heizungen'],
        }),
        asOf: copy(40, ['date']).meta({
          title: 'Stand',
          description: 'Unter dem Zwischenstand; {date} ist der Tag, von dem er stammt.',
          examples: ['Stand {date}'],
        }),
        daysLeft: copy(40, ['days']).meta({
          title: 'Verbleibende Tage',
          description: 'Während der Kampagne; {days} sind die Tage bis zum letzten (2 und mehr).',
          examples: ['noch {days} Tage'],
        }),
        oneDayLeft: copy(40).meta({
          title: 'Noch ein Tag',
          description: 'Am zweitletzten Tag.',
          examples: ['noch 1 Tag'],
        }),
        lastDay: copy(40).meta({
          title: 'Letzter Tag',
          description: 'Am letzten Tag der Kampagne.',
          examples: ['heute ist der letzte Tag'],
        }),
        ended: copy(160, ['days', 'period']).meta({
          title: 'Vorbei',
          description: `Nach dem letzten Tag, im Startbereich; {days} ist die Zahl der Tage, {period} die Zeit von … bis.${COPY_NOTE}`,
          examples: ['Die {days} Tage sind vorbei: {period}.'],
        }),
        resultFollows: copy(80).meta({
          title: 'Ergebnis folgt',
          description: 'Nach dem letzten Tag, solange das Ergebnis fehlt.',
          examples: ['Das Ergebnis folgt.'],
        }),
        result: copy(80, ['replaced', 'days']).meta({
          title: 'Ergebnis',
          description: `Das Ergebnis im Startbereich; {replaced} sind die ersetzten Heizungen, {days} die Tage.${COPY_NOTE}`,
          examples: ['{replaced} neue Heizungen in {days} Tagen'],
        }),
        comparison: copy(160, ['factor', 'yearBefore']).meta({
          title: 'Vergleich mit dem Jahr davor',
          description:
            'Nur mit der Zahl des Jahres davor: {factor} ist, wie viel mal mehr Heizungen pro Tag ersetzt wurden, {yearBefore} die Zahl des ganzen Jahres davor.',
          examples: ['{factor}-mal so viele pro Tag wie im ganzen Jahr davor ({yearBefore})'],
        }),
        resultHeading: copy(80).meta({
          title: 'Überschrift des Ergebnisses',
          description: `Ersetzt nach dem Ergebnis die Überschrift «Jetzt auch für …».${COPY_NOTE}`,
          examples: ['Das hat {campaign} in {municipality} erreicht'],
        }),
        resultNav: copy(40).meta({
          title: 'Link zum Ergebnis in der Fusszeile',
          description: `Ersetzt nach dem Ergebnis den Link «Jetzt auch für …» der Fusszeile.${COPY_NOTE}`,
          examples: ['Ergebnis in {municipality}'],
        }),
        resultIntro: copy(320, ['replaced', 'period']).meta({
          title: 'Text zum Ergebnis',
          description: `Ersetzt nach dem Ergebnis den Text unter «Jetzt auch für …»; {replaced} sind die ersetzten Heizungen, {period} die Zeit von … bis.${COPY_NOTE}`,
          examples: [
            'Vom {period} haben {replaced} Einfamilienhäuser in {municipality} zu erneuerbarer Wärme gewechselt.',
          ],
        }),
      })
      .meta({
        title: 'Zeit der Kampagne',
        description:
          'Was die Seite vor, während und nach den 100 Tagen einer Gemeinde sagt. Die Daten stehen in der Datei der Gemeinde («Kampagne»).',
      }),
    sections: z
      .array(section)
      .superRefine((list, ctx) => {
        const ids = list.map((s) => s.id).join(', ');
        if (ids !== SECTION_IDS.join(', '))
          ctx.addIssue({
            code: 'custom',
            message: `Die Liste nennt ${ids || 'keinen Abschnitt'}. Erwartet jeden Abschnitt einmal, in der Reihenfolge der Seite: ${SECTION_IDS.join(', ')}.`,
          });
      })
      .meta({
        title: 'Abschnitte',
        description:
          'Die Abschnitte der Startseite in ihrer Reihenfolge, jeder einmal: ihre Überschrift und der Name ihres Links in der Fusszeile.',
      }),
    contactButtons: z
      .strictObject({
        booking: text(24).meta({
          title: 'Knopf Termin',
          description: 'Der Knopf, der die Terminbuchung öffnet.',
          examples: ['Termin buchen'],
        }),
        mail: text(24).meta({
          title: 'Knopf Mail',
          description: 'Der Knopf, der ein Mail an die Genossenschaft beginnt.',
          examples: ['Mail senden'],
        }),
        mailInvite: text(32).meta({
          title: 'Knopf Mail am Schluss',
          description: 'Der Mail-Knopf im Abschnitt ganz unten.',
          examples: ['Sende uns ein Mail'],
        }),
      })
      .meta({
        title: 'Kontaktknöpfe',
        description:
          'Die Knöpfe «Termin buchen» und «Mail senden» im Startbereich, in der Kopfzeile und am Schluss.',
      }),
    shareImage: z
      .strictObject({
        byline: copy(60, ['cooperative']).meta({
          title: 'Zeile unten',
          description: 'Die Zeile unter der Überschrift; {cooperative} ist der Name der Genossenschaft.',
          examples: ['{cooperative} · gemeinnützig'],
        }),
      })
      .meta({
        title: 'Vorschaubild',
        description: 'Das Bild, das soziale Netzwerke und Messenger zu einem Link der Website zeigen.',
      }),
    skipLink: text(40).meta({
      title: 'Sprunglink',
      description: 'Der erste Link jeder Seite; er erscheint nur beim Tabulator und springt zum Inhalt.',
      examples: ['Zum Inhalt springen'],
    }),
    homePage: z
      .strictObject({
        title: copy(70).meta({
          title: 'Seitentitel',
          description: `Der Titel im Browser-Tab; {campaign} ist der Name der Kampagne.${COPY_NOTE}`,
          examples: ['{campaign} {municipality}: neue Heizungen und Solaranlagen'],
        }),
        organisation: copy(200).meta({
          title: 'Beschreibung der Genossenschaft',
          description: 'Für Suchmaschinen, nach der Rechtsform; {campaign} ist der Name der Kampagne.',
          examples: ['{campaign} bringt neue Heizungen und Solaranlagen in die Gemeinden.'],
        }),
      })
      .meta({
        title: 'Startseite',
        description: 'Titel und Beschreibung der Startseite für Browser-Tab und Suchmaschinen.',
      }),
    privacyPage: z
      .strictObject({
        title: text(70).meta({
          title: 'Seitentitel',
          description: 'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
          examples: ['Datenschutzerklärung und Impressum'],
        }),
        description: copy(200, ['cooperative']).meta({
          title: 'Beschreibung',
          description:
            'Für Suchmaschinen und Link-Vorschauen; {cooperative} und {campaign} sind die Namen der Genossenschaft und der Kampagne.',
          examples: ['Wie die {cooperative} mit Personendaten umgeht.'],
        }),
        back: text(40).meta({
          title: 'Link zurück',
          description: 'Der Link zur Startseite über der Überschrift.',
          examples: ['Zurück zur Startseite'],
        }),
        kicker: text(30).meta({
          title: 'Zeile über der Überschrift',
          description: 'Das Wort über der Überschrift.',
          examples: ['Rechtliches'],
        }),
        heading: text(80).meta({
          title: 'Überschrift',
          description:
            'Die Überschrift der Seite; ein weiches Trennzeichen \\u00ad zeigt, wo ein langes Wort brechen darf.',
          examples: ['Datenschutz\u00aderklärung und Impressum'],
        }),
        updated: text(40).meta({
          title: 'Stand',
          description: 'Steht vor dem Datum der letzten Änderung.',
          examples: ['Letzte Aktualisierung:'],
        }),
      })
      .meta({
        title: 'Seite Datenschutz',
        description:
          'Die Texte der Seite mit Datenschutzerklärung und Impressum (der Rechtstext steht in content/legal).',
      }),
    topBar: z
      .strictObject({
        homeAnchor: text(60).meta({
          title: 'Name des Logos auf der Startseite',
          description: 'Was Screenreader zum Logo sagen, das zum Seitenanfang führt.',
          examples: ['Zur Startseite scrolen'],
        }),
        homePage: text(60).meta({
          title: 'Name des Logos auf anderen Seiten',
          description: 'Was Screenreader zum Logo sagen, das zur Startseite führt.',
          examples: ['Zur Startseite'],
        }),
        contact: text(30).meta({
          title: 'Name der Knöpfe',
          description: 'Was Screenreader zu den Knöpfen in der Kopfzeile sagen.',
          examples: ['Kontakt'],
        }),
      })
      .meta({ title: 'Kopfzeile', description: 'Die Zeile, die beim Scrollen oben erscheint.' }),
    housingStats: z
      .strictObject({
        total: copy(60).meta({
          title: 'Zeile neben der Gesamtzahl',
          description: `Steht neben der grossen Zahl.${COPY_NOTE}`,
          examples: ['Einfamilienhäuser in {municipality}'],
        }),
        renewable: text(30).meta({
          title: 'Karte erneuerbar',
          description: 'Der Titel der Karte der erneuerbar geheizten Häuser.',
          examples: ['Erneuerbar beheizt'],
        }),
        fossil: text(30).meta({
          title: 'Karte fossil',
          description: 'Der Titel der Karte der fossil geheizten Häuser.',
          examples: ['Fossil beheizt'],
        }),
        share: copy(60, ['share'], ['share']).meta({
          title: 'Anteil unter der Zahl',
          description: 'Die Zeile unter der Zahl einer Karte; {share} ist ihr Anteil (muss vorkommen).',
          examples: ['{share} aller Einfamilienhäuser'],
        }),
      })
      .meta({
        title: 'Abschnitt Bestand',
        description: 'Die Texte des Abschnitts mit den Einfamilienhäusern der Gemeinde.',
      }),
    wilChart: z
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
          description:
            'Was Screenreader nach der Zahl des Abzeichens mit der Zunahme in Prozent (+32%) sagen.',
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
          description:
            'Die Quellenangabe unter dem Diagramm; {firstYear}, {startYear} und {year} sind erlaubt.',
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
      }),
    heatPumpChart: z
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
          description:
            'Die Bildunterschrift; {firstYear} und {year} sind das erste und letzte Jahr der Daten.',
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
          description:
            'Steht unter der Legende, wenn eine Reihe zwei Linien hat (obere und untere Schätzung).',
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
      }),
    chartTable: z
      .strictObject({
        toggle: text(40).meta({
          title: 'Knopf',
          description: 'Der Text, der die Tabelle öffnet.',
          examples: ['Daten als Tabelle'],
        }),
        label: copy(200, ['title'], ['title']).meta({
          title: 'Name für Screenreader',
          description: 'Der Name der Tabelle; {title} ist der Titel des Diagramms (muss vorkommen).',
          examples: ['{title}: Daten'],
        }),
      })
      .meta({
        title: 'Datentabelle der Diagramme',
        description: 'Die aufklappbare Tabelle unter jedem Diagramm.',
      }),
    partners: z
      .strictObject({
        intro: copy(320).meta({
          title: 'Einleitung',
          description: `Der Absatz über den Logos.${COPY_NOTE}`,
          examples: ['Wir arbeiten in {municipality} mit Partnern aus der Region.'],
        }),
        types: z
          .strictObject(
            Object.fromEntries(
              PARTNER_TYPES.map((type) => [
                type,
                text(40).meta({
                  title: PARTNER_TYPE_NAMES[type],
                  description: `Wie die Seite die Partner vom Typ «${PARTNER_TYPE_NAMES[type]}» nennt.`,
                  examples: [PARTNER_TYPE_NAMES[type]],
                }),
              ]),
            ) as PartnerTypeLabels,
          )
          .meta({ title: 'Partnerarten', description: 'Wie die Seite jede Art von Partner nennt.' }),
      })
      .meta({
        title: 'Abschnitt Partner',
        description: 'Der Absatz über den Logos und die Namen der Partnerarten unter jedem Logo.',
      }),
    callToAction: z
      .strictObject({
        text: copy(320).meta({
          title: 'Text',
          description: `Der Absatz neben den Knöpfen.${COPY_NOTE}`,
          examples: ['Lassen Sie sich in {municipality} unverbindlich beraten.'],
        }),
      })
      .meta({
        title: 'Abschnitt zum Schluss',
        description: 'Der Abschnitt «Bereit für den nächsten Schritt?» mit den Kontaktknöpfen.',
      }),
    footer: z
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
      .meta({ title: 'Fusszeile', description: 'Die Texte am Fuss jeder Seite.' }),
    campaignLinks: z
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
        description:
          'Die Liste der anderen veröffentlichten Gemeinden über der Fusszeile jeder Gemeinde-Seite.',
      }),
    campaignsOverview: campaignsOverviewSchema(copy),
    imprint: z
      .strictObject({
        title: text(40).meta({
          title: 'Überschrift',
          description: 'Die Überschrift des Impressums, auch im Inhaltsverzeichnis.',
          examples: ['Impressum'],
        }),
        intro: text(160).meta({
          title: 'Satz',
          description: 'Der Satz über den Angaben.',
          examples: ['Anbieterin dieser Website und verantwortlich für ihren Inhalt:'],
        }),
        operator: text(30).meta({
          title: 'Zeile Betreiberin',
          description: 'Der Name der Zeile mit dem Namen der Genossenschaft.',
          examples: ['Betreiberin'],
        }),
        legalForm: text(30).meta({
          title: 'Zeile Rechtsform',
          description: 'Der Name der Zeile mit der Rechtsform.',
          examples: ['Rechtsform'],
        }),
        address: text(30).meta({
          title: 'Zeile Adresse',
          description: 'Der Name der Zeile mit der Adresse.',
          examples: ['Adresse'],
        }),
        register: text(30).meta({
          title: 'Zeile Register',
          description: 'Der Name der Zeile mit dem Handelsregister.',
          examples: ['Registereintrag'],
        }),
        uid: text(30).meta({
          title: 'Zeile UID',
          description: 'Der Name der Zeile mit der UID.',
          examples: ['UID'],
        }),
        president: text(30).meta({
          title: 'Zeile Präsidium',
          description: 'Der Name der Zeile mit dem Präsidium.',
          examples: ['Präsidium'],
        }),
        email: text(30).meta({
          title: 'Zeile E-Mail',
          description: 'Der Name der Zeile mit der E-Mail-Adresse.',
          examples: ['E-Mail'],
        }),
        phone: text(30).meta({
          title: 'Zeile Telefon',
          description: 'Der Name der Zeile mit der Telefonnummer.',
          examples: ['Telefon'],
        }),
      })
      .meta({
        title: 'Impressum',
        description:
          'Die Überschrift, der Satz und die Namen der Zeilen des Impressums (die Angaben stehen unter "cooperative").',
      }),
    notFound: z
      .strictObject({
        title: text(60).meta({
          title: 'Seitentitel',
          description: 'Der Titel im Browser-Tab (vor dem Namen der Kampagne).',
          examples: ['Seite nicht gefunden'],
        }),
        description: text(160).meta({
          title: 'Beschreibung',
          description: 'Die Beschreibung für Suchmaschinen und Link-Vorschauen.',
          examples: ['Diese Seite gibt es nicht.'],
        }),
        logoLabel: text(60).meta({
          title: 'Name des Logos',
          description: 'Was Screenreader zum Logo sagen, das zur Startseite führt.',
          examples: ['100in100: zur Startseite'],
        }),
        heading: text(60).meta({
          title: 'Zeile unter 404',
          description: 'Die grosse Zeile unter der Zahl 404.',
          examples: ['Oops! Page not found'],
        }),
        headingLang: textLanguage('der Zeile unter 404'),
        text: text(200).meta({
          title: 'Text',
          description: 'Der Satz darunter.',
          examples: ['Diese Seite gibt es nicht (mehr).'],
        }),
        button: text(40).meta({
          title: 'Knopf',
          description: 'Der Knopf zur Startseite.',
          examples: ['Zurück zur Startseite'],
        }),
      })
      .meta({
        title: 'Seite nicht gefunden',
        description: 'Die Seite für Adressen, die es nicht gibt (404).',
      }),
    successFactors: z.array(successFactor).length(4).meta({
      title: 'Erfolgsfaktoren',
      description: 'Genau vier Karten im Abschnitt «Schlüsselfaktoren für den Erfolg», in ihrer Reihenfolge.',
    }),
  })
  .meta({
    title: 'Website',
    description: 'Was für alle Gemeinden gilt: Genossenschaft, Kontakt, Links und Texte.',
  });

export type Site = z.infer<typeof siteSchema>;
export type SuccessFactor = z.infer<typeof successFactor>;
export type SuccessFactorIcon = (typeof SUCCESS_FACTOR_ICONS)[number];
