import { describe, expect, it } from 'vitest';
import { parseJson } from './json.ts';

describe('parseJson', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJson('{ "a": [1, 2.5e1, "x\\u00e4"], "b": { "c": null, "d": true } }')).toEqual({
      value: { a: [1, 25, 'xä'], b: { c: null, d: true } },
      lines: new Map([['["a",2]', 1]]),
      problems: [],
    });
  });

  it('accepts a UTF-8 byte-order mark at the start', () => {
    expect(parseJson('\uFEFF{ "name": "Diepoldsau" }')).toEqual({
      value: { name: 'Diepoldsau' },
      lines: new Map([['["name"]', 1]]),
      problems: [],
    });
  });

  it('names every key given twice, with its path and both lines', () => {
    const source =
      '{\n  "hero": {\n    "headline": "A",\n    "headline": "B"\n  },\n  "campaign": 1,\n  "campaign": 2\n}';
    expect(parseJson(source)).toEqual({
      problems: [
        'line 4: hero.headline: is given twice (first on line 3); expected each key once (JSON keeps only the last)',
        'line 7: campaign: is given twice (first on line 6); expected each key once (JSON keeps only the last)',
      ],
    });
  });

  it('compares keys by their value, escapes included', () => {
    expect(parseJson('{ "a": 1, "\\u0061": 2 }').problems).toEqual([
      'line 1: a: is given twice (first on line 1); expected each key once (JSON keeps only the last)',
    ]);
  });

  it('allows the same key in different objects', () => {
    expect(parseJson('[{ "year": 2020 }, { "year": 2021 }]').problems).toEqual([]);
  });

  it.each([
    [
      '{\n  "a": 1,\n  "b" 2\n}',
      'line 3, column 7: not valid JSON: expected ":" after the key "b", found "2"',
    ],
    ['{ "a": 1, }', 'line 1, column 11: not valid JSON: expected a key in double quotes, found "}"'],
    [
      '[1, 2,\n]',
      'line 2, column 1: not valid JSON: expected a value (a text in "", a number, true, false, null, [ or {), found "]"',
    ],
    [
      '{ "a": 1 "b": 2 }',
      'line 1, column 10: not valid JSON: expected "," or "}" after a value, found a quote mark (")',
    ],
    [
      '{ "campaign": ',
      'line 1, column 15: not valid JSON: expected a value (a text in "", a number, true, false, null, [ or {), found the end of the file',
    ],
    ['{} {}', 'line 1, column 4: not valid JSON: expected the end of the file, found "{"'],
  ])('names line and column of a syntax error and what was expected there: %j', (source, message) => {
    expect(parseJson(source)).toEqual({ problems: [message] });
  });

  it('points into a broken text at the character that breaks it', () => {
    expect(parseJson('{ "a": "zwei\nZeilen" }').problems).toEqual([
      'line 1, column 13: not valid JSON: expected the text to end with ", found a line break',
    ]);
    expect(parseJson('{ "a": "C:\\xyz" }').problems).toEqual([
      'line 1, column 11: not valid JSON: expected an escape like \\" \\\\ \\n or \\u00e4 after the backslash',
    ]);
  });

  it('refuses what JSON.parse would accept only in JavaScript: single quotes, comments, NaN', () => {
    expect(parseJson("{ 'a': 1 }").problems).toEqual([
      'line 1, column 3: not valid JSON: expected a key in double quotes, found "\'"',
    ]);
    expect(parseJson('[1] // Kommentar').problems).toEqual([
      'line 1, column 5: not valid JSON: expected the end of the file, found "/"',
    ]);
    expect(parseJson('[NaN]').problems).toHaveLength(1);
  });

  it('refuses nesting deeper than any content file needs, without exhausting the stack', () => {
    expect(parseJson('['.repeat(100_000)).problems).toEqual([
      'line 1, column 34: not valid JSON: expected at most 32 levels of nesting',
    ]);
  });
});
