import { expect, test } from './fixtures.ts';

// The page of all campaigns (/kampagnen) of the tests' site on its day (26 November 2026): Balsthal
// running, Seengen announced, Diepoldsau and Weinfelden finished, the draft Neuenegg nowhere. The generic
// checks (axe, WCAG, layout, links, network, without JavaScript, byte budgets, SEO) cover it as every page;
// these walks check what is its own.

test('without JavaScript: the figures, the list by phase and the map, named in full, linked from every page', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/kampagnen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '100in100: eine Gemeinde nach der anderen',
  );
  const figures = page.getByRole('region', { name: 'Die Bilanz in Zahlen' });
  await expect(figures.getByRole('definition')).toHaveText(['2', '123', '1']);
  // Each phase a heading of its own, each campaign a link to its page.
  const list = page.getByRole('region', { name: 'Alle Kampagnen' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    'Läuft jetzt',
    'Angekündigt',
    'Abgeschlossen',
  ]);
  await expect(list.getByRole('link')).toHaveText(['Balsthal', 'Seengen', 'Diepoldsau', 'Weinfelden']);
  await expect(list.getByRole('listitem').first()).toContainText('37 von 100 neuen Heizungen · noch 47 Tage');

  // The map: its text names every campaign; loaded as it comes near, an SVG cached for good.
  const map = page.getByRole('img', { name: /^Karte der Schweiz/ });
  await expect(map).toHaveAttribute(
    'alt',
    'Karte der Schweiz mit den Kantonen, den Seen und den 4 Gemeinden der Kampagnen. Läuft jetzt: Balsthal. Angekündigt: Seengen. Abgeschlossen: Diepoldsau, Weinfelden.',
  );
  await map.scrollIntoViewIfNeeded();
  await expect
    .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const source = await map.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  const svg = await request.get(source);
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(svg.headers()['cache-control']).toContain('immutable');
  expect((await svg.text()).match(/data-bfs="\d+"/g)).toEqual([
    'data-bfs="3234"',
    'data-bfs="4946"',
    'data-bfs="4208"',
    'data-bfs="2422"',
  ]);

  // Every page's footer links the overview; a municipality page's band with the count of all campaigns.
  for (const path of ['/', '/seengen', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Alle Kampagnen' })).toHaveAttribute(
      'href',
      '/kampagnen',
    );
  }
  await page.getByRole('link', { name: 'Alle Kampagnen' }).click();
  await expect(page).toHaveURL('/kampagnen');
  await page.goto('/');
  await page.getByRole('link', { name: 'Alle 4 Kampagnen' }).click();
  await expect(page).toHaveURL('/kampagnen');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://www.100in100.ch/kampagnen</loc>');
  await context.close();
});

test('the phone gets the narrow map, the wide screen the wide one; under forced colours the legend keeps the marks’ colours', async ({
  page,
}) => {
  const drawn = async () => {
    const map = page.getByRole('img', { name: /^Karte der Schweiz/ });
    await map.scrollIntoViewIfNeeded();
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    return map.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      box: img.getBoundingClientRect().width,
    }));
  };
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/kampagnen');
  expect((await drawn()).width).toBe(400);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/kampagnen');
  const wide = await drawn();
  expect(wide.width).toBe(960);
  expect(wide.box).toBeGreaterThan(900);

  await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'active' });
  await expect.poll(() => page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  // The legend's marks are the map's: their own fills, not the system's colours, so legend and map match.
  const marks = page.getByRole('figure').locator('li svg');
  await expect(marks).toHaveCount(3);
  const fills = await marks.evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).fill));
  const accent = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--accent)';
    probe.style.forcedColorAdjust = 'none';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  expect(fills[0]).toBe(accent);
  expect(new Set(fills).size).toBe(3);
});
