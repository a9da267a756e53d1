import { copyField } from '../copy.ts';
import { block, HTTPS_FORM, httpsUrl, SLUG_RULE, slug, textField, year } from '../fields.ts';

// content/site.json: what every page of the site uses, in the file's order: the campaign's name, the site's
// address, the home municipality, the links behind the buttons, the new-tab note, the link previews and the
// skip link.

// In every page title, the footer and the link previews.
export const campaign = textField({
  max: 30,
  title: 'Name der Kampagne',
  description: 'Steht in jedem Seitentitel, in der Fusszeile und in den Link-Vorschauen.',
  example: '100in100',
});

export const slogan = textField({
  max: 120,
  title: 'Slogan',
  description: 'Eine Zeile für Link-Vorschauen.',
  example: '100 neue Heizungen in 100 Tagen',
});

export const siteUrl = httpsUrl.meta({
  title: 'Adresse der Website',
  description: 'Die öffentliche Adresse der Website, mit https://.',
  examples: ['https://100in100.ch'],
  form: HTTPS_FORM,
});

export const homeMunicipality = slug.meta({
  title: 'Gemeinde der Startseite',
  description:
    'Die Gemeinde, deren Seite unter / steht; nur eine veröffentlichte Gemeinde. In der Datei: ihr Dateiname in content/municipalities/ ohne .json.',
  examples: ['musterwil'],
  form: `einen Dateinamen ohne .json: ${SLUG_RULE}`,
});

export const copyrightYear = year.meta({
  title: 'Copyright-Jahr',
  description: 'Das Jahr im Copyright der Fusszeile.',
  examples: [2024],
});

export const links = block({
  title: 'Links',
  description: 'Die Adressen hinter den Knöpfen und Symbolen.',
  fields: {
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
  },
});

export const newTab = textField({
  max: 40,
  title: 'Hinweis auf neuen Tab',
  description:
    'Vorgelesen zu jedem Link, der in einem neuen Tab öffnet (Terminbuchung, Partner, soziale Netzwerke).',
  example: 'öffnet in neuem Tab',
});

export const shareImage = block({
  title: 'Vorschaubild',
  description: 'Das Bild, das soziale Netzwerke und Messenger zu einem Link der Website zeigen.',
  fields: {
    byline: copyField({
      max: 60,
      allowed: ['cooperative'],
      title: 'Zeile unten',
      description: 'Die Zeile unter der Überschrift; {cooperative} ist der Name der Genossenschaft.',
      example: '{cooperative} · gemeinnützig',
    }),
  },
});

export const skipLink = textField({
  max: 40,
  title: 'Sprunglink',
  description: 'Der erste Link jeder Seite; er erscheint nur beim Tabulator und springt zum Inhalt.',
  example: 'Zum Inhalt springen',
});
