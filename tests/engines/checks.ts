import assert from 'node:assert/strict';
import { headingBreaks } from '../support/heading-breaks.ts';
import { scrollThrough, settled } from '../support/scroll-through.ts';
import { CannotCheck, type EngineDriver, inPage, type Viewport } from './driver.ts';

// What must hold in every engine, written once. Each check opens the pages it needs (the engine's one
// browser page is reused) and waits for what it observes by polling the page, never by fixed sleeps.
// The sessions run in the dark colour scheme (each engine is launched or set up with it): the light scheme
// is what a page shows without any preference, and the Playwright suite checks both in Chromium.

export interface Check {
  name: string;
  run: (driver: EngineDriver) => Promise<void>;
}

const DESKTOP: Viewport = { width: 1280, height: 800 };
const PHONE: Viewport = { width: 360, height: 740 };
const SMALL_PHONE: Viewport = { width: 320, height: 640 };
/** A path no page has: the server answers it with the not-found page. */
export const NOT_FOUND_PATH = '/diese-seite-gibt-es-nicht';
const PAGES = ['/', '/privacy-policy', NOT_FOUND_PATH];
/** What the not-found page logs, as the spec asks: the one console error that is expected. */
const NOT_FOUND_LOG = `error: 404: Seite nicht gefunden: ${NOT_FOUND_PATH}`;

/** Polls `fn` in the page until it returns something truthy; fails with the last value after `timeout` ms. */
async function until<A extends unknown[], R>(
  driver: EngineDriver,
  what: string,
  timeout: number,
  fn: (...args: A) => R,
  ...args: A
): Promise<R> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = (await inPage(driver, fn, ...args)) as R;
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeout} ms (last: ${JSON.stringify(value)})`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Scrolls the window at once and lets the page have two frames to react. */
function scrollTo(driver: EngineDriver, y: number) {
  return inPage(
    driver,
    (top: number) =>
      new Promise<void>((done) => {
        window.scrollTo({ top, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
    y,
  );
}

/** Scrolls so that `share` (0-1) of the element's height shows at the bottom of the window. */
async function reveal(driver: EngineDriver, selector: string, share: number) {
  const y = await inPage(
    driver,
    (sel: string, s: number) => {
      const el = document.querySelector(sel);
      if (!el) throw new Error(`no ${sel}`);
      const box = el.getBoundingClientRect();
      return window.scrollY + box.top - window.innerHeight + box.height * s;
    },
    selector,
    share,
  );
  await scrollTo(driver, y);
}

/**
 * Opens a page and waits until React has hydrated it: on a page with a top bar, React adds the bar once it has
 * (the prerendered page leaves it out) and the bar marks <html>; on the not-found page, which has none, React
 * has taken over #root once its container key is there.
 */
async function openHydrated(driver: EngineDriver, path: string, viewport: Viewport) {
  await driver.open(path, viewport);
  await until(
    driver,
    `${path} hydrates`,
    15_000,
    (topBar: boolean) =>
      topBar
        ? document.documentElement.hasAttribute('data-top-bar')
        : Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer$'),
          ),
    path !== NOT_FOUND_PATH,
  );
}

const topBar = () => {
  const bar = document.querySelector<HTMLElement>('body > #root > header');
  if (!bar) throw new Error('no top bar (body > #root > header)');
  return { visible: bar.dataset.visible, opacity: getComputedStyle(bar).opacity, inert: bar.inert };
};

const logoHeight = () =>
  Math.round(document.getElementById('hero-logo')?.getBoundingClientRect().height ?? 0);

export const CHECKS: Check[] = [
  {
    name: 'the home page hydrates: top bar hidden at the top, shown after scrolling',
    async run(driver) {
      await openHydrated(driver, '/', DESKTOP);
      assert.deepEqual(await inPage(driver, topBar), { visible: 'false', opacity: '0', inert: true });
      await scrollTo(driver, 900);
      await until(driver, 'the top bar shows at 900 px', 3000, () => {
        const bar = document.querySelector<HTMLElement>('body > #root > header');
        return bar?.dataset.visible === 'true' && getComputedStyle(bar).opacity === '1' && !bar.inert;
      });
      await scrollTo(driver, 0);
      await until(driver, 'the top bar hides again at the top', 3000, () => {
        const bar = document.querySelector<HTMLElement>('body > #root > header');
        return bar?.dataset.visible === 'false' && getComputedStyle(bar).opacity === '0';
      });
    },
  },
  {
    name: 'the hero logo shrinks from 80 to 40 px over half a window height of scrolling',
    async run(driver) {
      await openHydrated(driver, '/', DESKTOP);
      assert.equal(await inPage(driver, logoHeight), 80);
      for (const [y, height] of [
        [200, 60],
        [400, 40],
        [700, 40],
        [0, 80],
      ] as const) {
        await scrollTo(driver, y);
        await until(
          driver,
          `the logo is ${height} px at ${y} px`,
          2000,
          (h: number) => {
            const now = Math.round(document.getElementById('hero-logo')?.getBoundingClientRect().height ?? 0);
            return now === h;
          },
          height,
        );
      }
    },
  },
  {
    name: "the index chart: 'Scrollen um Daten zu laden', then 'Loading chart data...', then the chart",
    async run(driver) {
      await openHydrated(driver, '/', DESKTOP);
      const before = await inPage(driver, () => {
        const frame = document.querySelector('#ChartSection [data-chart-state]');
        if (!frame) throw new Error('no #ChartSection [data-chart-state]');
        // Each change of state, with whether the loading text was on screen then.
        const log: { state: string | null; loadingText: boolean }[] = [];
        (window as unknown as { chartLog: typeof log }).chartLog = log;
        new MutationObserver(() =>
          log.push({
            state: frame.getAttribute('data-chart-state'),
            loadingText: (frame.textContent ?? '').includes('Loading chart data...'),
          }),
        ).observe(frame, { attributes: true, attributeFilter: ['data-chart-state'] });
        return { state: frame.getAttribute('data-chart-state'), text: frame.textContent ?? '' };
      });
      assert.equal(before.state, 'idle');
      assert.match(before.text, /Scrollen um Daten zu laden/);
      await reveal(driver, '#ChartSection', 0.3);
      await until(driver, 'the chart is drawn', 6000, () =>
        // A wide and a narrow drawing: one of them shows.
        [...document.querySelectorAll('#ChartSection svg[data-chart="heat-pump-index"]')].some(
          (chart) => chart.getBoundingClientRect().width > 0,
        ),
      );
      const log = await inPage(
        driver,
        () => (window as unknown as { chartLog: { state: string; loadingText: boolean }[] }).chartLog,
      );
      // The loading text showed while loading; once loaded (and the chunk is in) it is gone.
      assert.deepEqual(
        log.map((entry) => entry.state),
        ['loading', 'loaded'],
      );
      assert.equal(log[0]?.loadingText, true);
      assert.equal(
        await inPage(driver, () =>
          document.getElementById('ChartSection')?.textContent?.includes('Loading chart data...'),
        ),
        false,
      );
    },
  },
  {
    name: "the counters end at 412 and 1'155 with their badges, the share at 6.4 %",
    async run(driver) {
      await openHydrated(driver, '/', DESKTOP);
      const text = (name: string) => document.querySelector(`[data-counter="${name}"]`)?.textContent;
      const badges = () =>
        Object.fromEntries(
          [...document.querySelectorAll('#WilChart [data-shown]')].map((b) => [
            b.textContent,
            b.getAttribute('data-shown'),
          ]),
        );
      assert.equal(await inPage(driver, text, 'renewable'), '312');
      assert.equal(await inPage(driver, text, 'fossil'), "1'255");
      assert.deepEqual(await inPage(driver, badges), {
        '+100': 'false',
        '\u2212100': 'false',
        '+32%': 'false',
      });
      await reveal(driver, '[data-counters]', 0.4);
      await until(driver, "the counters reach 412 and 1'155", 8000, () => {
        const value = (name: string) => document.querySelector(`[data-counter="${name}"]`)?.textContent;
        return value('renewable') === '412' && value('fossil') === "1'155";
      });
      await until(driver, 'all three badges show', 3000, () =>
        [...document.querySelectorAll('#WilChart [data-shown]')].every(
          (b) => b.getAttribute('data-shown') === 'true',
        ),
      );
      assert.deepEqual(await inPage(driver, badges), { '+100': 'true', '\u2212100': 'true', '+32%': 'true' });
      await reveal(driver, '[data-share]', 0.6);
      await until(
        driver,
        'the share reaches 6.4 %',
        6000,
        () => document.querySelector('[data-counter="share"]')?.textContent === '6.4\u00a0%',
      );
    },
  },
  {
    name: 'every privacy table-of-contents link lands its heading below the 64 px top bar (360 px)',
    async run(driver) {
      await openHydrated(driver, '/privacy-policy', { width: 360, height: 800 });
      const problems = await inPage(driver, async () => {
        const settled = () =>
          new Promise<void>((done) => {
            let last = Number.NaN;
            let still = 0;
            const tick = () => {
              still = window.scrollY === last ? still + 1 : 0;
              last = window.scrollY;
              if (still >= 10) done();
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          });
        const links = [...document.querySelectorAll<HTMLAnchorElement>('nav a[href^="#"]')].filter((a) =>
          a.closest('nav')?.querySelector('a[href="#impressum"]'),
        );
        const found: string[] = [];
        if (links.length < 15) found.push(`only ${links.length} table-of-contents links`);
        for (const link of links) {
          const id = link.hash.slice(1);
          link.scrollIntoView({ block: 'center', behavior: 'instant' });
          await settled();
          link.click();
          await settled();
          const heading = document.getElementById(id);
          const box = heading?.getBoundingClientRect();
          const bar = document.querySelector('body > #root > header');
          const onTop = box && document.elementFromPoint(box.left + 4, box.top + 4);
          if (!heading || !box) found.push(`#${id}: no target`);
          else if (location.hash !== `#${id}`) found.push(`#${id}: the URL is ${location.hash}`);
          else if (bar?.getAttribute('data-visible') !== 'true') found.push(`#${id}: the top bar is hidden`);
          else if (box.top < 64 || box.bottom > innerHeight)
            found.push(`#${id}: at ${Math.round(box.top)}…${Math.round(box.bottom)} px`);
          else if (!onTop || !heading.contains(onTop)) found.push(`#${id}: covered by ${onTop?.tagName}`);
        }
        return found;
      });
      assert.deepEqual(problems, []);
    },
  },
  {
    name: 'an unknown path gets the not-found page with status 404',
    async run(driver) {
      await openHydrated(driver, NOT_FOUND_PATH, DESKTOP);
      assert.equal(await driver.status(), 404);
      const page = await inPage(driver, () => ({
        h1: document.querySelector('h1')?.textContent,
        text: document.body.textContent ?? '',
        home: document.querySelector('main a[href="/"], a[href="/"]')?.textContent,
        robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      }));
      assert.equal(page.h1, '404');
      assert.match(page.text, /Oops! Page not found/);
      assert.match(page.text, /Diese Seite gibt es nicht \(mehr\)/);
      assert.match(page.robots ?? '', /noindex/);
    },
  },
  {
    name: 'no page scrolls sideways at 360 px, scrolled through to its end',
    async run(driver) {
      for (const path of PAGES) {
        await openHydrated(driver, path, PHONE);
        await scrollThrough((fn, arg) => inPage(driver, fn, arg));
        const { scrollWidth, clientWidth } = await inPage(driver, () => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        // The window really is a phone's (a vertical scroll bar may take some of it).
        assert.ok(clientWidth <= 360 && clientWidth > 300, `${path}: the window is ${clientWidth} px wide`);
        assert.ok(scrollWidth <= clientWidth, `${path}: ${scrollWidth} px of content in ${clientWidth} px`);
      }
    },
  },
  {
    name: 'the dark scheme: dark page, dark logo',
    async run(driver) {
      await openHydrated(driver, '/', DESKTOP);
      const dark = await inPage(driver, () => ({
        preferred: matchMedia('(prefers-color-scheme: dark)').matches,
        page: getComputedStyle(document.body).backgroundColor,
        logo: getComputedStyle(document.querySelector('#hero-logo rect') as Element).fill,
      }));
      if (!dark.preferred) throw new CannotCheck(`${driver.name} was not started with a dark preference`);
      // --page and --logo-bg of the dark scheme in src/styles/global.css.
      assert.deepEqual(dark, { preferred: true, page: 'rgb(14, 21, 18)', logo: 'rgb(15, 26, 20)' });
    },
  },
  {
    name: 'headings break words only at a soft hyphen, at 320 px',
    async run(driver) {
      const found: string[] = [];
      for (const path of PAGES) {
        await openHydrated(driver, path, SMALL_PHONE);
        found.push(...(await inPage(driver, headingBreaks)).map((problem) => `${path}: ${problem}`));
      }
      assert.deepEqual(found, []);
    },
  },
  {
    // Last: it judges everything the session logged, on every page the checks above opened.
    name: 'no JavaScript error or console warning on any page (the not-found page logs its path)',
    async run(driver) {
      for (const path of PAGES) {
        await openHydrated(driver, path, DESKTOP);
        await scrollThrough((fn, arg) => inPage(driver, fn, arg));
        // What the scrolling started (counters, the chart) finishes and reports its errors here.
        await settled((fn, arg) => inPage(driver, fn, arg));
      }
      const problems = await driver.takeProblems();
      assert.ok(
        problems.includes(NOT_FOUND_LOG),
        `the not-found page's own log was not seen: ${driver.name}'s errors are not collected`,
      );
      assert.deepEqual(
        problems.filter(
          (line) =>
            line !== NOT_FOUND_LOG &&
            // Chromium also logs the 404 response of the document itself.
            line !== 'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
        ),
        [],
      );
    },
  },
];
