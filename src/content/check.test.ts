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
    cpSync(join(dir, 'thalwil.json'), join(dir, 'bergdorf.json'));
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
      'content/legal/privacy-policy.md: Zeile 35: "## Kekse" hat keine Kennung. Erwartet "## Titel {#kennung}".',
      'content/legal/privacy-policy.md: Das Thema «was Cookies sind» {#cookies} fehlt. Erwartet eine Überschrift "## … {#cookies}" nach {#datenschutzrechte}.',
      'content/legal/privacy-policy.md: Zeile 49: Der Link auf "/privacy-policy#cookies" führt ins Leere. Erwartet die Kennung eines Themas oder #impressum.',
    ]);
  });

  it('names a folder without municipality files', () => {
    expect(checkAllContent(FIXTURE_ROOT, ['content/legal'])).toEqual([
      'content/legal: Hier liegt keine Gemeinde-Datei. Erwartet mindestens eine Datei <gemeinde>.json, z. B. musterwil.json.',
    ]);
  });
});
