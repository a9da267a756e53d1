import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture } from '../../playwright.config.ts';
import { filesBelow } from '../../scripts/build/precompress.ts';
import { expect, scrollTo, test } from './fixtures.ts';
import { dist, siteRoot } from './support/pages.ts';

// The invented municipality tests/fixtures/municipalities/seengen.json (another name, another size,
// another start year), built beside Diepoldsau in one build at /seengen. Every municipality-specific word
// and number on its page must come from that file; the expected values below are worked out by hand from it.
// Beside them a draft (neuenegg.json, "published": false), which the build must leave out entirely.
const m = JSON.parse(readFileSync(`${fixture.dir}/${fixture.slug}.json`, 'utf8'));
const draft = JSON.parse(readFileSync(`${fixture.dir}/${fixture.draft}.json`, 'utf8'));
const { homeMunicipality: home, siteUrl } = JSON.parse(
  readFileSync(join(siteRoot, 'content', 'site.json'), 'utf8'),
);
const PAGE = `/${fixture.slug}`;

test.describe('another municipality in the same build', () => {
  test('is built from the fixture as described here', () => {
    expect(m.name).toBe('Seengen');
    expect(m.housing).toEqual({ total: 2480, renewable: 620, fossil: 1860 });
    expect([m.target, m.campaign.start, m.renewableWithoutProject]).toEqual([150, '2027-04-19', 650]);
  });

  test('names it in the hero, the headings and the meta data of its page, and names Diepoldsau only as a link', async ({
    page,
    request,
  }) => {
    await page.goto(PAGE);
    await expect(page).toHaveTitle('100in100 Seengen: neue Heizungen und Solaranlagen');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/seengen`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl}/seengen`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^100in100 hilft Seengen,/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Seengen/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gemeinsam in Seengen: neue Heizungen und Solaranlagen für unsere Häuser',
    );
    await expect(page.locator('#HousingStatsSection h2')).toHaveText(
      'Bestand Einfamilien\u00adhäuser Seengen',
    );
    await expect(page.locator('#WilChart h2')).toHaveText('Jetzt auch für Seengen');
    // Its structured data is the cooperative's, as on /.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    const html = await (await request.get(PAGE)).text();
    // The campaigns band before the footer: the current campaigns, then the finished ones (Diepoldsau).
    const links = html.match(/<nav aria-labelledby="campaign-links".*?(?=<footer)/s)?.[0] ?? '';
    expect(links).toContain('Diepoldsau');
    expect(html.replace(links, '')).not.toContain('Diepoldsau');
  });

  test('has its own 1200×630 link preview, drawn by the build, named by og:image on its page', async ({
    page,
    request,
  }) => {
    await page.goto(PAGE);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${siteUrl}/social/seengen.png`,
    );
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      '100in100: Gemeinsam in Seengen: neue Heizungen und Solaranlagen für unsere Häuser',
    );
    const image = await request.get('/social/seengen.png');
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    // The PNG header's IHDR chunk: width and height as 32-bit numbers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Its own picture: not the campaign-wide fallback.
    const fallback = await (await request.get('/social/campaign.png')).body();
    expect(png.equals(fallback)).toBe(false);
  });

  test('shows its housing figures and the shares derived from them', async ({ page }) => {
    await page.goto(PAGE);
    const stats = page.locator('#HousingStatsSection');
    // 620 / 2480 = 25.0 %, 1860 / 2480 = 75.0 %
    for (const text of ["2'480", '620', '25.0\u00a0%', "1'860", '75.0\u00a0%'])
      await expect(stats).toContainText(text);
  });

  test('counts its own houses: 620 → 770 and 1860 → 1710, +150/−150 and +24 %, 6.0 % of all houses', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const section = page.locator('#WilChart');
    const renewable = section.locator('[data-counter="renewable"]');
    const fossil = section.locator('[data-counter="fossil"]');
    await expect(renewable).toHaveText('620');
    await expect(fossil).toHaveText("1'860");
    await section.scrollIntoViewIfNeeded();
    await scrollTo(page, (await page.evaluate(() => window.scrollY)) + 200);
    // 2.5 s counters; 620 + 150 = 770, 1860 − 150 = 1710; 150 / 620 = 24.2 % → "+24%".
    await expect(renewable).toHaveText('770', { timeout: 8000 });
    await expect(fossil).toHaveText("1'710", { timeout: 8000 });
    for (const badge of ['+150', '\u2212150', '+24%'])
      await expect(section.getByText(badge, { exact: true })).toBeVisible();
    // 150 / 2480 = 6.05 % → 6.0 %; after the project 1710 / 2480 = 69.0 % fossil.
    await expect(section).toContainText("150 von 2'480 Einfamilienhäusern");
    await expect(section.locator('[data-counter="share"]')).toHaveText('6.0\u00a0%', { timeout: 8000 });
    await expect(section).toContainText('69.0\u00a0% mit 100in100');
  });

  test('draws its houses chart: years 2019-2028, start marker at 2027, projections for 2028, its own axis', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const chart = page.locator('#WilChart svg[data-chart="renewable-houses"]:visible');
    await expect(chart).toHaveCount(1);
    for (const year of ['2019', '2023', '2027', '2028']) await expect(chart).toContainText(year);
    await expect(chart).not.toContainText('2018');
    await expect(chart).toContainText('Start 100in100');
    await expect(chart).toHaveAttribute(
      'aria-label',
      /2027: 620 \(Start 100in100\)\. Prognose 2028: 770 mit 100in100, 650 ohne 100in100/,
    );
    // The axis runs 10 % below the smallest value (400 → 360) to 15 % above the largest (770 → 885.5 →
    // 890); its labels are the round values inside it (axisTicks in src/lib/scale.ts).
    const yLabels = await chart.locator('text[text-anchor="end"]').allTextContents();
    expect(yLabels).toEqual(['400', '600', '800']);
    // The start marker stands at 2027, the x position of the year label 2027.
    const marker = await chart.locator('line.start').boundingBox();
    const label2027 = await chart
      .locator('text', { hasText: /^2027$/ })
      .first()
      .boundingBox();
    expect(
      Math.abs(
        (marker?.x ?? 0) + (marker?.width ?? 0) / 2 - ((label2027?.x ?? 0) + (label2027?.width ?? 0) / 2),
      ),
    ).toBeLessThan(4);
  });

  test('lists its own six partners', async ({ page }) => {
    await page.goto(PAGE);
    const links = page.locator('#PartnersSection a');
    await expect(links).toHaveCount(6);
    for (const [i, partner] of (m.partners as { name: string; url: string }[]).entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', partner.url);
      await expect(links.nth(i)).toHaveAccessibleName(new RegExp(`^${partner.name}`));
    }
  });

  test('the footer’s quick links name it', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('footer').getByRole('link', { name: 'Bestand in Seengen' })).toHaveAttribute(
      'href',
      '#HousingStatsSection',
    );
  });
});

test.describe('the campaigns of one build', () => {
  test('each municipality page links the others before its footer, without JavaScript too, and the links work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const list = page.getByRole('navigation', { name: '100in100 auch in' });
    await expect(list.getByRole('link')).toHaveText(['Balsthal', 'Seengen ab 19. April 2027']);
    // Right before the footer, after the main content, with the finished campaigns.
    expect(await list.evaluate((nav) => nav.parentElement?.parentElement?.nextElementSibling?.tagName)).toBe(
      'FOOTER',
    );
    await list.getByRole('link', { name: 'Seengen ab 19. April 2027' }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seengen');
    // Diepoldsau's campaign is over on the build's day: it is listed with the finished ones.
    await page
      .getByRole('navigation', { name: 'Abgeschlossen' })
      .getByRole('link', { name: 'Diepoldsau' })
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Diepoldsau');
    await context.close();
  });

  test('the home municipality’s own path leads to /', async ({ page }) => {
    await page.goto(`/${home}`);
    await expect(page).toHaveURL('/');
  });

  test('the privacy policy and the not-found page are the whole campaign’s, with its own link preview', async ({
    page,
  }) => {
    for (const path of ['/privacy-policy', '/gibt-es-nicht']) {
      await page.goto(path);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${siteUrl}/social/campaign.png`,
      );
    }
  });

  test('a draft answers 404 everywhere and no file of the build names it', async ({ request }) => {
    expect(draft.published).toBe(false);
    for (const path of [`/${fixture.draft}`, `/${fixture.draft}/`, `/social/${fixture.draft}.png`])
      expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
    // The editing app's content.json holds the directory of every municipality of today (the official
    // numbers it checks a file against): public geodata, in which the draft's real name stands as any other.
    const APP_CONTENT = 'admin/content.json';
    const naming = filesBelow(dist).filter((file) => {
      if (file.startsWith(`${APP_CONTENT}.`)) return false; // its compressed copies
      let text = readFileSync(join(dist, file)).toString('latin1');
      if (file === APP_CONTENT) {
        const { official, ...rest } = JSON.parse(readFileSync(join(dist, file), 'utf8'));
        expect(official.length).toBeGreaterThan(2000);
        text = JSON.stringify(rest);
      }
      return file.includes(fixture.draft) || new RegExp(`${fixture.draft}|${draft.name}`, 'i').test(text);
    });
    expect(naming).toEqual([]);
  });
});
