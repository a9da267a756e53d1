import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_ROOT, FIXTURE_SLUG, lineIn } from '../../tests/support/content-fixture.ts';
import { loadProblems } from '../../tests/support/content-problems.ts';
import { loadContent } from './load.ts';

const SITE = 'content/site.json';
const THALWIL = 'content/municipalities/thalwil.json';

describe('loadContent', () => {
  it('accepts the fixture set', () => {
    const content = loadContent(FIXTURE_ROOT, FIXTURE_SLUG);
    expect(content.slug).toBe('thalwil');
    expect(content.municipality.name).toBe('Thalwil');
    expect(content.site.cooperative.address.locality).toBe('Zürich');
  });

  it('reports a missing field with file and path', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      delete m.housing.total;
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 4, Spalte 14: Einfamilienhäuser, total: Das Feld "total" fehlt. Erwartet eine Zahl, z. B. "total": 1567.`,
    ]);
  });

  it('reports a wrong type', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.target = '100';
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 9, Spalte 13: Ziel: Hier steht der Text "100". Erwartet eine Zahl ohne Anführungszeichen und ohne Apostroph, z. B. 100.`,
    ]);
  });

  it('reports renewable + fossil that do not add up to the total, at the fossil field', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.housing.fossil = 590;
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 7, Spalte 15: Einfamilienhäuser, fossil geheizt: Erneuerbar 200 + fossil 590 = 790, aber total ist 800. Erwartet, dass beide zusammen das Total ergeben: fossil 600 (oder total 790).`,
    ]);
  });

  it('reports a missing year in the history', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.renewableHistory.splice(1, 1); // drops 2023
    });
    // One message naming the missing year, and none for the years after it.
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 19, Spalte 15: Verlauf, Eintrag 2, Jahr: Das Jahr 2023 fehlt (nach 2022 folgt hier 2024). Erwartet jedes Jahr ohne Lücke: 2023 vor diesem Eintrag ergänzen.`,
    ]);
  });

  it('reports a history that does not end the year before the start', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.campaign.start = '2028-03-02';
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 23, Spalte 15: Verlauf, Eintrag 3, Jahr: Der Verlauf endet mit 2024, die Kampagne beginnt 2028. Erwartet als letzten Eintrag das Jahr 2027, das Jahr vor dem Start.`,
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
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 25, Spalte 16: Links, Termin buchen: Hier steht der Text "ftp://termine.example". Erwartet eine vollständige Webadresse, die mit https:// beginnt, z. B. "https://termine.100in100.ch".`,
      `${THALWIL}, Zeile 50, Spalte 14: Partner 4, Webadresse: Hier steht der Text "http://waermepumpen.example". Erwartet eine vollständige Webadresse, die mit https:// beginnt, z. B. "https://www.diepoldsau.ch".`,
    ]);
  });

  it("lists the page's sections once each, in the page's order", () => {
    const f = contentFixture();
    const order: string[] = [];
    f.editSite((s) => {
      order.push(...s.sections.map((section: { id: string }) => section.id));
      s.sections.reverse();
      s.sections.pop();
    });
    // The fixture's order is the page's: Home, HousingStatsSection, …, CallToAction.
    expect(order.slice(0, 2)).toEqual(['Home', 'HousingStatsSection']);
    const named = [...order].reverse().slice(0, -1).join(', ');
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile ${lineIn(f.root, SITE, '"sections"')}, Spalte 15: Abschnitte: Die Liste nennt ${named}. Erwartet jeden Abschnitt einmal, in der Reihenfolge der Seite: ${order.join(', ')}.`,
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
      m.name = '\u2066Thalwil\u2069';
    });
    const lineOf = (file: string, text: string) => lineIn(f.root, file, text);
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile ${lineOf(SITE, '"name": "Genossenschaft')}, Spalte 13: Genossenschaft, Name: Der Text enthält an Stelle 16 das Steuerzeichen U+001B, oft beim Einfügen mitkopiert. Erwartet Text ohne Steuerzeichen: die Stelle löschen und neu tippen.`,
      `${SITE}, Zeile ${lineOf(SITE, '"headline"')}, Spalte 17: Startbereich, Überschrift: Der Text enthält an Stelle 13 das Steuerzeichen U+0000 (NUL), oft beim Einfügen mitkopiert. Erwartet Text ohne Steuerzeichen: die Stelle löschen und neu tippen.`,
      `${THALWIL}, Zeile ${lineOf(THALWIL, '"name": "')}, Spalte 11: Name der Gemeinde: Der Text enthält an Stelle 1 das unsichtbare Steuerzeichen U+2066 (LEFT-TO-RIGHT ISOLATE), das ihn in anderer Reihenfolge zeigt, als er gespeichert ist. Erwartet Text ohne Steuerzeichen: die Stelle löschen und neu tippen.`,
      `${THALWIL}, Zeile ${lineOf(THALWIL, 'gnuztuhcsnetad')}, Spalte 15: Partner 2, Name: Der Text enthält an Stelle 8 das unsichtbare Steuerzeichen U+202E (RIGHT-TO-LEFT OVERRIDE), das ihn in anderer Reihenfolge zeigt, als er gespeichert ist. Erwartet Text ohne Steuerzeichen: die Stelle löschen und neu tippen.`,
    ]);
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
    const lineOf = (file: string, text: string) => lineIn(f.root, file, text);
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile ${lineOf(SITE, '"siteUrl"')}, Spalte 14: Adresse der Website: Die Adresse enthält " an Stelle 26. Erwartet eine https://-Adresse ohne " < > (in einer Adresse als %22 %3C %3E geschrieben).`,
      `${SITE}, Zeile ${lineOf(SITE, '"linkedin"')}, Spalte 17: Links, LinkedIn: Die Adresse enthält "javascript:" an Stelle 42. Erwartet eine https://-Adresse ohne Skript.`,
      `${THALWIL}, Zeile ${lineOf(THALWIL, 'partner.example/<b>')}, Spalte 14: Partner 1, Webadresse: Die Adresse enthält < an Stelle 25. Erwartet eine https://-Adresse ohne " < > (in einer Adresse als %22 %3C %3E geschrieben).`,
    ]);
  });

  it('reports a malformed email', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.cooperative.email = 'kontakt(at)100in100.ch';
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 16, Spalte 14: Genossenschaft, E-Mail: Hier steht der Text "kontakt(at)100in100.ch". Erwartet eine E-Mail-Adresse wie kontakt@100in100.ch, z. B. "kontakt@100in100.ch".`,
    ]);
  });

  it('reports a UID in the wrong format or with a wrong check digit', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.cooperative.register.uid = 'CHE109322551';
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 20, Spalte 14: Genossenschaft, Handelsregister, UID: Hier steht der Text "CHE109322551". Erwartet eine UID wie CHE-116.281.710, deren letzte Ziffer die Prüfziffer ist, z. B. "CHE-116.281.710".`,
    ]);
    f.editSite((s) => {
      s.cooperative.register.uid = 'CHE-109.322.552';
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 20, Spalte 14: Genossenschaft, Handelsregister, UID: Die letzte Ziffer von "CHE-109.322.552" ist nicht die Prüfziffer (vertippt?). Erwartet die UID genau so, wie sie im Handelsregister steht.`,
    ]);
    f.editSite((s) => {
      s.cooperative.register.uid = 'CHE-109.322.551'; // a real, valid UID
    });
    expect(loadProblems(f.root)).toEqual([]);
  });

  it('requires the imprint facts: register office and president', () => {
    const f = contentFixture();
    f.editSite((s) => {
      delete s.cooperative.register.office;
      s.cooperative.president = ' ';
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 18, Spalte 17: Genossenschaft, Handelsregister, Amt: Das Feld "office" fehlt. Erwartet einen Text in Anführungszeichen, z. B. "office": "Handelsregister des Kantons Appenzell Ausserrhoden".`,
      `${SITE}, Zeile 21, Spalte 18: Genossenschaft, Präsidium: Der Text ist leer. Erwartet einen Text, z. B. "Anna Muster".`,
    ]);
  });

  it('reports a misspelt key instead of ignoring it', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.nmae = 'Diepoldsau';
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 68, Spalte 3: Das Feld "nmae" gibt es hier nicht. Vertippt? Gemeint ist wohl "name". Erwartet nur diese Felder: "name", "bfsNumber", "published", "housing", "target", "campaign", "progress", "result", "renewableHistory", "renewableWithoutProject", "housesAxis", "partners".`,
    ]);
  });

  it('reports a missing logo together with the file’s other mistakes', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.target = 'fünfzig';
      m.partners[0].logo = '/partners/missing.svg';
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 9, Spalte 13: Ziel: Hier steht der Text "fünfzig". Erwartet eine Zahl, z. B. 100.`,
      `${THALWIL}, Zeile 33, Spalte 15: Partner 1, Logo: Die Datei public/partners/missing.svg gibt es nicht. Erwartet eine Logo-Datei, die im Ordner public/partners/ liegt (Name gleich geschrieben, auch Gross- und Kleinbuchstaben).`,
    ]);
  });

  it('reports a partner logo that is not in public/', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.partners[0].logo = '/partners/missing.svg';
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 33, Spalte 15: Partner 1, Logo: Die Datei public/partners/missing.svg gibt es nicht. Erwartet eine Logo-Datei, die im Ordner public/partners/ liegt (Name gleich geschrieben, auch Gross- und Kleinbuchstaben).`,
    ]);
  });

  it('reports broken JSON with the file', () => {
    const f = contentFixture();
    writeFileSync(join(f.root, SITE), '{ "campaign": ');
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 1, Spalte 15: Name der Kampagne: Hier fehlt ein Wert. Erwartet einen Text in "doppelten Anführungszeichen", eine Zahl, true, false, [ oder {.`,
    ]);
  });

  it('reports a key given twice, with its line, instead of keeping the last', () => {
    const f = contentFixture();
    const file = join(f.root, SITE);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/\n {2}"slogan"/, '\n  "campaign": "Zweitname",\n  "slogan"'),
    );
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 4, Spalte 3: Name der Kampagne: Das Feld "campaign" steht zweimal in diesem Block (zuerst in Zeile 3). Erwartet jedes Feld nur einmal: sonst gilt stillschweigend nur das letzte.`,
    ]);
  });

  it('accepts a file saved with a byte-order mark', () => {
    const f = contentFixture();
    const file = join(f.root, SITE);
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
    expect(loadProblems(f.root)).toEqual([]);
  });

  it('names a file saved in another encoding than UTF-8', () => {
    const f = contentFixture();
    const file = join(f.root, SITE);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, Buffer.from(text, 'latin1'));
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 3, Spalte 17: Hier steht ein Zeichen, das nicht UTF-8 ist (als Windows-1252 oder Latin-1 gespeichert?). Erwartet: im Editor als «UTF-8» speichern.`,
    ]);
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(loadProblems(f.root)).toEqual([
      `${SITE}: Die Datei ist als UTF-16 gespeichert. Erwartet: im Editor als «UTF-8» speichern.`,
    ]);
  });

  it('refuses a file far larger than content needs, before reading it', () => {
    const f = contentFixture();
    writeFileSync(join(f.root, SITE), `"${'x'.repeat(3 * 1024 * 1024)}"`);
    expect(loadProblems(f.root)).toEqual([
      `${SITE}: Die Datei ist 3.0 MB gross. Erwartet höchstens 2.0 MB: ist aus Versehen etwas Grosses hineinkopiert worden?`,
    ]);
  });

  it('reports an unknown placeholder in copy', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.hero.headline = 'Gemeinsam in {gemeinde}';
    });
    expect(loadProblems(f.root)).toEqual([
      `${SITE}, Zeile 30, Spalte 17: Startbereich, Überschrift: Der Platzhalter {gemeinde} ist unbekannt. Erwartet nur {municipality}, {target}, {campaign} (genau so geschrieben).`,
    ]);
  });

  it('asks for a required placeholder exactly once: the page puts its figure there', () => {
    const f = contentFixture();
    f.editSite((s) => {
      s.wilChart.targetShare = 'Das Ziel: {target} von {total} Häusern.';
    });
    expect(loadProblems(f.root)).toEqual([
      expect.stringMatching(
        /Satz zum Anteil des Ziels: Der Platzhalter \{share\} fehlt\. Erwartet ihn genau so im Text\.$/,
      ),
    ]);
    f.editSite((s) => {
      s.wilChart.targetShare = '{share} des Bestands, also {share}.';
    });
    expect(loadProblems(f.root)).toEqual([
      expect.stringMatching(
        /Satz zum Anteil des Ziels: Der Platzhalter \{share\} steht 2-mal im Text\. Erwartet ihn genau einmal\.$/,
      ),
    ]);
  });

  it('names the known municipalities for an unknown slug', () => {
    expect(loadProblems(FIXTURE_ROOT, 'atlantis')).toEqual([
      'MUNICIPALITY=atlantis: Die Datei content/municipalities/atlantis.json gibt es nicht. Erwartet eine dieser Gemeinden: thalwil',
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
    expect(loadProblems(f.root)).toHaveLength(3);
  });
});

describe('loadContent: rules the spec implies', () => {
  it('refuses two partners of the same type, at the second, naming the type without a partner', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.partners[4].type = 'energy-supplier';
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 55, Spalte 15: Partner 5, Typ: Der Typ "energy-supplier" (Energieversorger) steht schon bei Partner 3. Erwartet jeden Typ genau einmal; noch ohne Partner: "data-company" (Datenfirma).`,
    ]);
  });

  it('refuses a year given twice in the history, once, and a year out of order', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.renewableHistory[1].year = 2022;
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 19, Spalte 15: Verlauf, Eintrag 2, Jahr: Hier steht 2022, nach 2022. Das Jahr 2022 steht damit zweimal. Erwartet 2023: jedes Jahr einmal, ohne Lücke.`,
    ]);
    f.editMunicipality((m) => {
      m.renewableHistory[1].year = 2021;
      m.renewableHistory.push({ year: 2024, houses: 190 });
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 19, Spalte 15: Verlauf, Eintrag 2, Jahr: Hier steht 2021, nach 2022. Erwartet 2023: jedes Jahr einmal, ohne Lücke.`,
      `${THALWIL}, Zeile 27, Spalte 15: Verlauf, Eintrag 4, Jahr: Das Jahr 2024 steht zweimal. Erwartet jedes Jahr nur einmal: einen der beiden Einträge löschen.`,
    ]);
  });

  it('refuses a target above the fossil-heated houses', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.target = 601;
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 9, Spalte 13: Ziel: Das Ziel 601 ist grösser als die 600 fossil geheizten Häuser. Erwartet höchstens 600: umstellen lassen sich nur fossil geheizte Häuser.`,
    ]);
  });

  it('refuses a URL that is not absolute', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.partners[0].url = 'www.thalwil.ch';
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 32, Spalte 14: Partner 1, Webadresse: Hier steht der Text "www.thalwil.ch". Erwartet eine vollständige Webadresse, die mit https:// beginnt, z. B. "https://www.diepoldsau.ch".`,
    ]);
  });

  it('names a trailing comma at the comma, and a comment, with line and column', () => {
    const f = contentFixture();
    const file = join(f.root, THALWIL);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('"fossil": 600', '"fossil": 600,'));
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 7, Spalte 18: Einfamilienhäuser, fossil geheizt: Komma nach dem letzten Eintrag. Erwartet kein Komma vor der schliessenden Klammer: dieses Komma löschen.`,
    ]);
    writeFileSync(file, text.replace('"target": 50,', '"target": 50, // bis Ende Jahr'));
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 9, Spalte 17: Hier steht ein Kommentar. Kommentare sind in den Inhaltsdateien nicht erlaubt: bitte löschen.`,
    ]);
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
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 48, Spalte 9: Reihe 3, Wert 4: Hier steht der Text "viel". Erwartet eine Zahl, z. B. 1.25.`,
    ]);
  });

  it('allows one highlighted series, which names its line end', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[1].highlight = true;
      delete index.series[1].endLabel;
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 23, Spalte 5: Reihe 2, Name am Linienende: Das Feld "endLabel" fehlt. Erwartet den kurzen Namen am Ende der hervorgehobenen Linie, z. B. "endLabel": "Musterwil".`,
      `${INDEX}, Zeile 39, Spalte 20: Reihe 2, Hervorgehoben: Hier steht true, aber Reihe 1 ist schon hervorgehoben. Erwartet höchstens eine hervorgehobene Reihe.`,
    ]);
  });

  it('reports a negative value in a Minus line', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[1].minus[2] = -0.5;
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 36, Spalte 9: Reihe 2, Unterer Wert 3: Hier steht die Zahl -0.5. Erwartet eine Zahl von mindestens 0, z. B. 1.25.`,
    ]);
  });

  it('reports a Minus value above its Plus value', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[4].minus[2] = 2.5;
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 75, Spalte 9: Reihe 5, Unterer Wert 3: Der untere Wert 2.5 ist grösser als der obere 2 (Werte, Wert 3). Erwartet höchstens 2.`,
    ]);
  });

  it('reports a series that is not indexed to the first year', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[3].values[0] = 1.2;
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 56, Spalte 9: Reihe 4, Wert 1: Hier steht 1.2. Erwartet 1: jede Reihe beginnt im ersten Jahr (2021) mit 1.`,
    ]);
  });

  it('reports a series with a value missing', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[0].values.pop();
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 16, Spalte 17: Reihe 1, Werte: Die Liste hat 3 Werte. Erwartet 4, einen pro Jahr von 2021 bis 2024.`,
    ]);
  });

  it('reports a series twice', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[4].key = 'verkaufteWPSchweiz';
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 63, Spalte 14: Reihe 5, Schlüssel: Die Reihe "verkaufteWPSchweiz" steht schon als Reihe 4. Erwartet jede Reihe nur einmal.`,
    ]);
  });

  it('takes a series of its own key, and refuses a key that is not one word', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series[4].key = 'musterwilGesuche';
    });
    expect(loadProblems(f.root)).toEqual([]);
    f.editHeatPumpIndex((index) => {
      index.series[4].key = 'Musterwil Gesuche';
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 63, Spalte 14: Reihe 5, Schlüssel: Hier steht der Text "Musterwil Gesuche". Erwartet ein Wort aus Buchstaben und Ziffern, ohne Leerzeichen, z. B. "verkaufteWPSchweiz".`,
    ]);
  });

  it('refuses a seventh series: the chart has six colours and markers', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      index.series.push({ ...index.series[5], key: 'siebte' });
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 9, Spalte 13: Reihen: Die Liste hat 7 Einträge. Erwartet höchstens 6.`,
    ]);
  });

  it('asks for a source once a series is no longer a placeholder', () => {
    const f = contentFixture();
    f.editHeatPumpIndex((index) => {
      delete index.series[2].placeholder;
    });
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}, Zeile 40, Spalte 5: Reihe 3, Quelle: Das Feld "source" fehlt. Erwartet die Quelle der Zahlen, z. B. "source": "Gemeinde Musterwil (Baugesuche)", oder "placeholder": true, solange es keine gibt.`,
    ]);
  });

  it('reports a missing file', () => {
    const f = contentFixture();
    rmSync(join(f.root, INDEX));
    expect(loadProblems(f.root)).toEqual([
      `${INDEX}: Die Datei fehlt. Erwartet eine Datei an diesem Ort (Name richtig geschrieben?).`,
    ]);
  });
});

describe('loadContent: the houses axis override', () => {
  it('is optional and accepted when it holds every value', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.housesAxis = { min: 100, max: 300 };
    });
    expect(loadProblems(f.root)).toEqual([]);
  });

  it('must hold every value of the chart', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.housesAxis = { min: 160, max: 240 };
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 69, Spalte 12: Achse des Häuser-Diagramms, Minimum: Hier steht 160, das Diagramm zeigt aber auch 150. Erwartet höchstens 150, den kleinsten Wert des Diagramms.`,
      `${THALWIL}, Zeile 70, Spalte 12: Achse des Häuser-Diagramms, Maximum: Hier steht 240, das Diagramm zeigt aber auch 250. Erwartet mindestens 250, den grössten Wert des Diagramms.`,
    ]);
  });

  it('needs min below max', () => {
    const f = contentFixture();
    f.editMunicipality((m) => {
      m.housesAxis = { min: 480, max: 180 };
    });
    expect(loadProblems(f.root)).toEqual([
      `${THALWIL}, Zeile 68, Spalte 17: Achse des Häuser-Diagramms: Minimum 480 ist nicht kleiner als Maximum 180. Erwartet ein Minimum unter dem Maximum.`,
    ]);
  });
});
