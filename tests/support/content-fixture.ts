import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// biome-ignore lint/suspicious/noExplicitAny: tests edit arbitrary JSON on purpose
type Json = Record<string, any>;

const repo = join(import.meta.dirname, '..', '..');

/** A throw-away copy of content/ and public/ whose JSON files a test may change. */
export function contentFixture() {
  const root = mkdtempSync(join(tmpdir(), '100in100-content-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(repo, 'public'), join(root, 'public'), { recursive: true });
  const edit = (file: string, change: (data: Json) => void) => {
    const path = join(root, file);
    const data = JSON.parse(readFileSync(path, 'utf8'));
    change(data);
    writeFileSync(path, JSON.stringify(data, null, 2));
  };
  return {
    root,
    editSite: (change: (data: Json) => void) => edit('content/site.json', change),
    editMunicipality: (change: (data: Json) => void, slug = 'diepoldsau') =>
      edit(`content/municipalities/${slug}.json`, change),
    editHeatPumpIndex: (change: (data: Json) => void) => edit('content/heat-pump-index.json', change),
  };
}
