import { describe, expect, it } from 'vitest';
import { officialMunicipalities } from '@/content/geodata/swiss-geodata.ts';
import { type Campaign, campaignProblems } from './check-campaign.ts';

const campaign = (slug: string, isNew: boolean): Campaign => ({
  slug,
  isNew,
  home: 'diepoldsau',
  published: new Set(['diepoldsau', 'st-gallen']),
  reserved: new Set(['admin', 'privacy-policy', 'partners']),
  official: officialMunicipalities(),
  numbers: new Map([
    [3234, { slug: 'diepoldsau', name: 'Diepoldsau' }],
    [3203, { slug: 'st-gallen', name: 'St. Gallen' }],
  ]),
});

describe('campaignProblems: the rules of a municipality with the other files', () => {
  it('lets a new municipality with a free name and an edit of a published one pass', () => {
    expect(campaignProblems({ name: 'Wil SG', published: false }, campaign('wil-sg', true))).toEqual([]);
    expect(campaignProblems({ name: 'St. Gallen', published: false }, campaign('st-gallen', false))).toEqual(
      [],
    );
    expect(campaignProblems({ name: 'Diepoldsau', published: true }, campaign('diepoldsau', false))).toEqual(
      [],
    );
  });

  it('refuses a new name whose page path the site already serves, naming the field and a way out', () => {
    expect(campaignProblems({ name: 'Admin' }, campaign('admin', true))).toEqual([
      'Name der Gemeinde: Aus «Admin» würde die Adresse /admin, und die ist schon eine Seite oder ein Ordner der Website. Erwartet einen anderen Namen, z. B. mit dem Kanton: «Admin SG».',
    ]);
  });

  it('refuses a new name that makes no page path, or one of the wrong form', () => {
    expect(campaignProblems({ name: '???' }, campaign('', true))[0]).toMatch(
      /^Name der Gemeinde: Aus «\?\?\?» lässt sich keine Adresse der Seite bilden\. Erwartet einen Namen mit Buchstaben/,
    );
    expect(campaignProblems({ name: 'Bad_Ragaz' }, campaign('bad_ragaz', true))[0]).toMatch(
      /^Name der Gemeinde: Aus «Bad_Ragaz» würde die Adresse \/bad_ragaz, und eine Adresse hat höchstens 40 Kleinbuchstaben/,
    );
  });

  it('refuses a new municipality named like a published one (a copy not yet renamed)', () => {
    expect(campaignProblems({ name: 'Diepoldsau' }, campaign('diepoldsau', true))).toEqual([
      'Name der Gemeinde: Die Gemeinde «Diepoldsau» gibt es schon (/diepoldsau). Erwartet den Namen der neuen Gemeinde.',
    ]);
  });

  it('saves a new municipality as a draft first, a copy too, naming the switch', () => {
    expect(campaignProblems({ name: 'Kopiewil', published: true }, campaign('kopiewil', true))).toEqual([
      'Veröffentlicht: Eine neue Gemeinde wird zuerst als Entwurf gespeichert, damit sie nicht mit Zahlen einer anderen online geht. Erwartet ausgeschaltet; nach dem Prüfen in der Vorschau einschalten und nochmals veröffentlichen.',
    ]);
    // Once saved, it is switched on like any other.
    expect(campaignProblems({ name: 'Kopiewil', published: true }, campaign('kopiewil', false))).toEqual([]);
  });

  it('keeps the home page’s municipality published, and lets any other one become a draft', () => {
    expect(campaignProblems({ name: 'Diepoldsau', published: false }, campaign('diepoldsau', false))).toEqual(
      [
        'Veröffentlicht: «Diepoldsau» ist die Gemeinde der Startseite und muss veröffentlicht bleiben. Erwartet eingeschaltet; für einen Entwurf zuerst unter «Website › Texte und Kontakt» eine andere Gemeinde der Startseite wählen.',
      ],
    );
    expect(campaignProblems({ name: 'St. Gallen', published: false }, campaign('st-gallen', false))).toEqual(
      [],
    );
  });

  it('refuses a number that is another municipality’s, or another published file’s, before saving', () => {
    expect(campaignProblems({ name: 'Uzwil', bfsNumber: 3408 }, campaign('uzwil', true))).toEqual([]);
    expect(
      campaignProblems(
        { name: 'Diepoldsau', published: true, bfsNumber: 3234 },
        campaign('diepoldsau', false),
      ),
    ).toEqual([]);
    expect(campaignProblems({ name: 'Uzwil', bfsNumber: 3407 }, campaign('uzwil', true))).toEqual([
      'BFS-Gemeindenummer: 3407 ist Oberuzwil, nicht Uzwil. Erwartet 3408, die Nummer von Uzwil (oder als Name «Oberuzwil»).',
    ]);
    expect(campaignProblems({ name: 'Uzwil', bfsNumber: 9999 }, campaign('uzwil', true))).toEqual([
      'BFS-Gemeindenummer: 9999 ist keine Gemeinde der Schweiz von heute. Erwartet 3408, die Nummer von Uzwil.',
    ]);
    expect(
      campaignProblems({ name: 'St. Gallen', bfsNumber: 3203 }, campaign('st-gallen-2', true)),
    ).toContain(
      'BFS-Gemeindenummer: Die Nummer 3203 hat schon die Gemeinde «St. Gallen» (/st-gallen). Erwartet jede Gemeinde in einer Datei, mit ihrer eigenen Nummer.',
    );
  });
});
