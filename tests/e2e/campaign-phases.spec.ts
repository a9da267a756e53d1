import type { Page } from '@playwright/test';
import { E2E_DAY } from '../../playwright.config.ts';
import { expect, openIdle, test } from './fixtures.ts';

// Each phase of a campaign on the page of one municipality of the e2e build, which stands on 26 November 2026
// (SOURCE_DATE_EPOCH, playwright.config.ts): Diepoldsau (/) finished on 12 May 2026 without its result yet,
// Seengen announced for 19 April 2027, Balsthal running since 5 October 2026 with 37 replacements as of
// 20 November, Weinfelden finished on 9 December 2025 with 86 (tests/fixtures/municipalities/). What a
// visitor reads is in the HTML itself: these pages are read without JavaScript.

test.use({ javaScriptEnabled: false });

const hero = (page: Page) => page.locator('#Home');
const wilChartHeading = (page: Page) => page.locator('#WilChart h2');

test('the e2e build stands on 26 November 2026', () => {
  expect(new Date(Number(E2E_DAY.epoch) * 1000).toISOString().slice(0, 10)).toBe(E2E_DAY.iso);
});

test('finished without a result (/): the spec’s page, saying it is over and the result follows, no days left', async ({
  page,
}) => {
  await page.goto('/');
  await expect(hero(page).locator('[data-campaign]')).toHaveText(
    'Die 100 Tage sind vorbei: 2. Februar – 12. Mai 2026. Das Ergebnis folgt.',
  );
  await expect(page.getByText(/noch \d+ Tage?/)).toHaveCount(0);
  await expect(wilChartHeading(page)).toHaveText('Jetzt auch für Diepoldsau');
  // The spec's counters, their target in the text beneath them.
  await expect(page.locator('#WilChart')).toContainText('heute 312 · mit 100in100 412');
});

test('announced (/seengen): names its start and its 100 days, and no progress', async ({ page }) => {
  await page.goto('/seengen');
  await expect(hero(page).locator('[data-campaign="announced"]')).toHaveText(
    'Start am 19. April 2027100 Tage, bis 27. Juli 2027',
  );
  await expect(page.getByText(/Stand \d+\. /)).toHaveCount(0);
  await expect(wilChartHeading(page)).toHaveText('Jetzt auch für Seengen');
});

test('running (/balsthal): the progress, its date and the days left, in the HTML', async ({ page }) => {
  await page.goto('/balsthal');
  const status = hero(page).locator('[data-campaign="running"]');
  await expect(status.locator('p').first()).toHaveText('37von 100 neuen Heizungen');
  // 12 January 2027 − 26 November 2026 = 47 calendar days.
  await expect(status.locator('p').last()).toHaveText('Stand 20. November 2026 · noch 47 Tage');
  await expect(wilChartHeading(page)).toHaveText('Jetzt auch für Balsthal');
});

test.describe('finished with a result (/weinfelden)', () => {
  test('tells what it achieved and when, instead of inviting as if it ran', async ({ page }) => {
    await page.goto('/weinfelden');
    const status = hero(page).locator('[data-campaign="finished"]');
    await expect(status.locator('p')).toHaveText([
      '86neue Heizungen in 100 Tagen',
      'Die 100 Tage sind vorbei: 1. September – 9. Dezember 2025.',
      // 86 in 100 days against 80 in the 365 days of 2024: (86 / 100) / (80 / 365) = 3.92.
      '3.9-mal so viele pro Tag wie im ganzen Jahr davor (80)',
    ]);
    await expect(wilChartHeading(page)).toHaveText('Das hat 100in100 in Weinfelden erreicht');
    await expect(page.getByText(/Jetzt auch für/)).toHaveCount(0);
    await expect(page.getByText(/noch \d+ Tage?/)).toHaveCount(0);
    await expect(page.locator('footer')).toContainText('Ergebnis in Weinfelden');
    // The contact stays for homeowners who still want advice.
    await expect(page.locator('#CallToAction').getByRole('link', { name: /Termin buchen/ })).toBeVisible();
  });

  test('ends the houses chart at the achieved figure, named as such, not as a forecast', async ({ page }) => {
    await page.goto('/weinfelden');
    const figure = page.locator('#WilChart figure');
    await expect(figure.locator('[data-label="with-project"] .value')).toHaveText('496');
    await expect(figure.locator('[data-label="with-project"] .name')).toHaveText('erreicht');
    await expect(figure.locator('table')).toContainText('2026 erreicht');
    // The source does not call the year a forecast: the description says what is result and what forecast.
    await expect(figure).toContainText('Quelle: 100in100, Gebäudebestand Weinfelden');
    await expect(figure.getByText(/2026: Prognose/)).toHaveCount(0);
    await expect(figure.locator('svg[role="img"]')).toHaveAttribute(
      'aria-label',
      /Erreicht mit 100in100: 496/,
    );
  });

  test('says the counters’ figures are before and after it, and its share is of the houses it changed: 86 / 1’840 = 4.7 %', async ({
    page,
  }) => {
    await page.goto('/weinfelden');
    const section = page.locator('#WilChart');
    await expect(section).toContainText('vorher 410 · nach 100in100 496');
    await expect(section).toContainText("vorher 1'430 · nach 100in100 1'344");
    await expect(section).toContainText('Anteil am Bestand: 22.3 % vorher, 27.0 % nach 100in100');
    await expect(section.locator('[data-share]')).toHaveText(
      "86 von 1'840 Einfamilienhäusern: 4.7 %4.7 % des Bestands sind mit 100in100 auf erneuerbare Wärme umgestiegen.",
    );
    await expect(section.getByText(/heute|mit 100in100 \d|wechseln zu/)).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the counters of a finished campaign end at its result: 410 + 86 and 1’430 − 86', async ({ page }) => {
    await openIdle(page, '/weinfelden');
    await page.locator('[data-counters]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-counter="renewable"]')).toHaveText('496', { timeout: 10_000 });
    await expect(page.locator('[data-counter="fossil"]')).toHaveText("1'344");
    await expect(page.locator('#WilChart').getByText('+86', { exact: true })).toBeVisible();
  });
});

test('the campaigns band lists the running and announced campaigns apart from the finished, with results, and ends with the link to all', async ({
  page,
}) => {
  await page.goto('/');
  const current = page.getByRole('navigation', { name: '100in100 auch in' });
  await expect(current.getByRole('listitem')).toHaveText(['Balsthal', 'Seengen ab 19. April 2027']);
  const finished = page.getByRole('navigation', { name: 'Abgeschlossen' });
  const result = finished.getByRole('listitem').getByRole('link');
  await expect(result).toHaveText(['Weinfelden: 86 neue Heizungen']);
  await expect(result).toHaveAttribute('href', '/weinfelden');
  // The last list ends with the link to all campaigns, inside its landmark.
  await expect(finished.getByRole('link').last()).toHaveText('Alle 4 Kampagnen');
  await expect(current.getByRole('link', { name: /^Alle/ })).toHaveCount(0);
});

test('each campaign page describes its campaign as a schema.org Event organised by the cooperative', async ({
  page,
}) => {
  for (const [path, name, startDate, endDate] of [
    ['/', 'Diepoldsau', '2026-02-02', '2026-05-12'],
    ['/weinfelden', 'Weinfelden', '2025-09-01', '2025-12-09'],
  ] as const) {
    await page.goto(path);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    const { organizer, ...event } = data;
    expect(organizer).toMatchObject({ '@type': 'NGO', name: 'Genossenschaft 100in100' });
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: `100in100 ${name}`,
      startDate,
      endDate,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name, address: `${name}, Schweiz` },
    });
  }
});
