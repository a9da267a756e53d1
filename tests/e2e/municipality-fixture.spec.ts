import { readFileSync } from 'node:fs';
import { fixture } from '../../playwright.config';
import { expect, test } from './fixtures';

// The site built for an invented municipality (tests/fixtures/municipalities/seeblick.json: another
// name, size and start year). Every municipality-specific word and number must come from that file.
const m = JSON.parse(readFileSync(`${fixture.dir}/${fixture.slug}.json`, 'utf8'));

test.describe('a site built for another municipality', () => {
  test('the hero and the meta data name it', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Seeblick/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Seeblick/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gemeinsam in Seeblick: neue Heizungen und Solaranlagen für unsere Häuser',
    );
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('Diepoldsau');
  });

  test('the housing figures and shares are its own', async ({ page }) => {
    expect(m.housing).toEqual({ total: 2480, renewable: 620, fossil: 1860 });
    await page.goto('/');
    const stats = page.locator('#HousingStatsSection');
    await expect(stats.getByRole('heading', { level: 2 })).toHaveText('Bestand Einfamilienhäuser Seeblick');
    // 620 / 2480 = 25.0 %, 1860 / 2480 = 75.0 %
    for (const text of ["2'480", '620', '25.0\u00a0%', "1'860", '75.0\u00a0%'])
      await expect(stats).toContainText(text);
  });

  test('the footer’s quick links name it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('footer').getByRole('link', { name: 'Bestand in Seeblick' })).toHaveAttribute(
      'href',
      '#HousingStatsSection',
    );
  });
});
