import { COPY_NOTE, copyField } from '../copy.ts';
import { block } from '../fields.ts';

// content/site.json → hero: the headline and its text, at the top of a municipality's page.

export const hero = block({
  title: 'Startbereich',
  description: 'Die grosse Überschrift und der Text darunter, zuoberst auf der Seite.',
  fields: {
    // The page's largest text: 90 characters are six lines at 360 px, the sub-text ten.
    headline: copyField({
      max: 90,
      title: 'Überschrift',
      description: `Die grösste Überschrift der Seite.${COPY_NOTE}`,
      example: 'Gemeinsam in {municipality}: neue Heizungen für unsere Häuser',
    }),
    subtext: copyField({
      max: 320,
      title: 'Text',
      description: `Der Text unter der Überschrift.${COPY_NOTE}`,
      example: '100in100 hilft {municipality}, die Energieziele rasch zu erreichen.',
    }),
  },
});
