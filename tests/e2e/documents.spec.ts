import { expect, test } from './fixtures.ts';

test.describe('the three documents', () => {
  for (const path of ['/', '/privacy-policy', '/privacy-policy/']) {
    test(`${path} answers 200 and hydrates without a console problem`, async ({ page, consoleProblems }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const path of ['/nope', '/privacy-policy/nope', '/index', '/404']) {
    test(`${path} answers 404 with the not-found page and logs the path`, async ({
      page,
      consoleProblems,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByText('Diese Seite gibt es nicht (mehr)')).toBeVisible();
      // Chromium reports the document's own 404 status; besides that, only the page's log of the path.
      await expect
        .poll(() => consoleProblems)
        .toEqual([
          'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
          `error: 404: Seite nicht gefunden: ${path}`,
        ]);
    });
  }

  test('the not-found page leads back home', async ({ page }) => {
    await page.goto('/somewhere/else');
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Diepoldsau');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page has its headline and figures in the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gemeinsam in Diepoldsau');
    const stats = page.locator('#HousingStatsSection');
    await expect(stats.getByRole('heading', { level: 2 })).toHaveText(
      'Bestand Einfamilien\u00adhäuser Diepoldsau',
    );
    for (const text of ["1'567", '312', '19.9\u00a0%', "1'255", '80.1\u00a0%']) {
      await expect(stats).toContainText(text);
    }
  });

  test('the not-found page is complete', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  });
});
