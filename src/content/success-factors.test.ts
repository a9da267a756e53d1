import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_ROOT, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { problemsOf } from '../../tests/support/content-problems.ts';
import { loadContent } from './load.ts';

// The success factors (content/site.json → successFactors): exactly four cards, each with an icon from a
// fixed list, a title and a text. A mistake names the file and the JSON path.

const SITE = 'content/site.json';

const problems = (root: string) => problemsOf(() => loadContent(root, FIXTURE_SLUG));

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
    expect(problems(f.root)).toEqual([
      `${SITE}: successFactors: lists 3; expected exactly four success factors`,
    ]);
  });

  it('reports a fifth success factor', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors.push(s.successFactors[0]);
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: successFactors: lists 5; expected exactly four success factors`,
    ]);
  });

  it('reports a missing list', () => {
    const f = contentFixture();
    f.editSite((s) => {
      delete s.successFactors;
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: successFactors: is missing; expected a list of four success factors { icon, title, text }`,
    ]);
  });

  it('reports an unknown icon name at its path, with the names it accepts', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors[2].icon = 'rocket';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: successFactors[2].icon: is "rocket"; expected one of map-pin, smartphone, handshake, badge-check, shield-check, users`,
    ]);
  });

  it('reports an empty title and a missing text', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors[0].title = '  ';
      delete s.successFactors[3].text;
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: successFactors[0].title: is ""; expected a text that is not empty`,
      `${SITE}: successFactors[3].text: is missing; expected a text`,
    ]);
  });

  it('reports an unknown placeholder and a misspelt key', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors[1].text = 'Digital in {gemeinde}.';
      s.successFactors[1].titel = 'Digital';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: successFactors[1].text: is "Digital in {gemeinde}."; expected a text whose only placeholders are {municipality}, {target}`,
      `${SITE}: successFactors[1]: has the unknown key "titel"; expected only the keys the schema knows (misspelt?)`,
    ]);
  });

  it('reports a title too long for a card', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.successFactors[0].title = 'x'.repeat(61);
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: successFactors[0].title: is "${'x'.repeat(40)}…" (61 characters); expected at most 60 characters`,
    ]);
  });
});
