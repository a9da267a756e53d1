import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_ROOT } from '../../tests/support/content-fixture.ts';
import { checkAllContent } from './check.ts';

describe('checkAllContent', () => {
  it('finds nothing wrong with a valid content set', () => {
    expect(checkAllContent(FIXTURE_ROOT)).toEqual([]);
  });

  it('checks every municipality and reports a shared file’s problem once', () => {
    const f = contentFixture();
    const dir = join(f.root, 'content/municipalities');
    cpSync(join(dir, 'talwil.json'), join(dir, 'bergdorf.json'));
    f.editMunicipality((m) => {
      m.target = -1;
    }, 'bergdorf');
    f.editSite((s) => {
      s.links.instagram = 'instagram';
    });
    expect(checkAllContent(f.root)).toEqual([
      'content/site.json: links.instagram: is "instagram"; expected an https:// URL',
      'content/municipalities/bergdorf.json: target: is -1; expected a number of 1 or more',
    ]);
  });

  it('checks the legal text too', () => {
    const f = contentFixture();
    const file = join(f.root, 'content/legal/privacy-policy.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('## Cookies {#cookies}', '## Kekse'));
    expect(checkAllContent(f.root)).toEqual([
      'content/legal/privacy-policy.md: line 35: "## Kekse" has no id; expected "## Title {#id}"',
      'content/legal/privacy-policy.md: the topic what cookies are {#cookies} is missing; expected a heading "## … {#cookies}" after {#datenschutzrechte}',
      'content/legal/privacy-policy.md: line 49: the link to "/privacy-policy#cookies" has no target; expected the id of a topic or #impressum',
    ]);
  });

  it('names a folder without municipality files', () => {
    expect(checkAllContent(FIXTURE_ROOT, 'content/legal')).toEqual([
      'content/legal: no municipality file (<slug>.json) found',
    ]);
  });
});
