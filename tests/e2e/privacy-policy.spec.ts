import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { siteRoot } from './support/pages.ts';

// The content files, read here rather than imported, so the test compares the page with what an editor wrote.
const site = JSON.parse(readFileSync(join(siteRoot, 'content/site.json'), 'utf8'));
const markdown = readFileSync(join(siteRoot, 'content/legal/privacy-policy.md'), 'utf8');
const markdownTopics = [...markdown.matchAll(/^## (.+?) \{#([a-z0-9-]+)\}$/gm)].map(([, title, id]) => ({
  title: title ?? '',
  id: id ?? '',
}));

/** The spec's fourteen topics, in its order (data collected … supervisory authorities), then the terms of use. */
const TOPIC_IDS = [
  'erhobene-daten',
  'erhebung',
  'verwendung',
  'speicherung',
  'marketing',
  'datenschutzrechte',
  'cookies',
  'cookie-verwendung',
  'cookie-arten',
  'cookies-verwalten',
  'andere-websites',
  'aenderungen',
  'kontakt',
  'aufsichtsbehoerde',
  'agb',
];

const toc = (page: Page) => page.getByRole('navigation', { name: 'Inhalt' });
const topicHeadings = (page: Page) => page.locator('article section > h2:not(#impressum)');

/** Resolves once the window has not scrolled for ten frames (smooth scrolling has finished). */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else {
            still = 0;
            last = window.scrollY;
          }
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

/** Where the heading sits in the window, whether the top bar shows, and what is drawn at the heading's top. */
const headingPlacement = (page: Page, id: string) =>
  page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    if (!heading) throw new Error(`no element #${headingId}`);
    const box = heading.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + 4, box.top + 4);
    return {
      top: box.top,
      bottom: box.bottom,
      viewport: window.innerHeight,
      barVisible: document.querySelector('body > #root > header')?.getAttribute('data-visible') === 'true',
      uncovered: onTop !== null && heading.contains(onTop),
    };
  }, id);

test.describe('the privacy policy page', () => {
  test('has one h1, the date, a way home, the fourteen topics in the spec order and the terms of use', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(/^Datenschutz\u00ad?erklärung und Impressum$/);
    await expect(page.getByText('Letzte Aktualisierung: 13. Oktober 2021')).toBeVisible();
    await expect(page.locator('time')).toHaveAttribute('datetime', '2021-10-13');
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');

    // The headings are the file's, in the file's order, which is the spec's.
    expect(markdownTopics.map((t) => t.id)).toEqual(TOPIC_IDS);
    await expect(topicHeadings(page)).toHaveCount(TOPIC_IDS.length);
    expect(await topicHeadings(page).evaluateAll((hs) => hs.map((h) => h.id))).toEqual(TOPIC_IDS);
    await expect(topicHeadings(page)).toHaveText(markdownTopics.map((t, i) => `${i + 1}.${t.title}`));

    // The table of contents leads to each of them, and to the imprint.
    const links = toc(page).getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      ...TOPIC_IDS.map((id) => `#${id}`),
      '#impressum',
    ]);
    await expect(links.last()).toHaveText('Impressum');

    await page.waitForLoadState('networkidle');
    expect(consoleProblems).toEqual([]);
  });

  test('states the retention period, the response period and the supervisory authority', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('section:has(> h2#speicherung)')).toContainText(
      'mindestens drei Jahre nach der letzten Interaktion',
    );
    await expect(page.locator('section:has(> h2#datenschutzrechte)')).toContainText(
      'Wir beantworten Ihr Begehren innert eines Monats.',
    );
    const authority = page.locator('section:has(> h2#aufsichtsbehoerde)');
    for (const text of [
      'Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)',
      'Feldeggweg 1',
      '3003 Bern',
    ]) {
      await expect(authority).toContainText(text);
    }
    await expect(authority.getByRole('link', { name: 'www.edoeb.admin.ch' })).toHaveAttribute(
      'href',
      'https://www.edoeb.admin.ch',
    );
    // Honest about cookies, in Swiss Standard German.
    await expect(page.locator('section:has(> h2#cookie-verwendung)')).toContainText(
      'Diese Website setzt keine Cookies',
    );
    expect(await page.locator('body').textContent()).not.toContain('ß');
  });

  test('the imprint shows the values of site.json', async ({ page }) => {
    await page.goto('/privacy-policy');
    const imprint = page.locator('section:has(> h2#impressum)');
    const value = (term: string) =>
      imprint
        .locator('dl > div')
        .filter({ has: page.getByText(term, { exact: true }) })
        .locator('dd');
    const { cooperative: c } = site;
    await expect(value('Betreiberin')).toHaveText(c.name);
    await expect(value('Rechtsform')).toHaveText(c.legalForm);
    await expect(value('Adresse')).toHaveText(
      `${c.address.street}${c.address.postalCode} ${c.address.locality}${c.address.country}`,
    );
    await expect(value('Adresse')).toContainText('Trogen');
    await expect(value('Registereintrag')).toHaveText(c.register.office);
    await expect(value('UID')).toHaveText(c.register.uid);
    await expect(value('Präsidium')).toHaveText(c.president);
    await expect(value('E-Mail').getByRole('link')).toHaveAttribute('href', `mailto:${c.email}`);
    await expect(value('E-Mail')).toHaveText(c.email);
    await expect(value('Telefon').getByRole('link')).toHaveAttribute(
      'href',
      `tel:${c.phone.replace(/\s/g, '')}`,
    );
    await expect(value('Telefon')).toHaveText(c.phone);
    // The legal text takes the same facts from the same file.
    const contact = page.locator('section:has(> h2#kontakt)');
    await expect(contact.getByRole('link', { name: c.email })).toHaveAttribute('href', `mailto:${c.email}`);
    await expect(contact).toContainText(c.address.street);
  });

  test('at 360 and 1440 px every table-of-contents link, used with the keyboard, lands its heading below the top bar', async ({
    newPage,
  }) => {
    test.setTimeout(120_000);
    // Each width in a page of its own, side by side: each spends most of its time in smooth scrolls.
    await Promise.all(
      [360, 1440].map(async (width) => {
        const page = await newPage({ viewport: { width, height: 800 } });
        await page.goto('/privacy-policy');
        await page.waitForLoadState('networkidle');
        for (const id of [...TOPIC_IDS, 'impressum']) {
          const at = `${width} px, #${id}`;
          const link = toc(page).locator(`a[href="#${id}"]`);
          // Back to the table of contents (at once, to keep the test short), then the keyboard: focus, Enter.
          await link.evaluate((a) => {
            const box = a.getBoundingClientRect();
            if (box.top < 64 || box.bottom > window.innerHeight) {
              window.scrollTo({
                top: window.scrollY + box.top - window.innerHeight / 2,
                behavior: 'instant',
              });
            }
          });
          await link.focus();
          await scrollSettled(page);
          await page.keyboard.press('Enter');
          await expect(page, at).toHaveURL(new RegExp(`#${id}$`));
          await scrollSettled(page);
          const placement = await headingPlacement(page, id);
          expect(placement.barVisible, `${at}: the top bar shows`).toBe(true);
          expect(placement.top, `${at}: below the 64 px bar`).toBeGreaterThanOrEqual(64);
          expect(placement.bottom, `${at}: within the window`).toBeLessThanOrEqual(placement.viewport);
          expect(placement.uncovered, `${at}: nothing drawn over the heading`).toBe(true);
        }
      }),
    );
  });

  test("the footer's Impressum link leads from the home page to the imprint, below the top bar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/privacy-policy#impressum$/);
    await page.waitForLoadState('networkidle');
    await scrollSettled(page);
    const placement = await headingPlacement(page, 'impressum');
    expect(placement.barVisible).toBe(true);
    expect(placement.top).toBeGreaterThanOrEqual(64);
    expect(placement.uncovered).toBe(true);
  });

  test.describe('printed', () => {
    test.use({ colorScheme: 'dark' });

    test('is black on white, without the navigation around it, and shows where links lead', async ({
      page,
    }) => {
      await page.goto('/privacy-policy');
      await page.waitForLoadState('networkidle');
      // Hidden elements leave the accessibility tree, so these are found by their markup.
      const chrome = [
        page.locator('body > #root > header'),
        page.locator('a[href="#main"]').first(),
        page.locator('main a[href="/"]').first(),
        page.locator('nav[aria-labelledby="inhalt"]'),
        page.locator('footer nav'),
        page.locator('footer a[href="/privacy-policy#impressum"]'),
      ];
      for (const element of chrome) await expect(element).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      for (const element of chrome) await expect(element).toBeHidden();
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('color', 'rgb(0, 0, 0)');
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expect(page.locator('h2#speicherung')).toHaveCSS('color', 'rgb(0, 0, 0)');
      const after = await page
        .locator('section:has(> h2#aufsichtsbehoerde) a[href^="https:"]')
        .evaluate((a) => getComputedStyle(a, '::after').content);
      expect(after).toBe('" (https://www.edoeb.admin.ch)"');

      await page.emulateMedia({ media: 'screen' });
      await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
    });
  });
  // axe on this page, in both schemes and at both widths: tests/e2e/accessibility.spec.ts, as on every page.
});

test.describe('the privacy policy without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the whole text, its table of contents and the imprint', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('h1')).toHaveText(/^Datenschutz\u00ad?erklärung und Impressum$/);
    await expect(page.getByText('Letzte Aktualisierung: 13. Oktober 2021')).toBeVisible();
    expect(await topicHeadings(page).evaluateAll((hs) => hs.map((h) => h.id))).toEqual(TOPIC_IDS);
    await expect(toc(page).getByRole('link')).toHaveCount(TOPIC_IDS.length + 1);
    await expect(page.locator('section:has(> h2#speicherung)')).toContainText('mindestens drei Jahre');
    await expect(page.locator('section:has(> h2#datenschutzrechte)')).toContainText('innert eines Monats');
    const imprint = page.locator('section:has(> h2#impressum)');
    for (const text of [site.cooperative.register.uid, site.cooperative.president, site.cooperative.phone]) {
      await expect(imprint).toContainText(text);
    }
  });
});
