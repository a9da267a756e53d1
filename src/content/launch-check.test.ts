import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SLUG, placeIn, readyContentFixture } from '../../tests/support/content-fixture.ts';
import { writtenDay } from '../base/calendar.ts';
import { campaignEnd } from './campaign-days.ts';
import { launchCheck } from './launch-check.ts';

// `npm run launch-check` lists the placeholders still in a municipality's content, by file and line.

const SITE = 'content/site.json';
const THALWIL = 'content/municipalities/thalwil.json';
const INDEX = 'content/heat-pump-index.json';

describe('launchCheck', () => {
  it('finds nothing in content without placeholders', () => {
    expect(launchCheck(readyContentFixture().root, FIXTURE_SLUG)).toEqual([]);
  });

  it('names each placeholder by file, line and field, by its kind rather than its value', () => {
    const f = readyContentFixture();
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
      `${SITE}, ${placeIn(f.root, SITE, '"street": ', '"Musterstrasse 7"')}: Genossenschaft, Adresse, Strasse: "Musterstrasse 7" ist ein Platzhalter («Musterstrasse»). Vor dem Start durch den echten Text ersetzen.`,
      `${SITE}, ${placeIn(f.root, SITE, '"email": ', '"info@genossenschaft.test"')}: Genossenschaft, E-Mail: "info@genossenschaft.test" ist eine Beispieladresse (Domains wie .example gibt es nicht). Vor dem Start durch die echte Adresse ersetzen.`,
      `${SITE}, ${placeIn(f.root, SITE, '"phone": ', '"+41 44 111 11 11"')}: Genossenschaft, Telefon: "+41 44 111 11 11" ist eine Platzhalter-Nummer (lauter gleiche Ziffern). Vor dem Start durch die echte Nummer ersetzen.`,
      `${INDEX}, ${placeIn(f.root, INDEX, '"placeholder": ', 'true')}: Reihe 3: Diese Reihe ist als Platzhalter markiert ("placeholder": true): ihre Werte sind Schätzungen. Vor dem Start die echten Werte und die Quelle ("source") eintragen und "placeholder" löschen.`,
      `${THALWIL}, ${placeIn(f.root, THALWIL, '"name": ', '"Energieagentur (Platzhalter)"')}: Partner 2, Name: "Energieagentur (Platzhalter)" ist ein Platzhalter («Platzhalter»). Vor dem Start durch den echten Text ersetzen.`,
      `${THALWIL}, ${placeIn(f.root, THALWIL, '"url": ', '"https://www.example.com/werk"')}: Partner 3, Webadresse: "https://www.example.com/werk" ist eine Beispieladresse (Domains wie .example gibt es nicht). Vor dem Start durch die echte Adresse ersetzen.`,
    ]);
  });

  it('names a campaign whose dates are marked as provisional, and one over without its result', () => {
    const f = readyContentFixture();
    f.editMunicipality((m) => {
      m.campaign.placeholder = true;
      delete m.result;
    });
    const end = writtenDay(campaignEnd(JSON.parse(readFileSync(join(f.root, THALWIL), 'utf8')).campaign));
    expect(
      launchCheck(f.root, FIXTURE_SLUG).map((line) => line.replace(/Zeile \d+, Spalte \d+: /, '')),
    ).toEqual([
      `${THALWIL}, Kampagne: Start und Ende der Kampagne sind als vorläufig markiert ("placeholder": true). Vor dem Start die echten Daten eintragen und "placeholder" löschen.`,
      `${THALWIL}, Kampagne: Die Kampagne ist seit dem ${end} vorbei, das Ergebnis fehlt: Die Seite sagt «Das Ergebnis folgt». Das Ergebnis ("result") mit den ersetzten Heizungen eintragen.`,
    ]);
  });

  it('finds the placeholders the template ships: example addresses, a phone of equal digits, a "Logo folgt" drawing', () => {
    const f = readyContentFixture();
    f.editSite((s) => {
      s.cooperative.phone = '+41 71 000 00 00';
      s.links.linkedin = 'https://www.linkedin.example/company/100in100';
    });
    const logo = join(f.root, 'public/partners/werk.svg');
    writeFileSync(logo, readFileSync(logo, 'utf8').replace('</svg>', '<text>Logo folgt</text></svg>'));
    expect(launchCheck(f.root, FIXTURE_SLUG)).toEqual([
      `${SITE}, ${placeIn(f.root, SITE, '"phone": ', '"+41 71 000 00 00"')}: Genossenschaft, Telefon: "+41 71 000 00 00" ist eine Platzhalter-Nummer (lauter gleiche Ziffern). Vor dem Start durch die echte Nummer ersetzen.`,
      `${SITE}, ${placeIn(f.root, SITE, '"linkedin": ', '"https://www.linkedin.example/company/100in100"')}: Links, LinkedIn: "https://www.linkedin.example/company/100in100" ist eine Beispieladresse (Domains wie .example gibt es nicht). Vor dem Start durch die echte Adresse ersetzen.`,
      'public/partners/werk.svg, Zeile 1: Das Logo von Partner 3 enthält «Logo folgt»: ein Platzhalter. Vor dem Start ersetzen.',
    ]);
  });
});
