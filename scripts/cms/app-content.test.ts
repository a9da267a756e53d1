import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { ROOT } from '../settings.ts';
import { appContent, publishedMunicipalities } from './app-content.ts';

describe('publishedMunicipalities (what the editing app gets of the municipalities)', () => {
  it('gives the published municipalities by slug and leaves drafts and broken files out', () => {
    const dir = join(tempDir('published-'), 'municipalities');
    mkdirSync(dir);
    writeFileSync(join(dir, 'uzwil.json'), JSON.stringify({ name: 'Uzwil', published: true }));
    writeFileSync(join(dir, 'neuenegg.json'), JSON.stringify({ name: 'Neuenegg', published: false }));
    writeFileSync(join(dir, 'halb.json'), '{ "name": "Halb", "published": true,');
    writeFileSync(join(dir, 'notes.txt'), 'published: true');
    expect(publishedMunicipalities(dir)).toEqual({ uzwil: { name: 'Uzwil', published: true } });
  });

  it('gives none for a folder that is not there', () => {
    expect(publishedMunicipalities(join(tempDir('published-'), 'missing'))).toEqual({});
  });
});

describe('appContent (the content.json the editing app fetches)', () => {
  it('reads the content of the folder it is given, and the reserved paths of the project', () => {
    const root = tempDir('app-content-');
    mkdirSync(join(root, 'content', 'municipalities'), { recursive: true });
    writeFileSync(join(root, 'content', 'site.json'), '{ "homeMunicipality": "uzwil" }');
    writeFileSync(join(root, 'content', 'heat-pump-index.json'), '{ "series": [] }');
    writeFileSync(join(root, 'content', 'municipalities', 'uzwil.json'), '{ "published": true }');
    const content = appContent(root, ROOT);
    expect(content).toMatchObject({
      site: { homeMunicipality: 'uzwil' },
      heatPumpIndex: { series: [] },
      municipalities: { uzwil: { published: true } },
    });
    expect(content.reserved).toEqual(expect.arrayContaining(['admin', 'privacy-policy', 'partners']));
  });
});
