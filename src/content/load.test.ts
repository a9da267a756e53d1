import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_ROOT, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { problemsOf } from '../../tests/support/content-problems.ts';
import { loadContent } from './load.ts';
import { formatPath } from './path.ts';

const SITE = 'content/site.json';
const TALWIL = 'content/municipalities/talwil.json';

/** The problems loadContent reports for the fixture, or [] when it is valid. */
const problems = (root: string, slug = FIXTURE_SLUG) => problemsOf(() => loadContent(root, slug));

/** The line of a content file below `root` that first contains `text`, as the problems name it. */
const lineIn = (root: string) => (file: string, text: string) =>
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

describe('loadContent', () => {
  it('accepts the fixture set', () => {
    const content = loadContent(FIXTURE_ROOT, FIXTURE_SLUG);
    expect(content.slug).toBe('talwil');
    expect(content.municipality.name).toBe('Talwil');
    expect(content.site.cooperative.address.locality).toBe('Zürich');
  });

  it('reports a missing field with file and path', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      delete m.housing.total;
    });
    expect(problems(f.root)).toEqual([`${TALWIL}: housing.total: is missing; expected a whole number`]);
  });

  it('reports a wrong type', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.target = '100';
    });
    expect(problems(f.root)).toEqual([`${TALWIL}: target: is "100"; expected a whole number`]);
  });

  it('reports renewable + fossil that do not add up to the total, at the fossil field', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.housing.fossil = 590;
    });
    expect(problems(f.root)).toEqual([
      `${TALWIL}: housing.fossil: is 590; expected total − renewable = 600 (renewable + fossil must equal total 800)`,
    ]);
  });

  it('reports a missing year in the history', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.renewableHistory.splice(1, 1); // drops 2023
    });
    expect(problems(f.root)).toContainEqual(
      expect.stringMatching(`^${TALWIL}: renewableHistory\\[1\\].year: .*year 2023 is missing`),
    );
  });

  it('reports a history that does not end the year before the start', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.startYear = 2028;
    });
    expect(problems(f.root)).toEqual([
      `${TALWIL}: renewableHistory: ends with 2024; expected it to end with 2027, the year before startYear`,
    ]);
  });

  it('reports a URL that is not https', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.partners[3].url = 'http://waermepumpen.example';
    });
    f.editSite((s) => {
      s.links.booking = 'ftp://termine.example';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: links.booking: is "ftp://termine.example"; expected an https:// URL`,
      `${TALWIL}: partners[3].url: is "http://waermepumpen.example"; expected an https:// URL`,
    ]);
  });

  it("lists the page's sections once each, in the page's order", () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.sections.reverse();
      s.sections.pop();
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: sections: lists CallToAction, PartnersSection, SuccessFactorsSection, WilChart, ChartSection, HousingStatsSection; expected each section once, in the page's order: Home, HousingStatsSection, ChartSection, WilChart, SuccessFactorsSection, PartnersSection, CallToAction`,
    ]);
  });

  it('refuses NUL, other control characters and bidirectional controls in any text, naming file, line and field', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.hero.headline = 'Neue Heizung\u0000 für {municipality}';
      s.cooperative.name = 'Genossenschaft \u001b[31m';
    });
    f.editMunicipality((m) => {
      m.partners[1].name = 'Energie\u202Egnuztuhcsnetad';
      m.name = '\u2066Talwil\u2069';
    });
    const lineOf = lineIn(f.root);
    expect(problems(f.root)).toEqual(
      expect.arrayContaining([
        `${SITE}: line ${lineOf(SITE, '"headline"')}: hero.headline: enthält an Stelle 13 das Steuerzeichen U+0000 (NUL); erwartet wird Text ohne Steuerzeichen (oft beim Einfügen mitkopiert: die Stelle neu tippen)`,
        expect.stringMatching(
          new RegExp(
            `^${SITE}: line ${lineOf(SITE, 'Genossenschaft')}: cooperative\\.name: enthält an Stelle 16 das Steuerzeichen U\\+001B;`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^${TALWIL}: line ${lineOf(TALWIL, 'gnuztuhcsnetad')}: partners\\[1\\]\\.name: enthält an Stelle 8 das unsichtbare Steuerzeichen U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\)`,
          ),
        ),
        expect.stringMatching(
          new RegExp(`^${TALWIL}: line ${lineOf(TALWIL, '"name": "')}: name: .*U\\+2066`),
        ),
      ]),
    );
    expect(problems(f.root)).toHaveLength(4);
  });

  it('refuses a quote mark, an angle bracket or javascript: in a URL field, naming file, line and field', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.siteUrl = 'https://100in100.example/"><script>alert(1)</script>';
      s.links.linkedin = 'https://www.linkedin.example/redirect?to=javascript:alert(1)';
    });
    f.editMunicipality((m) => {
      m.partners[0].url = 'https://partner.example/<b>';
    });
    const lineOf = lineIn(f.root);
    expect(problems(f.root)).toEqual([
      `${SITE}: line ${lineOf(SITE, '"siteUrl"')}: siteUrl: ist "https://100in100.example/\\"><script>alert(1)</script>" und enthält " an Stelle 26; erwartet wird eine https://-Adresse ohne " < > (in einer Adresse als %22 %3C %3E geschrieben)`,
      `${SITE}: line ${lineOf(SITE, '"linkedin"')}: links.linkedin: enthält "javascript:" an Stelle 42; erwartet wird eine https://-Adresse ohne Skript`,
      `${TALWIL}: line ${lineOf(TALWIL, 'partner.example/<b>')}: partners[0].url: ist "https://partner.example/<b>" und enthält < an Stelle 25; erwartet wird eine https://-Adresse ohne " < > (in einer Adresse als %22 %3C %3E geschrieben)`,
    ]);
  });

  it('reports a malformed email', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.cooperative.email = 'kontakt(at)100in100.ch';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: cooperative.email: is "kontakt(at)100in100.ch"; expected an email address like name@example.ch`,
    ]);
  });

  it('reports a UID in the wrong format or with a wrong check digit', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.cooperative.register.uid = 'CHE109322551';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: cooperative.register.uid: is "CHE109322551"; expected a UID written like CHE-123.456.789`,
    ]);
    f.editSite((s) => {
      s.cooperative.register.uid = 'CHE-109.322.552';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: cooperative.register.uid: is "CHE-109.322.552"; expected a UID whose last digit is its check digit (mistyped?)`,
    ]);
    f.editSite((s) => {
      s.cooperative.register.uid = 'CHE-109.322.551'; // a real, valid UID
    });
    expect(problems(f.root)).toEqual([]);
  });

  it('requires the imprint facts: register office and president', () => {
    const f = contentFixture();
    f.editSite((s) => {
      delete s.cooperative.register.office;
      s.cooperative.president = ' ';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: cooperative.register.office: is missing; expected a text`,
      `${SITE}: cooperative.president: is ""; expected a text that is not empty`,
    ]);
  });

  it('reports a misspelt key instead of ignoring it', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.nmae = 'Diepoldsau';
    });
    expect(problems(f.root)).toEqual([
      `${TALWIL}: (file): has the unknown key "nmae"; expected only the keys the schema knows (misspelt?)`,
    ]);
  });

  it('reports a partner logo that is not in public/', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.partners[0].logo = '/partners/missing.svg';
    });
    expect(problems(f.root)).toEqual([
      `${TALWIL}: partners[0].logo: is "/partners/missing.svg"; expected a file that exists in public/ (public/partners/missing.svg does not)`,
    ]);
  });

  it('reports broken JSON with the file', () => {
    const f = contentFixture();
    writeFileSync(join(f.root, SITE), '{ "campaign": ');
    expect(problems(f.root)).toEqual([
      `${SITE}: line 1, column 15: not valid JSON: expected a value (a text in "", a number, true, false, null, [ or {), found the end of the file`,
    ]);
  });

  it('reports a key given twice, with its line, instead of keeping the last', () => {
    const f = contentFixture();
    const file = join(f.root, SITE);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/\n {2}"slogan"/, '\n  "campaign": "Zweitname",\n  "slogan"'),
    );
    expect(problems(f.root)).toEqual([
      `${SITE}: line 4: campaign: is given twice (first on line 3); expected each key once (JSON keeps only the last)`,
    ]);
  });

  it('accepts a file saved with a byte-order mark', () => {
    const f = contentFixture();
    const file = join(f.root, SITE);
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
    expect(problems(f.root)).toEqual([]);
  });

  it('names a file saved in another encoding than UTF-8', () => {
    const f = contentFixture();
    const file = join(f.root, SITE);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, Buffer.from(text, 'latin1'));
    expect(problems(f.root)).toEqual([
      `${SITE}: line 3, column 17: is not UTF-8 (saved as Windows-1252 or Latin-1?); expected a file saved as UTF-8`,
    ]);
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(problems(f.root)).toEqual([`${SITE}: is saved as UTF-16; expected a file saved as UTF-8`]);
  });

  it('refuses a file far larger than content needs, before reading it', () => {
    const f = contentFixture();
    writeFileSync(join(f.root, SITE), `"${'x'.repeat(3 * 1024 * 1024)}"`);
    expect(problems(f.root)).toEqual([`${SITE}: is 3.0 MB; expected a file of at most 2.0 MB`]);
  });

  it('reports an unknown placeholder in copy', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.hero.headline = 'Gemeinsam in {gemeinde}';
    });
    expect(problems(f.root)).toEqual([
      `${SITE}: hero.headline: is "Gemeinsam in {gemeinde}"; expected a text whose only placeholders are {municipality}, {target}`,
    ]);
  });

  it('names the known municipalities for an unknown slug', () => {
    expect(problems(FIXTURE_ROOT, 'atlantis')).toEqual([
      'MUNICIPALITY=atlantis: there is no content/municipalities/atlantis.json; the municipalities that exist: talwil',
    ]);
  });

  it('reports every problem of every file at once', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.cooperative.email = 'nope';
    });
    f.editMunicipality((m) => {
      m.housing.fossil = 1;
      m.target = 0;
    });
    expect(problems(f.root)).toHaveLength(3);
  });
});

describe('formatPath', () => {
  it('writes paths as an editor finds them', () => {
    expect(formatPath(['partners', 2, 'url'])).toBe('partners[2].url');
    expect(formatPath([])).toBe('(file)');
  });
});

const INDEX = 'content/heat-pump-index.json';

describe('loadContent: content/heat-pump-index.json', () => {
  it('accepts the fixture index', () => {
    const { heatPumpIndex } = loadContent(FIXTURE_ROOT, FIXTURE_SLUG);
    expect(heatPumpIndex.years).toEqual([2021, 2022, 2023, 2024]);
    expect(heatPumpIndex.series.map((s) => s.label)).toEqual([
      'Reihe A',
      'Reihe B',
      'Reihe C',
      'Reihe D',
      'Reihe E',
      'Reihe F',
    ]);
    expect(heatPumpIndex.series[1]).toEqual({
      key: 'schweizSchaetzungGemini',
      label: 'Reihe B',
      source: 'Quelle B',
      values: [1, 1.5, 2, 2.5],
      minus: [1, 1.2, 1.4, 1.6],
    });
  });

  it('reports a bad value with file and path', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[2].values[3] = 'viel';
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[2].values[3]: is "viel"; expected an index value (a number from 0 to 1000; the first year is 1)`,
    ]);
  });

  it('allows one highlighted series, which names its line end', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[1].highlight = true;
      delete index.series[1].endLabel;
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[1].endLabel: is missing; expected the short name written at the end of the highlighted line`,
      `${INDEX}: series[1].highlight: is true; expected one highlighted series at most (series[0] is)`,
    ]);
  });

  it('reports a negative value in a Minus line', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[1].minus[2] = -0.5;
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[1].minus[2]: is -0.5; expected an index value (a number from 0 to 1000; the first year is 1)`,
    ]);
  });

  it('reports a Minus value above its Plus value', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[4].minus[2] = 2.5;
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[4].minus[2]: is 2.5; expected at most 2, the upper estimate in values[2]`,
    ]);
  });

  it('reports a series that is not indexed to the first year', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[3].values[0] = 1.2;
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[3].values[0]: is 1.2; expected 1: every series is indexed to its first year (2021 = 1)`,
    ]);
  });

  it('reports a series with a value missing', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[0].values.pop();
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[0].values: lists 3 values; expected 4, one per year 2021-2024`,
    ]);
  });

  it('reports a series twice, and the one that is then missing', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[4].key = 'verkaufteWPSchweiz';
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[4].key: is "verkaufteWPSchweiz"; expected each series once (it is already series[3])`,
      expect.stringMatching(
        `^${INDEX}: series: lacks "SchweizEnergyReporter"; expected each of the six series`,
      ),
    ]);
  });

  it('asks for a source once a series is no longer a placeholder', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      delete index.series[2].placeholder;
    });
    expect(problems(f.root)).toEqual([
      `${INDEX}: series[2].source: is missing; expected the source of the data (or "placeholder": true while there is none)`,
    ]);
  });

  it('reports a missing file', () => {
    const f = contentFixture();
    rmSync(join(f.root, INDEX));
    expect(problems(f.root)).toEqual([`${INDEX}: file not found`]);
  });
});

describe('loadContent: the houses axis override', () => {
  it('is optional and accepted when it holds every value', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.housesAxis = { min: 100, max: 300 };
    });
    expect(problems(f.root)).toEqual([]);
  });

  it('must hold every value of the chart', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.housesAxis = { min: 160, max: 240 };
    });
    expect(problems(f.root)).toEqual([
      `${TALWIL}: housesAxis.min: is 160; expected at most 150, the smallest value the houses chart shows`,
      `${TALWIL}: housesAxis.max: is 240; expected at least 250, the largest value the houses chart shows`,
    ]);
  });

  it('needs min below max', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.housesAxis = { min: 480, max: 180 };
    });
    expect(problems(f.root)).toEqual([`${TALWIL}: housesAxis: is 480-180; expected min below max`]);
  });
});
