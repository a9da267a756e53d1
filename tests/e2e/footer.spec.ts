import type { Page } from '@playwright/test';
import { loadContent } from '../../src/content/load.ts';
import { fillContent } from '../../src/content/placeholders.ts';
import { expect, test } from './fixtures.ts';
import { siteRoot } from './support/pages.ts';

// The footer of both pages: logo, social links, quick links, contact, copyright and the legal links.
const { site } = fillContent(loadContent(siteRoot));
const { cooperative } = site;

/** The sections the footer links, in the page's order: those the tests' site.json gives a link name (`nav`). */
const QUICK_LINK_TARGETS = site.sections.filter((section) => section.nav).map((section) => section.id);

test.use({ viewport: { width: 1280, height: 800 } });

/** Where the partners section starts in the window, rounded to whole pixels. */
const sectionTop = (page: Page) =>
  page.locator('#PartnersSection').evaluate((s) => Math.round(s.getBoundingClientRect().top));

for (const { path, prefix, top } of [
  { path: '/', prefix: '', top: '#Home' },
  { path: '/privacy-policy', prefix: '/', top: '#main' },
]) {
  // What the footer shows, read on one load of the page: each part a step of its own, named in a failure.
  test(`footer on ${path}: the logo linked to the top of the page; LinkedIn and Instagram in a new tab; the quick links to the sections of the home page; the contact block; © 2024 and the links Datenschutz, Impressum and AGB to /privacy-policy`, async ({
    page,
  }) => {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');

    await test.step('shows the logo, linked to the top of the page it is on', async () => {
      const home = footer.getByRole('link', { name: '100in100: zum Seitenanfang' });
      await expect(home).toHaveAttribute('href', top);
      const logo = home.locator('svg[data-logo]');
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toBeVisible();
      expect((await logo.boundingBox())?.height).toBeGreaterThanOrEqual(40);
    });

    await test.step('links to LinkedIn and Instagram in a new tab', async () => {
      for (const [name, href] of [
        ['100in100 auf LinkedIn', site.links.linkedin],
        ['100in100 auf Instagram', site.links.instagram],
      ] as const) {
        const link = footer.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
    });

    await test.step('has the quick links to the sections of the home page', async () => {
      const nav = page.getByRole('navigation', { name: 'Quick Links' });
      await expect(nav.getByRole('link')).toHaveCount(QUICK_LINK_TARGETS.length);
      const hrefs = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(QUICK_LINK_TARGETS.map((id) => `${prefix}#${id}`));
    });

    await test.step("has the contact block with the cooperative's name, address in Trogen and email", async () => {
      const address = footer.locator('address');
      await expect(address).toContainText(cooperative.name);
      await expect(address).toContainText(cooperative.address.street);
      await expect(address).toContainText(`${cooperative.address.postalCode} Trogen`);
      await expect(address).toContainText('Schweiz');
      await expect(address.getByRole('link', { name: cooperative.email })).toHaveAttribute(
        'href',
        `mailto:${cooperative.email}`,
      );
    });

    await test.step('shows © 2024 and the links Datenschutz, Impressum and AGB to /privacy-policy', async () => {
      await expect(footer).toContainText('© 2024');
      for (const name of ['Datenschutz', 'Impressum', 'AGB']) {
        const link = footer.getByRole('link', { name, exact: true });
        await expect(link).toHaveCount(1);
        const href = (await link.getAttribute('href')) ?? '';
        expect(new URL(href, page.url()).pathname).toBe('/privacy-policy');
      }
    });
  });
}

test('the footer link AGB leads to the terms of use on /privacy-policy, a heading of their own', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB', exact: true }).click();
  await expect(page).toHaveURL('/privacy-policy#agb');
  const heading = page.locator('h2#agb');
  await expect(heading).toContainText(/Nutzungs\u00ad?bedingungen \(AGB\)/);
  await expect(heading).toBeInViewport();
});

test('the footer link Datenschutz opens the privacy policy', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Datenschutz');
});

test('a quick link brings its section into view below the top bar', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: 'Unsere Partner' })
    .click();
  await expect(page).toHaveURL(/#PartnersSection$/);
  // Smooth scrolling takes a moment; the section ends up just below the 64 px bar (its scroll margin: 80 px).
  await expect.poll(() => sectionTop(page), { timeout: 5000 }).toBe(80);
  await expect(page.locator('#PartnersSection h2')).toBeInViewport();
});

test('the quick links from the privacy policy lead back to the sections of the home page', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await page
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: 'Unsere Partner' })
    .click();
  await expect(page).toHaveURL('/#PartnersSection');
  // The home page scrolls (smoothly) to the section once loaded.
  await expect.poll(() => sectionTop(page), { timeout: 5000 }).toBe(80);
  await expect(page.locator('#PartnersSection h2')).toBeInViewport();
});
