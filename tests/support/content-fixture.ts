import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './temp-dir.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests edit arbitrary JSON on purpose
type Json = Record<string, any>;

/**
 * A complete, valid content set made for the tests (content/ and public/partners/ of an invented
 * cooperative and municipality, Thalwil), never the real content/, which the cooperative replaces.
 */
export const FIXTURE_ROOT = join(import.meta.dirname, '..', 'fixtures', 'content');
export const FIXTURE_SLUG = 'thalwil';

/** The line of a content file below `root` that first contains `text`, as the problems name it. */
export const lineIn = (root: string, file: string, text: string) =>
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

/** A throw-away copy of the fixture set whose files a test may change; removed after the test file. */
export function contentFixture() {
  const root = tempDir('100in100-content-');
  cpSync(FIXTURE_ROOT, root, { recursive: true });
  const edit = (file: string, change: (data: Json) => void) => {
    const path = join(root, file);
    const data = JSON.parse(readFileSync(path, 'utf8'));
    change(data);
    writeFileSync(path, JSON.stringify(data, null, 2));
  };
  return {
    root,
    editSite: (change: (data: Json) => void) => edit('content/site.json', change),
    editMunicipality: (change: (data: Json) => void, slug = FIXTURE_SLUG) =>
      edit(`content/municipalities/${slug}.json`, change),
    editHeatPumpIndex: (change: (data: Json) => void) => edit('content/heat-pump-index.json', change),
  };
}

/** The fixture set with every placeholder the launch check finds replaced by a real-looking value. */
export function readyContentFixture() {
  const f = contentFixture();
  f.editSite((s) => {
    s.siteUrl = 'https://waermewende.ch';
    s.cooperative.email = 'hallo@waermewende.ch';
    s.cooperative.president = 'Erika Steiner';
    s.links = {
      booking: 'https://buchen.waermewende.ch',
      linkedin: 'https://www.linkedin.com/company/waermewende',
      instagram: 'https://www.instagram.com/waermewende',
    };
  });
  f.editMunicipality((m) => {
    for (const partner of m.partners) partner.url = partner.url.replace('.example', '.ch');
    // Thalwil's campaign ended on 9 June 2025: ready for launch with its result.
    m.result = { replaced: 41 };
  });
  f.editHeatPumpIndex((index) => {
    for (const series of index.series) {
      if (!series.placeholder) continue;
      delete series.placeholder;
      series.source = 'Bundesamt für Energie';
    }
  });
  return f;
}

/**
 * Where a value stands in a content file below `root`, as the content's messages name it: "Zeile L, Spalte C"
 * of `value` where it first follows `key` (e.g. '"street": ' and '"Musterstrasse 7"'), both counted from 1.
 */
export function placeIn(root: string, file: string, key: string, value: string): string {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const line = lines.findIndex((text) => text.includes(key + value));
  if (line < 0) throw new Error(`${file} has no ${key}${value}`);
  const column = (lines[line] as string).indexOf(key + value) + key.length + 1;
  return `Zeile ${line + 1}, Spalte ${column}`;
}
