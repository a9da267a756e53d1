import type { Page } from '@playwright/test';
import { loadContent } from '../../src/content/load.ts';
import { fillContent } from '../../src/content/placeholders.ts';
import { PARTNER_TYPE_NAMES } from '../../src/content/schema/municipality.ts';
import { expect, test } from './fixtures.ts';
import { siteRoot } from './support/pages.ts';

// The landing page's closing sections: success factors, partners, call to action. Expectations come from
// the content files, so the tests follow the cooperative's edits.
const { site, municipality } = fillContent(loadContent(siteRoot));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.use({ viewport: { width: 1280, height: 800 } });

test('the three sections follow the housing figures, in order, and close the page', async ({ page }) => {
  await page.goto('/');
  const ids = await page
    .locator('main section[aria-labelledby]')
    .evaluateAll((sections) => sections.map((s) => s.id));
  const at = (id: string) => ids.indexOf(id);
  expect(at('HousingStatsSection')).toBeGreaterThan(at('Home'));
  // The chart sections go between the housing figures and these; whatever sits there, these three come last.
  expect(ids.slice(-3)).toEqual(['SuccessFactorsSection', 'PartnersSection', 'CallToAction']);
  expect(at('SuccessFactorsSection')).toBeGreaterThan(at('HousingStatsSection'));
});

test.describe('hero illustration', () => {
  const art = (page: Page) => page.locator('#Home img[src^="/hero-illustration"]');

  test('fills the right half of the hero on wide screens, beside the text, as decoration', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(art(page)).toHaveCount(1);
    await expect(art(page)).toHaveAttribute('alt', '');
    await expect(art(page)).toBeVisible();
    // Drawn, not a broken image.
    await expect
      .poll(() => art(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    const box = await art(page).boundingBox();
    const heading = await page.locator('#Home h1').boundingBox();
    expect(box?.x).toBeGreaterThan(640);
    // Beside the headline, not over it.
    expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeLessThan(box?.x ?? 0);
    expect(box?.width).toBeGreaterThan(300);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`is drawn in the ${scheme} colours in the ${scheme} colour scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await expect
        // Empty until the browser has picked a source for the lazy image: poll on, do not throw.
        .poll(() =>
          art(page).evaluate((img: HTMLImageElement) => img.currentSrc && new URL(img.currentSrc).pathname),
        )
        .toBe(`/hero-illustration-${scheme}.svg`);
    });
  }

  test('is left out below 1024 px, and not even fetched', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/hero-illustration')) fetched.push(request.url());
    });
    await page.goto('/');
    await expect(art(page)).toHaveCount(1);
    await expect(art(page)).toBeHidden();
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
  });
});

test.describe('SuccessFactorsSection', () => {
  test('has its heading and four cards, each with an icon, a title and a text', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Schlüssel\u00adfaktoren für den Erfolg' });
    await expect(section).toHaveAttribute('id', 'SuccessFactorsSection');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Schlüssel\u00adfaktoren für den Erfolg',
    );
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    for (const [i, factor] of site.successFactors.entries()) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(factor.title);
      await expect(card).toContainText(factor.text);
      const icon = card.locator('svg');
      await expect(icon).toBeVisible();
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect((await icon.boundingBox())?.width).toBeGreaterThanOrEqual(24);
    }
  });

  test('shows the cards two by two on wide screens and one below the other on phones', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#SuccessFactorsSection li');
    const tops = async () =>
      cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const wide = await tops();
    expect(wide[0]).toBe(wide[1]);
    expect(wide[2]).toBe(wide[3]);
    expect(wide[2]).toBeGreaterThan(wide[0] ?? 0);
    await page.setViewportSize({ width: 360, height: 800 });
    const narrow = await tops();
    for (let i = 1; i < 4; i++) expect(narrow[i]).toBeGreaterThan(narrow[i - 1] ?? 0);
  });
});

test.describe('PartnersSection', () => {
  test('has six partner tiles that open the partner in a new tab, named by the partner', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Unsere Partner' });
    await expect(section).toHaveAttribute('id', 'PartnersSection');
    await expect(section.getByRole('link')).toHaveCount(6);
    for (const partner of municipality.partners) {
      // The accessible name starts with the partner's name (the logo's text alternative); the type follows.
      const link = section.getByRole('link', { name: new RegExp(`^${escapeRegExp(partner.name)}`) });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', partner.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText(PARTNER_TYPE_NAMES[partner.type]);
      const logo = link.getByRole('img', { name: partner.name });
      await expect(logo).toHaveAttribute('src', partner.logo);
      await expect(logo).toHaveAttribute('loading', 'lazy');
      await expect(logo).toHaveAttribute('width', /^\d+$/);
      await expect(logo).toHaveAttribute('height', /^\d+$/);
    }
  });

  test('loads every logo once scrolled into view, all at one height', async ({ page }) => {
    await page.goto('/');
    const logos = page.locator('#PartnersSection img');
    await page.locator('#PartnersSection').scrollIntoViewIfNeeded();
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    const heights = await logos.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().height));
    expect(new Set(heights).size).toBe(1);
    expect(heights[0]).toBeGreaterThanOrEqual(48);
  });

  test('logos rest in grey and show their colours on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    // Desktop Chromium: a pointer that hovers.
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
    const links = page.locator('#PartnersSection a');
    const first = links.first().locator('img');
    const second = links.nth(1).locator('img');
    await links.first().scrollIntoViewIfNeeded();
    await expect(first).toHaveCSS('filter', 'grayscale(1)');
    await links.first().hover();
    await expect(first).toHaveCSS('filter', 'none');
    await expect(second).toHaveCSS('filter', 'grayscale(1)');
    await page.mouse.move(0, 0);
    await expect(first).toHaveCSS('filter', 'grayscale(1)');
    // Keyboard: focus the first tile, tab to the second.
    await links.first().focus();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await expect(second).toHaveCSS('filter', 'none');
  });
});

test.describe('PartnersSection on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('logos keep their colours where nothing can hover', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
    const logo = page.locator('#PartnersSection img').first();
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveCSS('filter', 'none');
  });
});

test.describe('CallToAction', () => {
  test('has its heading, a text and the two buttons', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Bereit für den nächsten Schritt?' });
    await expect(section).toHaveAttribute('id', 'CallToAction');
    await expect(section.getByRole('paragraph').first()).toContainText(municipality.name);

    const book = section.getByRole('link', { name: 'Termin buchen' });
    await expect(book).toHaveAttribute('href', site.links.booking);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');

    const mail = section.getByRole('link', { name: 'Sende uns ein Mail' });
    await expect(mail).toHaveAttribute('href', `mailto:${site.cooperative.email}`);
    // A mailto link opens the mail program; it needs no new tab.
    await expect(mail).not.toHaveAttribute('target', /.*/);

    for (const button of [book, mail]) {
      await button.scrollIntoViewIfNeeded();
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('sits on the accent colour', async ({ page }) => {
    await page.goto('/');
    const panel = page
      .locator('#CallToAction h2')
      .locator('xpath=ancestor::div[contains(@class, "bg-accent")]');
    const [panelColour, accent] = await panel.evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      (() => {
        const probe = document.createElement('div');
        probe.style.color = 'var(--accent)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      })(),
    ]);
    expect(panelColour).toBe(accent);
  });

  test('the booking button opens the booking page in a new tab', async ({ page, context }) => {
    await page.goto('/');
    // The booking page lives on another origin; the test answers for it, so nothing leaves the machine.
    await context.route(site.links.booking, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Buchung</title>' }),
    );
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('#CallToAction').getByRole('link', { name: 'Termin buchen' }).click(),
    ]);
    await expect(popup).toHaveURL(site.links.booking);
    // noopener: the new tab gets no handle on this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL('/');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the three sections are complete in the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#SuccessFactorsSection li h3')).toHaveText(
      site.successFactors.map((factor) => factor.title),
    );
    await expect(page.locator('#PartnersSection a')).toHaveCount(6);
    await expect(page.locator('#CallToAction a')).toHaveText(['Termin buchen', 'Sende uns ein Mail']);
  });
});
