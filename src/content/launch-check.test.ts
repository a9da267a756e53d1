import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_SLUG, placeIn } from '../../tests/support/content-fixture.ts';
import { projectCopy } from '../../tests/support/project-copy.ts';
import { writtenDay } from '../base/calendar.ts';
import { campaignEnd } from './campaign-time.ts';
import { launchCheck } from './launch-check.ts';

// `npm run launch-check` lists the placeholders still in a municipality's content, by file and line: here on
// the unit tests' content set made ready to go live (tests/fixtures/content), with placeholders put in.

const SITE = 'content/site.json';
const TALWIL = `content/municipalities/${FIXTURE_SLUG}.json`;
const INDEX = 'content/heat-pump-index.json';
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
    // Talwil's campaign is over: ready for launch with its result.
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
    const at = (file: string, key: string, value: string) => `${file}, ${placeIn(f.root, file, key, value)}`;
    expect(launchCheck(f.root, FIXTURE_SLUG)).toEqual([
      `${at(SITE, '"street": ', '"Musterstrasse 7"')}: Genossenschaft, Adresse, Strasse: "Musterstrasse 7" ist ein Platzhalter («Musterstrasse»). Vor dem Start durch den echten Text ersetzen.`,
      `${at(SITE, '"email": ', '"info@genossenschaft.test"')}: Genossenschaft, E-Mail: "info@genossenschaft.test" ist eine Beispieladresse (Domains wie .example gibt es nicht). Vor dem Start durch die echte Adresse ersetzen.`,
      `${at(SITE, '"phone": ', '"+41 44 111 11 11"')}: Genossenschaft, Telefon: "+41 44 111 11 11" ist eine Platzhalter-Nummer (lauter gleiche Ziffern). Vor dem Start durch die echte Nummer ersetzen.`,
      `${at(INDEX, '"placeholder": ', 'true')}: Reihe 3: Diese Reihe ist als Platzhalter markiert ("placeholder": true): ihre Werte sind Schätzungen. Vor dem Start die echten Werte und die Quelle ("source") eintragen und "placeholder" löschen.`,
      `${at(TALWIL, '"name": ', '"Energieagentur (Platzhalter)"')}: Partner 2, Name: "Energieagentur (Platzhalter)" ist ein Platzhalter («Platzhalter»). Vor dem Start durch den echten Text ersetzen.`,
      `${at(TALWIL, '"url": ', '"https://www.example.com/werk"')}: Partner 3, Webadresse: "https://www.example.com/werk" ist eine Beispieladresse (Domains wie .example gibt es nicht). Vor dem Start durch die echte Adresse ersetzen.`,
    ]);
  });

  it('names a campaign whose dates are marked as provisional, and one over without its result', () => {
    const f = readyFixture();
    f.editMunicipality((m) => {
      m.campaign.placeholder = true;
      delete m.result;
    });
    const end = writtenDay(campaignEnd(JSON.parse(readFileSync(join(f.root, TALWIL), 'utf8')).campaign));
    expect(
      launchCheck(f.root, FIXTURE_SLUG).map((line) => line.replace(/Zeile \d+, Spalte \d+: /, '')),
    ).toEqual([
      `${TALWIL}, Kampagne: Start und Ende der Kampagne sind als vorläufig markiert ("placeholder": true). Vor dem Start die echten Daten eintragen und "placeholder" löschen.`,
      `${TALWIL}, Kampagne: Die Kampagne ist seit dem ${end} vorbei, das Ergebnis fehlt: Die Seite sagt «Das Ergebnis folgt». Das Ergebnis ("result") mit den ersetzten Heizungen eintragen.`,
    ]);
  });

  it('names a partner’s logo that only stands in for it, by the logo’s file and line', () => {
    const f = readyFixture();
    const { partners } = JSON.parse(readFileSync(join(f.root, TALWIL), 'utf8'));
    const logo: string = partners[3].logo;
    const drawing = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">',
      '  <rect width="120" height="40" fill="#ccc"/>',
      '  <text x="4" y="24">Logo folgt</text>',
      '</svg>',
    ];
    writeFileSync(join(f.root, 'public', logo), `${drawing.join('\n')}\n`);
    const line = drawing.findIndex((text) => text.includes('Logo folgt')) + 1;
    expect(launchCheck(f.root, FIXTURE_SLUG)).toEqual([
      `public${logo}, Zeile ${line}: Das Logo von Partner 4 enthält «Logo folgt»: ein Platzhalter. Vor dem Start ersetzen.`,
    ]);
  });
});

// Each run starts the script in a child process (tsx compiles it first): seconds on a busy machine.
describe('npm run launch-check', { timeout: 30_000 }, () => {
  const run = (cwd: string, municipality: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/launch-check.ts'], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, MUNICIPALITY: municipality },
    });

  it('goes over every municipality: exits 1 listing a published one’s placeholders, 0 once none remain; a draft’s are listed apart and keep nothing from going live', () => {
    // A copy of the project with the ready content, and a second municipality with a placeholder.
    const dir = projectCopy('100in100-launch-', readyFixture().root);
    copies.push(dir);
    const draftFile = 'content/municipalities/nebelried.json';
    const draft = {
      ...JSON.parse(readFileSync(join(dir, TALWIL), 'utf8')),
      name: 'Nebelried',
      published: false,
    };
    const placeholder = `${draft.partners[0].name} (Platzhalter)`;
    draft.partners[0].name = placeholder;
    writeFileSync(join(dir, draftFile), JSON.stringify(draft, null, 2));
    const found = `${draftFile}, ${placeIn(dir, draftFile, '"name": ', JSON.stringify(placeholder))}: Partner 1, Name: ${JSON.stringify(placeholder)} ist ein Platzhalter («Platzhalter»). Vor dem Start durch den echten Text ersetzen.`;

    const drafted = run(dir, '');
    expect(drafted.stdout).toBe(
      `Keine Platzhalter mehr in den Inhalten für alle veröffentlichten Gemeinden: bereit für den Start.\n\nIn Entwürfen ("published": false) noch 1 Platzhalter; vor dem Veröffentlichen ersetzen:\n  ${found}\n`,
    );
    expect(drafted.status).toBe(0);

    draft.published = true;
    writeFileSync(join(dir, draftFile), JSON.stringify(draft, null, 2));
    const published = run(dir, '');
    expect(published.stderr).toBe(
      `Noch 1 Platzhalter in den Inhalten für alle veröffentlichten Gemeinden; vor dem Start ersetzen:\n  ${found}\n`,
    );
    expect(published.status).toBe(1);

    // MUNICIPALITY=<slug>: that one alone, which has none.
    const one = run(dir, FIXTURE_SLUG);
    expect(one.stdout).toBe(
      `Keine Platzhalter mehr in den Inhalten für ${FIXTURE_SLUG}: bereit für den Start.\n`,
    );
    expect(one.status).toBe(0);
  });
});
