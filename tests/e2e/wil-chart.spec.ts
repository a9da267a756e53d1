import type { Page } from '@playwright/test';
import { expect, intersectionSeen, openIdle, scrollTo, test } from './fixtures.ts';

// WilChart: counters 312 → 412 and 1'255 → 1'155 over 2.5 s from 25 % of the cards seen, badges '+100' and
// '−100' at the start and '+32%' at the end; the target's share counting to 6.4 % over 1.5 s; the houses
// chart prerendered.

// Long enough for a 2.5 s count on a busy machine; how long the count took, the page's own record says.
const COUNT_ENDS = 10_000;

const counter = (page: Page, name: string) => page.locator(`[data-counter="${name}"]`);
const badge = (page: Page, text: string) =>
  page.locator('#WilChart [data-shown]').filter({ hasText: new RegExp(`^${text.replace('+', '\\+')}$`) });

/** Logs (with their times) the phases of the counters and the share, and whether each badge shows. */
async function watchCounters(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { countLog: { what: string; t: number }[]; shifts: number };
    w.countLog = [];
    w.shifts = 0;
    const watch = (selector: string, attribute: string, name: (el: Element) => string) => {
      for (const el of document.querySelectorAll(selector)) {
        new MutationObserver(() =>
          w.countLog.push({ what: `${name(el)}=${el.getAttribute(attribute)}`, t: performance.now() }),
        ).observe(el, { attributes: true, attributeFilter: [attribute] });
      }
    };
    watch('[data-counters]', 'data-counters', () => 'counters');
    watch('[data-share]', 'data-share', () => 'share');
    watch('#WilChart [data-shown]', 'data-shown', (el) => el.textContent ?? '');
    // Every value a counter shows, with its time: the page's own record, whatever the machine's load.
    for (const el of document.querySelectorAll('[data-counter]')) {
      new MutationObserver(() =>
        w.countLog.push({
          what: `${el.getAttribute('data-counter')}:${el.textContent?.replace(/'/g, '')}`,
          t: performance.now(),
        }),
      ).observe(el, { childList: true, characterData: true, subtree: true });
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
}
const countLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { countLog: { what: string; t: number }[] }).countLog);
const at = (log: { what: string; t: number }[], what: string) => log.find((e) => e.what === what)?.t;

/** Scrolls so that `share` (0-1) of the element's height shows at the bottom of the window. */
async function reveal(page: Page, selector: string, share: number) {
  const y = await page.evaluate(
    ([sel, s]) => {
      const el = document.querySelector(sel as string);
      if (!el) throw new Error(`no ${sel}`);
      const box = el.getBoundingClientRect();
      return window.scrollY + box.top - window.innerHeight + box.height * (s as number);
    },
    [selector, share],
  );
  await scrollTo(page, y);
}

test.describe('WilChart', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("heading from the municipality; counters wait at 312 and 1'255 until the cards are seen", async ({
    page,
    consoleProblems,
  }) => {
    await openIdle(page);
    await expect(page.locator('#WilChart').getByRole('heading', { level: 2 })).toHaveText(
      'Jetzt auch für Diepoldsau',
    );
    await expect(counter(page, 'renewable')).toHaveText('312');
    await expect(counter(page, 'fossil')).toHaveText("1'255");
    // Before it is seen the share waits at its start.
    await expect(counter(page, 'share')).toHaveText('0.0\u00a0%');
    for (const text of ['+100', '\u2212100', '+32%'])
      await expect(badge(page, text)).toHaveAttribute('data-shown', 'false');
    expect(await badge(page, '+100').evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    // 15 % of the cards in view is not enough.
    await reveal(page, '[data-counters]', 0.15);
    await intersectionSeen(page, '[data-counters]');
    await expect(page.locator('[data-counters]')).toHaveAttribute('data-counters', 'idle');
    await expect(counter(page, 'renewable')).toHaveText('312');
    expect(consoleProblems).toEqual([]);
  });

  test('count over 2.5 s with ease-out; badges at the start, +32% at the end; no layout shift', async ({
    page,
    consoleProblems,
  }) => {
    await openIdle(page);
    await watchCounters(page);
    await reveal(page, '[data-counters]', 0.4);

    // The start badges appear with the count.
    // How soon, the page's own record says below: a loaded test run may look later than the page showed it.
    await expect(badge(page, '+100')).toHaveAttribute('data-shown', 'true');
    await expect(badge(page, '\u2212100')).toHaveAttribute('data-shown', 'true');
    await expect(badge(page, '+32%')).toHaveAttribute('data-shown', 'false');

    // They end at 412 and 1'155, and then +32% appears.
    await expect(counter(page, 'renewable')).toHaveText('412', { timeout: COUNT_ENDS });
    await expect(counter(page, 'fossil')).toHaveText("1'155");
    await expect(badge(page, '+32%')).toHaveAttribute('data-shown', 'true');

    const log = await countLog(page);
    const start = at(log, 'counters=running') ?? Number.NaN;
    const end = at(log, 'counters=done') ?? Number.NaN;
    // Mid-way both are strictly between start and end: the value shown nearest the middle of the count. A
    // loaded machine may draw few frames, but not none (that would be a jump); +32% has not appeared yet.
    const shownMidway = (name: string) => {
      const shown = log.filter((e) => e.what.startsWith(`${name}:`) && e.t > start && e.t < end);
      const middle = (start + end) / 2;
      const nearest = shown.sort((a, b) => Math.abs(a.t - middle) - Math.abs(b.t - middle))[0];
      return Number(nearest?.what.split(':')[1]);
    };
    const renewableMid = shownMidway('renewable');
    const fossilMid = shownMidway('fossil');
    expect(renewableMid).toBeGreaterThan(312);
    expect(renewableMid).toBeLessThan(412);
    expect(fossilMid).toBeLessThan(1255);
    expect(fossilMid).toBeGreaterThan(1155);
    expect(at(log, '+32%=true') ?? Number.NaN).toBeGreaterThan(start + 700);
    // 2.5 s by the count's clock, the time of the frame it starts in. On a loaded machine that frame's time
    // can lie before the moment «running» reaches the page (2,380 ms measured here once in a full run), and
    // the end shows in the first frame after 2.5 s, which load delays by up to about a second (3,629 ms
    // seen). The bounds still fail a count set to run half or twice as long.
    expect(end - start).toBeGreaterThanOrEqual(2000);
    expect(end - start).toBeLessThan(4500);
    expect((at(log, '+100=true') ?? Number.NaN) - start).toBeLessThan(100);
    expect((at(log, '+32%=true') ?? Number.NaN) - end).toBeGreaterThanOrEqual(0);
    expect((at(log, '+32%=true') ?? Number.NaN) - end).toBeLessThan(200);
    // It happens once.
    await scrollTo(page, 0);
    await reveal(page, '[data-counters]', 0.6);
    await intersectionSeen(page, '[data-counters]');
    await expect(counter(page, 'renewable')).toHaveText('412');
    expect((await countLog(page)).filter((e) => e.what === 'counters=running')).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(consoleProblems).toEqual([]);
  });

  test('the share counts up to 6.4 % over 1.5 s once 30 % of it is seen', async ({ page }) => {
    await openIdle(page);
    await watchCounters(page);
    await reveal(page, '[data-share]', 0.6);
    await expect(counter(page, 'share')).toHaveText('6.4\u00a0%', { timeout: COUNT_ENDS });
    await expect(page.locator('[data-share]')).toHaveAttribute('data-share', 'done');
    const log = await countLog(page);
    // It counted up: the page showed values between 0 and 6.4 on the way (one per frame it got: a loaded
    // machine gave it 3 in 1.5 s; under reduced motion there are none).
    const shown = log
      .filter((e) => e.what.startsWith('share:'))
      .map((e) => Number.parseFloat(e.what.slice(6)));
    expect(shown.filter((v) => v > 0 && v < 6.4).length).toBeGreaterThanOrEqual(2);
    // 1.5 s by the page's clock, its end in the first frame after (delayed on a loaded machine).
    const duration = (at(log, 'share=done') ?? Number.NaN) - (at(log, 'share=running') ?? Number.NaN);
    expect(duration).toBeGreaterThanOrEqual(1400);
    expect(duration).toBeLessThan(3000);
    await expect(page.locator('[data-share]')).toHaveText(
      "100 von 1'567 Einfamilienhäusern: 6.4\u00a0%6.4\u00a0% des Bestands wechseln zu erneuerbarer Wärme.",
    );
  });

  test('screen readers get each figure once, as text, not the counting numerals; the houses chart: years 2020-2027, y-axis 180-480, start marker and both projections', async ({
    page,
  }) => {
    await page.goto('/');
    for (const name of ['renewable', 'fossil', 'share']) {
      await expect(counter(page, name)).toHaveAttribute('aria-hidden', 'true');
    }
    const cards = page.locator('[data-counters]');
    await expect(cards).toContainText('heute 312 · mit 100in100 412');
    await expect(cards).toContainText("heute 1'255 · mit 100in100 1'155");
    await expect(page.locator('[data-share] .sr-only')).toHaveText('6.4\u00a0%');
    const figure = page.locator('#WilChart figure');
    const chart = figure.locator('svg[data-chart="renewable-houses"]').filter({ visible: true });
    await expect(chart).toBeVisible();
    const texts = await chart.locator('text').allTextContents();
    for (const year of ['2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027'])
      expect(texts).toContain(year);
    expect(texts).toEqual(expect.arrayContaining(['180', '480', 'Start 100in100']));
    await expect(chart.locator('[data-label="with-project"]')).toHaveText('412mit 100in100');
    await expect(chart.locator('[data-label="without-project"]')).toHaveText('330ohne 100in100');
    // The projections by the classes that draw them (their width and dashes at every aspect ratio).
    for (const line of ['with', 'without']) {
      await expect(chart.locator(`path.${line}`)).toHaveAttribute('stroke-dasharray', /\d/);
    }
    await expect(chart).toHaveAttribute('aria-label', /Prognose 2027: 412 mit 100in100, 330 ohne 100in100/);
    await figure.getByText('Daten als Tabelle').click();
    await expect(figure.getByRole('row', { name: /2026 \(Start 100in100\)/ })).toContainText('312');
    await expect(figure.getByRole('row', { name: /2027 ohne 100in100/ })).toContainText('330');
  });
});

test.describe('WilChart under reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('every figure and badge shows its final state at once', async ({ page, consoleProblems }) => {
    await openIdle(page);
    // Every text each counter shows from here on: "at once" means no value between the first and the last,
    // however long the machine takes to get there.
    await page.evaluate(() => {
      const seen: Record<string, string[]> = {};
      for (const element of document.querySelectorAll<HTMLElement>('[data-counter]')) {
        const name = element.dataset.counter ?? '';
        seen[name] = [element.textContent ?? ''];
        new MutationObserver(() => seen[name]?.push(element.textContent ?? '')).observe(element, {
          characterData: true,
          childList: true,
          subtree: true,
        });
      }
      Object.assign(window, { counterTexts: seen });
    });
    await reveal(page, '[data-counters]', 0.5);
    const final = { renewable: '412', fossil: "1'155", share: '6.4\u00a0%' };
    for (const [name, text] of Object.entries(final)) {
      await expect(counter(page, name)).toHaveText(text);
      const seen = await page.evaluate(
        (counterName) =>
          (window as unknown as { counterTexts: Record<string, string[]> }).counterTexts[counterName] ?? [],
        name,
      );
      // At most the figure before the reveal (the page's HTML), then the final one.
      const between = new Set(seen.filter((shown) => shown !== text));
      expect(between.size, `${name} showed ${JSON.stringify(seen)}`).toBeLessThanOrEqual(1);
      expect(seen.at(-1)).toBe(text);
    }
    for (const text of ['+100', '\u2212100', '+32%']) {
      await expect(badge(page, text)).toHaveAttribute('data-shown', 'true');
      expect(await badge(page, text).evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none');
    }
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('WilChart on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the narrow chart names the projections in a key; nothing scrolls sideways', async ({ page }) => {
    await page.goto('/');
    const chart = page.locator('svg[data-chart="renewable-houses"]').filter({ visible: true });
    await expect(chart).toHaveAttribute('viewBox', '0 0 320 280');
    await expect(chart.locator('[data-key="projections"]')).toHaveText('mit 100in100ohne 100in100');
    await reveal(page, '[data-counters]', 0.5);
    await expect(counter(page, 'renewable')).toHaveText('412', { timeout: COUNT_ENDS });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('WilChart without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test('the chart and every figure are in the HTML', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#WilChart');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Jetzt auch für Diepoldsau');
    const chart = section.locator('svg[data-chart="renewable-houses"]').filter({ visible: true });
    await expect(chart).toBeVisible();
    const texts = await chart.locator('text').allTextContents();
    for (const year of ['2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027'])
      expect(texts).toContain(year);
    expect(texts).toContain('Start 100in100');
    await expect(chart).toContainText('ohne 100in100');
    await expect(chart).toContainText('412');
    await expect(chart).toContainText('330');
    for (const text of [
      '312',
      '412',
      "1'255",
      "1'155",
      '19.9\u00a0%',
      '26.3\u00a0%',
      '80.1\u00a0%',
      '73.7\u00a0%',
      "100 von 1'567 Einfamilienhäusern",
      '6.4\u00a0%',
    ]) {
      await expect(section).toContainText(text);
    }
    // The badges show at once without JavaScript.
    for (const text of ['+100', '\u2212100', '+32%']) {
      await expect(badge(page, text)).toBeVisible();
      expect(await badge(page, text).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    }
  });
});
