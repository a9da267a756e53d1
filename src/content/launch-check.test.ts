import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { projectCopy } from '../../tests/support/project-copy.ts';
import { launchCheck } from './launch-check.ts';

// `npm run launch-check` lists the placeholders still in a municipality's content, by file and line.

const REPO = resolve(import.meta.dirname, '..', '..');
const SITE = 'content/site.json';
const TALWIL = 'content/municipalities/talwil.json';
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The fixture with every example value replaced by a real-looking one. */
function readyFixture() {
  const f = contentFixture();
  copies.push(f.root);
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

describe('launchCheck', () => {
  it('finds nothing in content without placeholders', () => {
    expect(launchCheck(readyFixture().root, FIXTURE_SLUG)).toEqual([]);
  });

  it('names each placeholder by file, line and field, by its kind rather than its value', () => {
    const f = readyFixture();
    f.editSite((s) => {
      s.cooperative.email = 'info@genossenschaft.test';
      s.cooperative.phone = '+41 44 111 11 11';
      s.cooperative.address.street = 'Musterstrasse 7';
    });
    f.editMunicipality((m) => {
      m.partners[1].name = 'Energieagentur (Platzhalter)';
      m.partners[2].url = 'https://www.example.com/werk';
    });
    f.editHeatPumpIndex((index) => {
      index.series[2].placeholder = true;
    });
    expect(launchCheck(f.root, FIXTURE_SLUG)).toEqual([
      `${SITE}, Zeile 11, Spalte 17: Genossenschaft, Adresse, Strasse: "Musterstrasse 7" ist ein Platzhalter («Musterstrasse»). Vor dem Start durch den echten Text ersetzen.`,
      `${SITE}, Zeile 16, Spalte 14: Genossenschaft, E-Mail: "info@genossenschaft.test" ist eine Beispieladresse (Domains wie .example gibt es nicht). Vor dem Start durch die echte Adresse ersetzen.`,
      `${SITE}, Zeile 17, Spalte 14: Genossenschaft, Telefon: "+41 44 111 11 11" ist eine Platzhalter-Nummer (lauter gleiche Ziffern). Vor dem Start durch die echte Nummer ersetzen.`,
      `content/heat-pump-index.json, Zeile 50, Spalte 22: Reihe 3: Diese Reihe ist als Platzhalter markiert ("placeholder": true): ihre Werte sind Schätzungen. Vor dem Start die echten Werte und die Quelle ("source") eintragen und "placeholder" löschen.`,
      `${TALWIL}, Zeile 36, Spalte 15: Partner 2, Name: "Energieagentur (Platzhalter)" ist ein Platzhalter («Platzhalter»). Vor dem Start durch den echten Text ersetzen.`,
      `${TALWIL}, Zeile 44, Spalte 14: Partner 3, Webadresse: "https://www.example.com/werk" ist eine Beispieladresse (Domains wie .example gibt es nicht). Vor dem Start durch die echte Adresse ersetzen.`,
    ]);
  });

  it('names a campaign whose dates are marked as provisional, and one over without its result', () => {
    const f = readyFixture();
    f.editMunicipality((m) => {
      m.campaign.placeholder = true;
      delete m.result;
    });
    expect(
      launchCheck(f.root, FIXTURE_SLUG).map((line) => line.replace(/Zeile \d+, Spalte \d+: /, '')),
    ).toEqual([
      `${TALWIL}, Kampagne: Start und Ende der Kampagne sind als vorläufig markiert ("placeholder": true). Vor dem Start die echten Daten eintragen und "placeholder" löschen.`,
      `${TALWIL}, Kampagne: Die Kampagne ist seit dem 9. Juni 2025 vorbei, das Ergebnis fehlt: Die Seite sagt «Das Ergebnis folgt». Das Ergebnis ("result") mit den ersetzten Heizungen eintragen.`,
    ]);
  });

  it('finds today’s placeholders: example addresses, the phone number, "Logo folgt" logos, stand-in series', () => {
    const found = launchCheck(REPO, 'diepoldsau');
    expect(found).toContain(
      'content/site.json, Zeile 18, Spalte 14: Genossenschaft, Telefon: "+41 71 000 00 00" ist eine Platzhalter-Nummer (lauter gleiche Ziffern). Vor dem Start durch die echte Nummer ersetzen.',
    );
    expect(
      found.filter((line) => line.includes('«Logo folgt»') || line.startsWith('public/partners/')),
    ).toHaveLength(6);
    expect(found.filter((line) => line.includes('Beispieladresse'))).toHaveLength(11);
  });
});

// Each test runs the script twice in a child process (tsx compiles it first): seconds on a busy machine.
describe('npm run launch-check', { timeout: 30_000 }, () => {
  const run = (cwd: string, municipality: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/launch-check.ts'], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, MUNICIPALITY: municipality },
    });

  it('exits 1 and lists them while placeholders remain, 0 once none do', () => {
    const dir = projectCopy();
    copies.push(dir);
    const today = run(dir, 'diepoldsau');
    expect(today.stderr).toMatch(
      /^Noch \d+ Platzhalter in den Inhalten für diepoldsau; vor dem Start ersetzen:\n/,
    );
    expect(today.stderr).toContain(
      '  public/partners/municipality.svg, Zeile 1: Das Logo von Partner 1 enthält «Platzhalter»: ein Platzhalter. Vor dem Start ersetzen.\n',
    );
    expect(today.status).toBe(1);
    const ready = readyFixture();
    rmSync(join(dir, 'content'), { recursive: true });
    cpSync(join(ready.root, 'content'), join(dir, 'content'), { recursive: true });
    cpSync(join(ready.root, 'public', 'partners'), join(dir, 'public', 'partners'), { recursive: true });
    const clean = run(dir, FIXTURE_SLUG);
    expect(clean.stdout).toBe('Keine Platzhalter mehr in den Inhalten für talwil: bereit für den Start.\n');
    expect(clean.status).toBe(0);
  });

  it('goes over every municipality: a draft’s placeholders are listed as such and keep nothing from going live', () => {
    const dir = projectCopy();
    copies.push(dir);
    const ready = readyFixture();
    rmSync(join(dir, 'content'), { recursive: true });
    cpSync(join(ready.root, 'content'), join(dir, 'content'), { recursive: true });
    cpSync(join(ready.root, 'public', 'partners'), join(dir, 'public', 'partners'), { recursive: true });
    const talwil = JSON.parse(readFileSync(join(dir, TALWIL), 'utf8'));
    const draft = { ...talwil, name: 'Nebelried', published: false };
    draft.partners[0].name = 'Gemeinde (Platzhalter)';
    writeFileSync(join(dir, 'content/municipalities/nebelried.json'), JSON.stringify(draft, null, 2));
    const all = run(dir, '');
    expect(all.stdout).toContain(
      'Keine Platzhalter mehr in den Inhalten für alle veröffentlichten Gemeinden',
    );
    expect(all.stdout).toMatch(
      /In Entwürfen \("published": false\) noch 1 Platzhalter; vor dem Veröffentlichen ersetzen:\n {2}content\/municipalities\/nebelried\.json, Zeile \d+, Spalte \d+: Partner 1, Name: "Gemeinde \(Platzhalter\)"/,
    );
    expect(all.status).toBe(0);
    draft.published = true;
    writeFileSync(join(dir, 'content/municipalities/nebelried.json'), JSON.stringify(draft, null, 2));
    const published = run(dir, '');
    expect(published.stderr).toMatch(
      /^Noch 1 Platzhalter in den Inhalten für alle veröffentlichten Gemeinden/,
    );
    expect(published.status).toBe(1);
  });
});
