import { describe, expect, it } from 'vitest';
import { contentFixture } from '../../tests/support/content-fixture';
import { loadContent } from './load';
import { ContentError } from './problems';
import { SUCCESS_FACTOR_ICONS } from './schema/site.ts';

// The success factors (content/site.json → successFactors): exactly four cards, each with an icon from a
// fixed list, a title and a text. A mistake names the file and the JSON path.

const SITE = 'content/site.json';

function problems(root: string): string[] {
  try {
    loadContent(root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe('successFactors in site.json', () => {
  it('ships four cards with known icons and non-empty copy', () => {
    const { site } = loadContent(process.cwd());
    expect(site.successFactors).toHaveLength(4);
    for (const factor of site.successFactors) {
      expect(SUCCESS_FACTOR_ICONS).toContain(factor.icon);
      expect(factor.title.length).toBeGreaterThan(0);
      expect(factor.text.length).toBeGreaterThan(0);
    }
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
      `${SITE}: successFactors[2].icon: is "rocket"; expected one of ${SUCCESS_FACTOR_ICONS.join(', ')}`,
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
      expect.stringMatching(
        /^content\/site\.json: successFactors\[0\]\.title: is "x+…"; expected a title of at most 60 characters$/,
      ),
    ]);
  });
});
