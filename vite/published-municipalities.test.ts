import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../tests/support/temp-dir.ts';
import { publishedMunicipalities } from './published-municipalities.ts';

describe('publishedMunicipalities (what the editing app is built with)', () => {
  it('gives the published municipalities by slug and leaves drafts and broken files out', () => {
    const dir = join(tempDir('published-'), 'municipalities');
    mkdirSync(dir);
    writeFileSync(join(dir, 'uzwil.json'), JSON.stringify({ name: 'Uzwil', published: true }));
    writeFileSync(join(dir, 'nebelried.json'), JSON.stringify({ name: 'Nebelried', published: false }));
    writeFileSync(join(dir, 'halb.json'), '{ "name": "Halb", "published": true,');
    writeFileSync(join(dir, 'notes.txt'), 'published: true');
    expect(publishedMunicipalities(dir)).toEqual({ uzwil: { name: 'Uzwil', published: true } });
  });

  it('gives none for a folder that is not there', () => {
    expect(publishedMunicipalities(join(tempDir('published-'), 'missing'))).toEqual({});
  });
});
