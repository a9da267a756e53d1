import { expect, scrollTo, test } from './fixtures.ts';

const logoHeight = (page: import('@playwright/test').Page) =>
  page.locator('#hero-logo').evaluate((img) => Math.round(img.getBoundingClientRect().height));

test.describe('hero', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows headline, sub-text and the two buttons at the top right', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section#Home');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      'Gemeinsam in Diepoldsau: neue Heizungen und Solaranlagen für unsere Häuser',
    );
    await expect(hero).toContainText('100in100 hilft Diepoldsau, die Energieziele rasch zu erreichen');
    const book = hero.getByRole('link', { name: 'Termin buchen' });
    const mail = hero.getByRole('link', { name: 'Mail senden' });
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(mail).toHaveAttribute('href', /^mailto:.+@.+/);
    for (const button of [book, mail]) {
      const box = await button.boundingBox();
      expect(box?.y).toBeLessThan(100);
      expect(box?.x).toBeGreaterThan(640);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('the hero fills the window', async ({ page }) => {
    await page.goto('/');
    const box = await page.locator('section#Home').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(800);
  });

  test('the logo shrinks from 80 to 40 px over half a window height of scrolling', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await logoHeight(page)).toBe(80);
    await scrollTo(page, 100);
    await expect.poll(() => logoHeight(page)).toBe(70);
    await scrollTo(page, 200);
    await expect.poll(() => logoHeight(page)).toBe(60);
    await scrollTo(page, 400);
    await expect.poll(() => logoHeight(page)).toBe(40);
    await scrollTo(page, 700);
    await expect.poll(() => logoHeight(page)).toBe(40);
    await scrollTo(page, 0);
    await expect.poll(() => logoHeight(page)).toBe(80);
  });

  test('the shrink follows the window height', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await scrollTo(page, 150);
    await expect.poll(() => logoHeight(page)).toBe(60);
  });

  // --logo-bg and --page of each scheme in src/styles/global.css.
  for (const [scheme, fill, ground] of [
    ['light', 'rgb(255, 255, 255)', 'rgb(255, 255, 255)'],
    ['dark', 'rgb(15, 26, 20)', 'rgb(14, 21, 18)'],
  ] as const) {
    test(`the ${scheme} variant of the logo shows in the ${scheme} scheme, on the ${scheme} page`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await expect
        .poll(() => page.locator('#hero-logo rect').evaluate((rect) => getComputedStyle(rect).fill))
        .toBe(fill);
      await expect(page.locator('body')).toHaveCSS('background-color', ground);
    });
  }
});

test.describe('hero under reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('the logo shows its final size at once and does not move with scrolling', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await logoHeight(page)).toBe(40);
    await scrollTo(page, 200);
    expect(await logoHeight(page)).toBe(40);
  });
});
