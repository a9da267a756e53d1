import { describe, expect, it } from 'vitest';
import { FIXTURE_ROOT, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { loadContent } from './load.ts';
import { fill, fillContent } from './placeholders.ts';

describe('fillContent', () => {
  const loaded = loadContent(FIXTURE_ROOT, FIXTURE_SLUG);
  const filled = fillContent(loaded);

  it('fills {municipality}, {target} and {campaign} in every text, nested ones too', () => {
    const headline = { ...loaded.site.hero, headline: '{campaign}: {target} Heizungen in {municipality}' };
    const { site } = fillContent({ ...loaded, site: { ...loaded.site, hero: headline } });
    expect(site.hero.headline).toBe(`${loaded.site.campaign}: 50 Heizungen in Thalwil`);
    expect(JSON.stringify(filled)).not.toMatch(/\{(municipality|target|campaign)\}/);
  });

  it('leaves the placeholders a section fills itself, and every figure, as they are', () => {
    expect(filled.site.heatPumpChart.successCaption).toBe(loaded.site.heatPumpChart.successCaption);
    expect(filled.site.heatPumpChart.successCaption).toMatch(/\{firstYear\}/);
    expect(filled.municipality.housing).toEqual(loaded.municipality.housing);
  });

  it('formats {target} with the site formatter', () => {
    const municipality = { ...loaded.municipality, target: 1500 };
    const hero = { ...loaded.site.hero, headline: '{target} Heizungen' };
    const { site } = fillContent({ municipality, site: { ...loaded.site, hero } });
    expect(site.hero.headline).toBe("1'500 Heizungen");
  });
});

describe('fill', () => {
  it('fills the placeholders it is given and leaves the others', () => {
    expect(fill('{year}: {factor} ({unknown})', { year: '2024', factor: '3.5' })).toBe(
      '2024: 3.5 ({unknown})',
    );
  });
});
