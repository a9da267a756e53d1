import { numberProblem, type OfficialMunicipalities } from '@/content/geodata/official-municipalities.ts';
import { SLUG_RULE, slugFault } from '@/content/slug-rule.ts';

// The rules of `npm run content:check` that look beyond the entry being saved: a new municipality's page
// path (made from its name) must be free, the home page's municipality must stay published, and the
// official number (BFS-Gemeindenummer) must be that of the name and no other published file's. And one of
// the app's own: a new municipality is first saved as a draft, so that a copy («Duplizieren» keeps the
// original's switch) never goes online with the original's figures. The app knows the other files as they
// were when it opened (app-content.ts); the build checks them again.

export interface Campaign {
  /** The municipality's file name without .json: for a new one, the one its save will give it. */
  slug: string;
  isNew: boolean;
  /** site.json's homeMunicipality. */
  home: string;
  /** The published municipalities' file names. */
  published: ReadonlySet<string>;
  /** The paths the site serves that no municipality may take (src/content/slugs.ts). */
  reserved: ReadonlySet<string>;
  /** Today's municipalities by official number, from the geodata (the build's content.json). */
  official: OfficialMunicipalities;
  /** The published municipalities' numbers: their file name and name by number. */
  numbers: ReadonlyMap<number, { slug: string; name: string }>;
}

const NAME = 'Name der Gemeinde';
const PUBLISHED = 'Veröffentlicht';
const NUMBER = 'BFS-Gemeindenummer';

/** Every problem of a municipality entry with the other files, in German, each naming its field. */
export function campaignProblems(
  data: { name?: unknown; published?: unknown; bfsNumber?: unknown },
  campaign: Campaign,
): string[] {
  const name = String(data.name ?? '');
  const { slug } = campaign;
  const problems: string[] = [];
  if (campaign.isNew) {
    const fault = slugFault(slug, campaign.reserved);
    if (fault === 'form')
      problems.push(
        slug === ''
          ? `${NAME}: Aus «${name}» lässt sich keine Adresse der Seite bilden. Erwartet einen Namen mit Buchstaben, z. B. «St. Gallen».`
          : `${NAME}: Aus «${name}» würde die Adresse /${slug}, und eine Adresse hat ${SLUG_RULE}. Erwartet einen Namen aus Buchstaben, Leerzeichen und Bindestrichen, z. B. «St. Gallen».`,
      );
    else if (fault === 'taken')
      problems.push(
        `${NAME}: Aus «${name}» würde die Adresse /${slug}, und die ist schon eine Seite oder ein Ordner der Website. Erwartet einen anderen Namen, z. B. mit dem Kanton: «${name} SG».`,
      );
    else if (campaign.published.has(slug))
      problems.push(
        `${NAME}: Die Gemeinde «${name}» gibt es schon (/${slug}). Erwartet den Namen der neuen Gemeinde.`,
      );
    if (data.published === true)
      problems.push(
        `${PUBLISHED}: Eine neue Gemeinde wird zuerst als Entwurf gespeichert, damit sie nicht mit Zahlen einer anderen online geht. Erwartet ausgeschaltet; nach dem Prüfen in der Vorschau einschalten und nochmals veröffentlichen.`,
      );
  } else if (slug === campaign.home && data.published !== true) {
    problems.push(
      `${PUBLISHED}: «${name}» ist die Gemeinde der Startseite und muss veröffentlicht bleiben. Erwartet eingeschaltet; für einen Entwurf zuerst unter «Website › Texte und Kontakt» eine andere Gemeinde der Startseite wählen.`,
    );
  }
  // After the name's: the focus goes to the first field a refusal names, the name before its number.
  // A number of the wrong form, or none, is the schema's message already.
  const number = data.bfsNumber;
  if (typeof number === 'number' && Number.isInteger(number) && name.trim() !== '') {
    const problem = numberProblem(number, name, campaign.official);
    if (problem) problems.push(`${NUMBER}: ${problem}`);
    const taken = campaign.numbers.get(number);
    if (taken && taken.slug !== slug)
      problems.push(
        `${NUMBER}: Die Nummer ${number} hat schon die Gemeinde «${taken.name}» (/${taken.slug}). Erwartet jede Gemeinde in einer Datei, mit ihrer eigenen Nummer.`,
      );
  }
  return problems;
}
