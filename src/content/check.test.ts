import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_ROOT } from '../../tests/support/content-fixture';
import { checkAllContent } from './check';

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
      'content/site.json, Zeile 27, Spalte 18: Links, Instagram: Hier steht der Text "instagram". Erwartet eine vollständige Webadresse, die mit https:// beginnt, z. B. "https://www.instagram.com/100in100".',
      'content/municipalities/bergdorf.json, Zeile 9, Spalte 13: Ziel: Hier steht die Zahl -1. Erwartet eine Zahl grösser als 0, z. B. 100.',
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
      'content/legal: Hier liegt keine Gemeinde-Datei. Erwartet mindestens eine Datei <gemeinde>.json, z. B. diepoldsau.json.',
    ]);
  });
});
