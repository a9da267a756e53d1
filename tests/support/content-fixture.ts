import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { positions } from '../../src/content/positions.ts';
import { tempDir } from './temp-dir.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests edit arbitrary JSON on purpose
type Json = Record<string, any>;

/**
 * A complete, valid content set made for the tests (content/ and public/partners/ of an invented
 * cooperative and municipality, Talwil), never the real content/, which the cooperative replaces.
 */
export const FIXTURE_ROOT = join(import.meta.dirname, '..', 'fixtures', 'content');
export const FIXTURE_SLUG = 'talwil';

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
  /**
   * Where a problem with the value of `"key": ` (its `nth` occurrence, from 1) in `file` is reported, as the
   * content checks name it: "Zeile 17, Spalte 14". Found in the file as the test wrote it.
   */
  const at = (file: string, key: string, nth = 1) => {
    const text = readFileSync(join(root, file), 'utf8');
    let index = -1;
    for (let i = 0; i < nth; i++) index = text.indexOf(`"${key}": `, index + 1);
    if (index < 0) throw new Error(`${file} has no ${nth}. "${key}"`);
    const { line, column } = positions(text)(index + key.length + 4);
    return `Zeile ${line}, Spalte ${column}`;
  };
  return {
    root,
    at,
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
    // Talwil's campaign ended on 9 June 2025: ready for launch with its result.
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
