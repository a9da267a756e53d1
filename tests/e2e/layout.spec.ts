import AxeBuilder from '@axe-core/playwright';
import { headingBreaks } from '../support/heading-breaks.ts';
import { expect, test } from './fixtures.ts';
import { builtPages, pagesOfEachLayout } from './support/pages.ts';
import { inEachView, scrollThrough, showAs } from './support/scroll-through.ts';

// Every width from a small phone to a wide desktop, and both colour schemes.

const WIDTHS = [320, 360, 768, 1024, 1440, 1920];

/**
 * Visible elements whose box, after clipping by their overflow-hiding ancestors, reaches past the left or
 * right edge of the window: what a visitor would see cut off, even where no scroll bar shows it.
 */
function elementsSticking(): string[] {
  const width = document.documentElement.clientWidth;
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
        : ''
    } "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const problems: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    let left = rect.left;
    let right = rect.right;
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const clip = getComputedStyle(parent);
      if (clip.overflowX !== 'visible' || clip.clip !== 'auto') {
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
    }
    if (right - left <= 0) continue; // clipped away entirely
    if (left < -1 || right > width + 1)
      problems.push(`${label(el)}: ${Math.round(left)}…${Math.round(right)}`);
  }
  return problems;
}

// One page of each layout, loaded at the narrowest width (where its sections are tallest: a section that does
// not start when seen shows there), scrolled through, then shown at each wider width (showAs).
for (const sitePage of pagesOfEachLayout()) {
  test(`${sitePage.name} at ${WIDTHS.join(', ')} px: no horizontal scroll and nothing sticks out; at 320 px headings break words only at a soft hyphen`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const views = WIDTHS.map((width) => ({ width, height: 800, colorScheme: 'light' }) as const);
    const problems = await inEachView(page, sitePage.path, views, async ({ width }) => {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      return [
        ...(scrollWidth > innerWidth ? [`the page is ${scrollWidth} px wide`] : []),
        ...(await page.evaluate(elementsSticking)),
        // What the engine checks compare in Firefox and WebKit (tests/engines/checks.ts), in Chromium.
        ...(width === 320 ? await page.evaluate(headingBreaks) : []),
      ];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

/**
 * The loads of each page and width: both colour schemes, and one on a processor slowed four times, where
 * Chromium paints pages it has not finished parsing (how the hero's buttons moved on a loaded CI machine).
 */
const LOADS = [
  { colorScheme: 'light', cpuSlowdown: 1 },
  { colorScheme: 'dark', cpuSlowdown: 1 },
  { colorScheme: 'light', cpuSlowdown: 4 },
] as const;

/** Runs before the page's first byte: records every layout shift the browser reports, and what moved. */
function recordLayoutShifts() {
  const shifts: string[] = [];
  (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
  const label = (node: Node | null): string => {
    // A text node is named by its text, in the element that holds it.
    if (node && !(node instanceof Element))
      return `${node.nodeName} "${(node.textContent ?? '').trim().slice(0, 30)}" in ${label(node.parentElement)}`;
    if (!node) return 'null';
    const classes = (node.getAttribute('class') ?? '').trim().split(/\s+/).slice(0, 4).join('.');
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''} "${text}"`;
  };
  const box = (rect: DOMRectReadOnly) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      // What the visitor caused (a tap, a key) is expected to move things; the tests scroll by script.
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(
        (s) => `${label(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
      );
      shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const builtPage of builtPages())
  for (const width of [360, 1440]) {
    test(`${builtPage.name} at ${width} px: nothing moves while it loads and is scrolled through, in ${LOADS.length} loads (CLS 0)`, async ({
      newPage,
    }) => {
      test.setTimeout(120_000);
      // First visits side by side, each in a context of its own: an empty cache and a page process of its
      // own. Each spends most of its time waiting for what the visit starts (the counters count for 2.5 s).
      const shifts = await Promise.all(
        LOADS.map(async ({ colorScheme, cpuSlowdown }) => {
          const page = await newPage({ colorScheme, viewport: { width, height: 800 } });
          await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {
            rate: cpuSlowdown,
          });
          await page.addInitScript(recordLayoutShifts);
          await page.goto(builtPage.path);
          await scrollThrough(page);
          const seen = await page.evaluate(
            () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
          );
          return seen.map((shift) => `${colorScheme}, CPU ÷${cpuSlowdown}: ${shift}`);
        }),
      );
      expect(shifts.flat(), shifts.flat().join('\n')).toEqual([]);
    });
  }

test('the check finds an element that sticks out, and ignores one its parent clips', async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  // Injected only after hydration (the top bar marks <html> then): hydration would discard foreign nodes.
  await page.locator('html[data-top-bar]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const clipped = document.createElement('div');
    clipped.style.cssText = 'overflow:hidden;width:100px';
    // Styles set through the CSSOM: the Content-Security-Policy blocks style attributes in markup.
    const wide = document.createElement('p');
    wide.style.width = '900px';
    wide.textContent = 'clipped';
    clipped.append(wide);
    const loose = document.createElement('p');
    loose.id = 'loose';
    loose.style.cssText = 'position:absolute;top:0;left:300px;width:200px';
    loose.textContent = 'sticks out';
    document.querySelector('main')?.append(clipped, loose);
  });
  expect(await page.evaluate(elementsSticking)).toEqual(['p#loose "sticks out": 300…500']);
  expect(consoleProblems).toEqual([]);
});

test.describe('the colour schemes', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 800 } });

  test('/ has enough text contrast everywhere (axe color-contrast), light and dark', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      // Loaded in the light scheme; the dark one is switched on the loaded page.
      if (colorScheme === 'dark') await showAs(page, { colorScheme });
      const { violations, passes } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      const found = violations.flatMap((v) =>
        v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').at(-1)?.trim()}`),
      );
      expect(found, colorScheme).toEqual([]);
      // The rule ran on the page's text, down to the last section, not on an empty document.
      const checked = passes.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
      expect(checked.length, colorScheme).toBeGreaterThan(30);
      expect(
        checked.some((target) => target.includes('#CallToAction')),
        colorScheme,
      ).toBe(true);
    }
  });
});
