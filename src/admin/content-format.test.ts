import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../tests/support/project-copy.ts';
import { contentFormat, serialiseContent, willSave } from './content-format.ts';

// What the app writes is the file as the repository keeps it: a save of an unchanged entry rewrites the
// same bytes, and a changed figure changes one line, whatever order Decap hands the keys over in. On every
// JSON file of the browser tests' content (tests/fixtures/site), which keeps the repository's format.

const FILES = globSync('content/**/*.json', { cwd: FIXTURE_SITE }).sort();
const text = (file: string) => readFileSync(join(FIXTURE_SITE, file), 'utf8');

/** The same data with every object's keys reversed, as Decap's maps may hand them over. */
const shuffled = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shuffled)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, shuffled(v)]),
        )
      : value;

describe('the content files’ format', () => {
  it.each(FILES)('writes tests/fixtures/site/%s back byte for byte, in its key order', (file) => {
    const original = text(file);
    const data = contentFormat.fromFile(original);
    willSave(original);
    expect(contentFormat.toFile(shuffled(data))).toBe(original);
  });

  // Every municipality links the same schema: the order kept is the saved file's own, not the one read last.
  it('changes one line for one changed figure in each of two files whose keys stand in other orders', () => {
    const site = JSON.parse(text('content/site.json'));
    const first = text(`content/municipalities/${site.homeMunicipality}.json`);
    const { name, published, ...rest } = JSON.parse(first);
    const second = `${JSON.stringify({ published, ...rest, name: 'Zweitwil' }, null, 2)}\n`;
    const texts = [first, second];
    const read = texts.map((text) => contentFormat.fromFile(text) as { target: number });
    texts.forEach((text, i) => {
      const data = read[i] as { target: number };
      willSave(text);
      const lines = contentFormat.toFile(shuffled({ ...data, target: data.target + 1 })).split('\n');
      const before = text.split('\n');
      expect(lines.filter((line, j) => line !== before[j])).toEqual([`  "target": ${data.target + 1},`]);
    });
  });

  it('leaves out the empty values of fields nobody filled, and keeps soft hyphens visible', () => {
    const text = serialiseContent({ name: 'A\u00adB', housesAxis: { min: '', max: null }, note: '' });
    expect(text).toBe('{\n  "name": "A\\u00adB"\n}\n');
  });
});
