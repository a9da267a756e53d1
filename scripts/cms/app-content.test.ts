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

/** A project folder whose content holds `site` and an empty index. */
function contentRoot(site: object) {
  const root = tempDir('app-content-');
  mkdirSync(join(root, 'content', 'municipalities'), { recursive: true });
  writeFileSync(join(root, 'content', 'site.json'), JSON.stringify(site));
  writeFileSync(join(root, 'content', 'heat-pump-index.json'), '{ "series": [] }');
  return root;
}

describe('appContent (the content.json the editing app fetches)', () => {
  it('reads the content of the folder it is given, and the reserved paths of the project', () => {
    const root = contentRoot({ homeMunicipality: 'uzwil' });
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

describe('appContent with a build (the weights the app estimates an edited page from)', () => {
  it("gives the build's page weights with the content it was made from, which may since have changed", () => {
    const root = contentRoot({ homeMunicipality: 'uzwil', campaign: 'heute' });
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'admin'), { recursive: true });
    const built = {
      day: '2026-03-12',
      pageBytes: { uzwil: 13_000 },
      privacyPolicyBytes: 12_000,
      privacyPolicy: 'Text',
    };
    const asBuilt = {
      site: { campaign: 'damals' },
      heatPumpIndex: { series: [] },
      municipalities: {},
      reserved: [],
    };
    writeFileSync(join(dist, 'admin', 'content.json'), JSON.stringify({ ...asBuilt, built }));
    const content = appContent(root, ROOT, dist);
    expect(content.site).toMatchObject({ campaign: 'heute' });
    expect(content.built).toEqual({
      ...built,
      content: { site: { campaign: 'damals' }, heatPumpIndex: { series: [] }, municipalities: {} },
    });
  });

  it('gives none where nothing was built, so that the app says nothing about weight', () => {
    const root = contentRoot({});
    expect(appContent(root, ROOT, join(root, 'dist'))).not.toHaveProperty('built');
  });
});
