import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture } from '../../tests/support/content-fixture';
import { checkAllContent } from './check';

describe('checkAllContent', () => {
  it('finds nothing wrong with the content as shipped', () => {
    expect(checkAllContent(process.cwd())).toEqual([]);
  });

  it('finds nothing wrong with the invented municipality the browser tests build', () => {
    expect(checkAllContent(process.cwd(), 'tests/fixtures/municipalities')).toEqual([]);
  });

  it('checks every municipality and reports a shared file’s problem once', () => {
    const f = contentFixture();
    const dir = join(f.root, 'content/municipalities');
    cpSync(join(dir, 'diepoldsau.json'), join(dir, 'seeblick.json'));
    f.editMunicipality((m) => {
      m.target = -1;
    }, 'seeblick');
    f.editSite((s) => {
      s.links.instagram = 'instagram';
    });
    expect(checkAllContent(f.root)).toEqual([
      'content/site.json: links.instagram: is "instagram"; expected an https:// URL',
      'content/municipalities/seeblick.json: target: is -1; expected a number of 1 or more',
    ]);
  });

  it('checks the legal text too', () => {
    const f = contentFixture();
    const file = join(f.root, 'content/legal/privacy-policy.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/## [^\n]*\{#cookies\}/, '## Kekse'));
    const problems = checkAllContent(f.root);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^content\/legal\/privacy-policy\.md: /);
  });
});
