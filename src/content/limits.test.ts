import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { loadContent } from './load.ts';
import { ContentError } from './problems.ts';

// The limits of the content files (docs/content.md, "Limits"): every text fits its place on the page, numbers stay
// in a sane range, placeholders are closed. Each rule is shown with the message an editor reads.

const SITE = 'content/site.json';
const TALWIL = 'content/municipalities/talwil.json';
const INDEX = 'content/heat-pump-index.json';

function error(root: string): ContentError | undefined {
  try {
    loadContent(root, FIXTURE_SLUG);
    return undefined;
  } catch (caught) {
    if (caught instanceof ContentError) return caught;
    throw caught;
  }
}
const problems = (root: string) => error(root)?.problems ?? [];

/** Sets the value at a dotted path (`cooperative.address.street`, `partners.0.name`). */
// biome-ignore lint/suspicious/noExplicitAny: tests edit arbitrary JSON on purpose
function set(data: any, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce((object, key) => object[key], data);
  parent[last] = value;
}

describe('text limits', () => {
  it('stops a megabyte headline with the field and the limit, in a short message', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.hero.headline = 'x'.repeat(1_000_000);
    });
    const found = error(f.root);
    expect(found?.problems).toEqual([
      `${SITE}: hero.headline: is "${'x'.repeat(40)}…" (1,000,000 characters); expected at most 90 characters`,
    ]);
    expect(found?.message.length).toBeLessThan(200);
  });

  const site: [string, number][] = [
    ['campaign', 30],
    ['slogan', 120],
    ['hero.headline', 90],
    ['hero.subtext', 320],
    ['successFactors.1.title', 60],
    ['successFactors.1.text', 320],
    ['cooperative.name', 80],
    ['cooperative.legalForm', 60],
    ['cooperative.address.street', 60],
    ['cooperative.address.locality', 40],
    ['cooperative.address.country', 40],
    ['cooperative.register.office', 100],
    ['cooperative.president', 60],
  ];
  it.each(site)('site.json %s: at most %i characters', (path, limit) => {
    const f = contentFixture();
    f.editSite((s) => set(s, path, 'a'.repeat(limit)));
    expect(problems(f.root)).toEqual([]);
    f.editSite((s) => set(s, path, 'a'.repeat(limit + 1)));
    const shown = path.replace(/\.(\d+)/g, '[$1]');
    expect(problems(f.root)).toEqual([
      `${SITE}: ${shown}: is "${limit + 1 > 40 ? `${'a'.repeat(40)}…` : 'a'.repeat(limit + 1)}" (${limit + 1} characters); expected at most ${limit} characters`,
    ]);
  });

  it('counts the characters after trimming the spaces around them', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.campaign = `  ${'a'.repeat(30)}  `;
    });
    expect(problems(f.root)).toEqual([]);
  });

  it('limits the municipality’s name and the partners’ names', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.name = 'N'.repeat(31);
      m.partners[2].name = 'P'.repeat(61);
    });
    expect(problems(f.root)).toEqual([
      `${TALWIL}: name: is "${'N'.repeat(31)}" (31 characters); expected at most 30 characters`,
      `${TALWIL}: partners[2].name: is "${'P'.repeat(40)}…" (61 characters); expected at most 60 characters`,
    ]);
  });

  it('limits the heat-pump chart’s labels and sources', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[0].label = 'L'.repeat(41);
      index.series[0].source = 'S'.repeat(201);
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[0].label: is "${'L'.repeat(40)}…" (41 characters); expected at most 40 characters`,
      `${INDEX}: series[0].source: is "${'S'.repeat(40)}…" (201 characters); expected at most 200 characters`,
    ]);
  });

  it('limits the email address and the URLs', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.cooperative.email = `${'a'.repeat(20)}@example.ch`;
      s.links.booking = `https://buchen.example/${'a'.repeat(300)}`;
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: cooperative.email: is "${'a'.repeat(20)}@example.ch"; expected an email address of at most 30 characters`,
      `${SITE}: links.booking: is "https://buchen.example/${'a'.repeat(17)}…"; expected an https:// URL of at most 300 characters`,
    ]);
  });
});

describe('placeholders in the copy of site.json', () => {
  it('names a placeholder that is not closed', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.hero.headline = 'Gemeinsam in {municipality';
      s.successFactors[3].text = '{target Häuser} zusammen in {municipality}.';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: hero.headline: is "Gemeinsam in {municipality"; "{municipality" is not closed; expected a placeholder written like {municipality}`,
      `${SITE}: successFactors[3].text: is "{target Häuser} zusammen in {municipalit…"; expected a text whose only placeholders are {municipality}, {target}`,
    ]);
  });

  it('names a brace that opens no placeholder', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.hero.subtext = 'Wir {bauen { mehr}';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: hero.subtext: is "Wir {bauen { mehr}"; "{bauen" is not closed; expected a placeholder written like {bauen}`,
      `${SITE}: hero.subtext: is "Wir {bauen { mehr}"; expected a text whose only placeholders are {municipality}, {target}`,
    ]);
  });
});

describe('number ranges', () => {
  it('refuses 1e308 and a thousandfold rise as index values', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[0].values[2] = 1e308;
      index.series[1].values[3] = 1001;
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[0].values[2]: is 1e+308; expected an index value (a number from 0 to 1000; the first year is 1)`,
      `${INDEX}: series[1].values[3]: is 1001; expected an index value (a number from 0 to 1000; the first year is 1)`,
    ]);
  });

  it('refuses a number JSON reads as infinite', () => {
    const f = contentFixture();
    const file = join(f.root, INDEX);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"values": [1, 2, 3, 4]', '"values": [1, 2, 1e999, 4]'),
    );
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[0].values[2]: is Infinity; expected an index value (a number from 0 to 1000; the first year is 1)`,
    ]);
  });

  it('limits house counts and the target to the single-family houses of one municipality', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.renewableWithoutProject = 1_000_001;
      m.housesAxis = { min: 0, max: 2_000_000 };
    });
    expect(problems(f.root)).toEqual([
      `${TALWIL}: renewableWithoutProject: is 1000001; expected a number of at most 1,000,000`,
      `${TALWIL}: housesAxis.max: is 2000000; expected a number of at most 1,000,000`,
    ]);
    const g = contentFixture();
    g.editMunicipality((m) => {
      m.target = 1_000_001;
    });
    expect(problems(g.root)).toEqual([
      `${TALWIL}: target: is 1000001; expected a number of at most 1,000,000`,
      `${TALWIL}: target: is 1000001; expected at most the 600 fossil-heated houses`,
    ]);
  });

  it('keeps years in a realistic window', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.copyrightYear = 2101;
    });
    f.editHeatPumpIndex((index) => {
      index.years = [1999, 2000, 2001, 2002];
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: copyrightYear: is 2101; expected a year from 2000 to 2100`,
      `${INDEX}: years[0]: is 1999; expected a year from 2000 to 2100`,
    ]);
  });

  it('limits a chart to the years it can label', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.startYear = 2060;
      m.renewableHistory = Array.from({ length: 31 }, (_, i) => ({ year: 2029 + i, houses: 150 }));
    });
    expect(problems(f.root)).toEqual([
      `${TALWIL}: renewableHistory: lists 31 years; expected at most 30, what the houses chart can label`,
    ]);
  });
});

describe('a long list of problems', () => {
  it('keeps every problem and prints the first fifty and a count', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[0].values = Array(100_000).fill('x');
    });
    const found = error(f.root);
    expect(found?.problems.length).toBeGreaterThanOrEqual(100_000);
    expect(found?.problems[0]).toBe(
      `${INDEX}: series[0].values[0]: is "x"; expected an index value (a number from 0 to 1000; the first year is 1)`,
    );
    const lines = found?.message.split('\n') ?? [];
    expect(lines).toHaveLength(52);
    expect(lines[51]).toBe(
      `  … and ${((found?.problems.length ?? 0) - 50).toLocaleString('en')} more problems`,
    );
  });
});
