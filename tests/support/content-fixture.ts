import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  return {
    root,
    editSite: (change: (data: Json) => void) => edit('content/site.json', change),
    editMunicipality: (change: (data: Json) => void, slug = FIXTURE_SLUG) =>
      edit(`content/municipalities/${slug}.json`, change),
    editHeatPumpIndex: (change: (data: Json) => void) => edit('content/heat-pump-index.json', change),
  };
}
