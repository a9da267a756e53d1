import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_ROOT, FIXTURE_SLUG, lineIn } from '../../tests/support/content-fixture.ts';
import { loadProblems } from '../../tests/support/content-problems.ts';
import { loadContent } from './load.ts';

// The success factors (content/site.json → successFactors): exactly four cards, each with an icon from a
// fixed list, a title and a text. A mistake names the file and the JSON path.

const SITE = 'content/site.json';

/**
 * The line of the fixture's site.json, as the test wrote it, that is `offset` lines below «"successFactors"»:
 * a message names the line of the mistake, and a field added before the list moves it.
 */
const below = (root: string, offset: number) => lineIn(root, SITE, '"successFactors"') + offset;

describe('successFactors in site.json', () => {
  it('reads the four cards in their order', () => {
    const { site } = loadContent(FIXTURE_ROOT, FIXTURE_SLUG);
    expect(site.successFactors).toEqual([
      { icon: 'map-pin', title: 'Vor Ort', text: 'Beratung in {municipality}.' },
      { icon: 'smartphone', title: 'Digital', text: 'Offerte und Gesuch online.' },
      { icon: 'handshake', title: 'Unabhängig', text: 'Gemeinnützig und neutral.' },
      { icon: 'users', title: 'Gemeinsam', text: '{target} Häuser zusammen.' },
    ]);
  });

  it('reports a missing success factor', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors.pop();
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile ${below(f.root, 0)}, Spalte 21: Erfolgsfaktoren: Die Liste hat 3 Einträge. Erwartet genau 4.`,
    ]);
  });

  it('reports a fifth success factor', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors.push(s.successFactors[0]);
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile ${below(f.root, 0)}, Spalte 21: Erfolgsfaktoren: Die Liste hat 5 Einträge. Erwartet genau 4.`,
    ]);
  });

  it('reports a missing list', () => {
    const f = contentFixture();
    f.editSite((s) => {
      delete s.successFactors;
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 1, Spalte 1: Erfolgsfaktoren: Das Feld "successFactors" fehlt. Erwartet eine Liste in [ ].`,
    ]);
  });

  it('reports an unknown icon name at its path, with the names it accepts', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors[2].icon = 'rocket';
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile ${below(f.root, 12)}, Spalte 15: Erfolgsfaktor 3, Symbol: Hier steht der Text "rocket". Erwartet einen dieser Werte: "map-pin", "smartphone", "handshake", "badge-check", "shield-check", "users".`,
    ]);
  });

  it('reports an empty title and a missing text', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors[0].title = '  ';
      delete s.successFactors[3].text;
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile ${below(f.root, 3)}, Spalte 16: Erfolgsfaktor 1, Titel: Der Text ist leer. Erwartet einen Text, z. B. "Hyperlokal umgesetzt".`,
      `${SITE}, Zeile ${below(f.root, 16)}, Spalte 5: Erfolgsfaktor 4, Text: Das Feld "text" fehlt. Erwartet einen Text in Anführungszeichen, z. B. "text": "Wir arbeiten Gemeinde für Gemeinde.".`,
    ]);
  });

  it('reports an unknown placeholder and a misspelt key', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors[1].text = 'Digital in {gemeinde}.';
      s.successFactors[1].titel = 'Digital';
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile ${below(f.root, 9)}, Spalte 15: Erfolgsfaktor 2, Text: Der Platzhalter {gemeinde} ist unbekannt. Erwartet nur {municipality}, {target}, {campaign} (genau so geschrieben).`,
      `${SITE}, Zeile ${below(f.root, 10)}, Spalte 7: Erfolgsfaktor 2: Das Feld "titel" gibt es hier nicht. Vertippt? Gemeint ist wohl "title". Erwartet nur diese Felder: "icon", "title", "text".`,
    ]);
  });

  it('reports a title too long for a card', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors[0].title = 'x'.repeat(61);
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile ${below(f.root, 3)}, Spalte 16: Erfolgsfaktor 1, Titel: Der Text ist 61 Zeichen lang. Erwartet höchstens 60 Zeichen: bitte kürzen.`,
    ]);
  });
});
