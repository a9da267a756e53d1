import { expect, scrollTo, test } from './fixtures.ts';

const bar = (page: import('@playwright/test').Page) => page.locator('body > #root > header');

async function expectHidden(page: import('@playwright/test').Page) {
  const header = bar(page);
  await expect(header).toHaveAttribute('data-visible', 'false');
  await expect(header).toHaveCSS('opacity', '0');
  await expect(header).toHaveCSS('pointer-events', 'none');
  // Out of the tab order: inert removes its links from focus and from the accessibility tree.
  expect(await header.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
}

async function expectVisible(page: import('@playwright/test').Page) {
  const header = bar(page);
  await expect(header).toHaveAttribute('data-visible', 'true');
  await expect(header).toHaveCSS('opacity', '1');
  await expect(page.getByRole('link', { name: 'Zur Startseite scrolen' })).toBeVisible();
}

test.describe('top bar on the home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is 64 px high, fixed, and hidden until the hero logo nears the top', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const header = bar(page);
    await expect(header).toHaveCSS('position', 'fixed');
    expect((await header.boundingBox())?.height).toBe(64);
    await expectHidden(page);
    // The keyboard skips the hidden bar: the skip link, then the hero's first button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#Home').getByRole('link', { name: 'Termin buchen' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');

    const logoTop = await page.locator('#hero-logo').evaluate((el) => el.getBoundingClientRect().top);
    expect(logoTop).toBeGreaterThan(184);
    // Just before the logo reaches 184 px: still hidden; just after: visible.
    await scrollTo(page, Math.floor(logoTop - 184) - 2);
    await expectHidden(page);
    await scrollTo(page, Math.ceil(logoTop - 184) + 2);
    await expectVisible(page);
    await scrollTo(page, 0);
    await expectHidden(page);
  });

  test('holds the logo link to #Home and both buttons, and takes keyboard focus when shown', async ({
    page,
  }) => {
    await page.goto('/');
    await scrollTo(page, 900);
    await expectVisible(page);
    const header = bar(page);
    await expect(header.getByRole('link', { name: 'Zur Startseite scrolen' })).toHaveAttribute(
      'href',
      '#Home',
    );
    await expect(header.getByRole('link', { name: 'Termin buchen' })).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('link', { name: 'Mail senden' })).toHaveAttribute('href', /^mailto:/);
    await header.getByRole('link', { name: 'Zur Startseite scrolen' }).focus();
    await expect(header.getByRole('link', { name: 'Zur Startseite scrolen' })).toBeFocused();
  });
});

test('is not in the pages the server sends: React adds it, hidden, once it has hydrated the page', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/privacy-policy']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<main');
    expect(html).not.toContain('<header');
    await page.goto(path);
    await expectHidden(page);
  }
});

test.describe('top bar on a page without a hero logo', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows from half the window height minus 120 px of scrolling', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.evaluate(() => {
      // Long enough to scroll on any version of the page.
      document.body.style.minHeight = '4000px';
    });
    await scrollTo(page, 279);
    await expectHidden(page);
    await scrollTo(page, 280);
    await expect(bar(page)).toHaveAttribute('data-visible', 'true');
    await expect(bar(page).getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  test('is re-evaluated on resize, without scrolling', async ({ page }) => {
    await page.goto('/privacy-policy');
    await scrollTo(page, 200);
    // 200 px is short of 800 / 2 - 120 = 280: hidden.
    await expectHidden(page);
    // A window 600 px high moves the line to 600 / 2 - 120 = 180: the same 200 px now show the bar.
    await page.setViewportSize({ width: 1280, height: 600 });
    await expect(bar(page)).toHaveAttribute('data-visible', 'true');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectHidden(page);
  });
});
