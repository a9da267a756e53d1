import { describe, expect, it } from 'vitest';
import { parseJson } from './json.ts';
import { positions } from './positions.ts';

/** The problems of `source`, each as "line:column path: message", as an editor would find them. */
function problems(source: string): string[] {
  const parsed = parseJson(source);
  const at = positions(parsed.text);
  return parsed.problems.map(({ offset, path, message }) => {
    const { line, column } = at(offset);
    return `${line}:${column} ${path.join('.')}: ${message}`;
  });
}

describe('parseJson', () => {
  it('returns the value of valid JSON and the offset of every node', () => {
    const parsed = parseJson('{ "a": [1, 2.5e1, "x\\u00e4"], "b": { "c": null, "d": true } }');
    expect(parsed).toMatchObject({ value: { a: [1, 25, 'xä'], b: { c: null, d: true } }, problems: [] });
    const b = 'tree' in parsed ? parsed.tree.children?.[1]?.children?.[1] : undefined;
    expect(parsed.text.slice(b?.offset, (b?.offset ?? 0) + (b?.length ?? 0))).toBe(
      '{ "c": null, "d": true }',
    );
  });

  it('accepts a UTF-8 byte-order mark at the start', () => {
    expect(parseJson('\uFEFF{ "name": "Diepoldsau" }')).toMatchObject({
      value: { name: 'Diepoldsau' },
      problems: [],
    });
  });

  it('names every key given twice, at the second, with the line of the first', () => {
    const source =
      '{\n  "hero": {\n    "headline": "A",\n    "headline": "B"\n  },\n  "campaign": 1,\n  "campaign": 2\n}';
    expect(problems(source)).toEqual([
      '4:5 hero.headline: Das Feld "headline" steht zweimal in diesem Block (zuerst in Zeile 3). Erwartet jedes Feld nur einmal: sonst gilt stillschweigend nur das letzte.',
      '7:3 campaign: Das Feld "campaign" steht zweimal in diesem Block (zuerst in Zeile 6). Erwartet jedes Feld nur einmal: sonst gilt stillschweigend nur das letzte.',
    ]);
  });

  it('compares keys by their value, escapes included, and allows one key in different objects', () => {
    expect(problems('{ "a": 1, "\\u0061": 2 }')).toHaveLength(1);
    expect(problems('[{ "year": 2020 }, { "year": 2021 }]')).toEqual([]);
  });

  it('refuses comments, with their offset', () => {
    expect(problems('{\n  "a": 1 // Kommentar\n}')).toEqual([
      '2:10 a: Hier steht ein Kommentar. Kommentare sind in den Inhaltsdateien nicht erlaubt: bitte löschen.',
    ]);
    expect(problems('{ /* x */ "a": 1 }')).toHaveLength(1);
  });

  it.each([
    ['{\n  "a": 1,\n  "b" 2\n}', '3:7 b: Nach dem Feldnamen fehlt der Doppelpunkt. Erwartet "name": Wert.'],
    [
      '{ "a": 1 "b": 2 }',
      '1:10 b: Vor diesem Eintrag fehlt ein Komma. Erwartet ein Komma am Ende des vorherigen Eintrags.',
    ],
    [
      '{ "campaign": ',
      '1:15 campaign: Hier fehlt ein Wert. Erwartet einen Text in "doppelten Anführungszeichen", eine Zahl, true, false, [ oder {.',
    ],
    [
      '{} {}',
      '1:4 : Nach der letzten Klammer steht noch etwas. Erwartet nichts mehr nach der schliessenden } der Datei.',
    ],
    ['', '1:1 : Die Datei ist leer. Erwartet den Inhalt in { }, wie in der Vorlage.'],
    // A trailing comma is named at the comma itself, as "Komma".
    [
      '{\n  "a": [\n    1,\n    2,\n  ],\n  "b": 3,\n}',
      '4:6 a.1: Komma nach dem letzten Eintrag. Erwartet kein Komma vor der schliessenden Klammer: dieses Komma löschen.',
    ],
    [
      '{\n  "b": 3,\n\n}',
      '2:9 b: Komma nach dem letzten Eintrag. Erwartet kein Komma vor der schliessenden Klammer: dieses Komma löschen.',
    ],
    // A text broken by a line break, and a stray backslash.
    [
      '{ "a": "zwei\nZeilen" }',
      '1:8 a: Der Text ist nicht abgeschlossen. Erwartet ein " am Ende des Texts, auf derselben Zeile.',
    ],
    [
      '{ "a": "C:\\xyz" }',
      '1:8 a: Nach dem Backslash \\ steht ein unbekanntes Zeichen. Erwartet \\" für ein Anführungszeichen oder \\\\ für einen Backslash.',
    ],
  ])('names line and column of the first syntax error and what to write: %j', (source, message) => {
    expect(problems(source)).toEqual([message]);
  });

  it('refuses what only JavaScript would accept: single quotes, NaN', () => {
    expect(problems("{ 'a': 1 }")).toHaveLength(1);
    expect(problems('[NaN]')).toHaveLength(1);
  });

  it('refuses nesting deeper than any content file needs, without exhausting the stack', () => {
    expect(problems('['.repeat(100_000))).toEqual([
      '1:33 : Hier ist die Datei tiefer als 32 Ebenen verschachtelt. Erwartet höchstens 32 Ebenen von [ und { (eine Klammer zu viel?).',
    ]);
  });
});
