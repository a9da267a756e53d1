import { expect, type Page } from '@playwright/test';
import { focusIndicatorShortfall, focusObscured, pressToRest } from './wcag-checks.ts';

// Keyboard walks through a page (tests/e2e/wcag-focus.spec.ts): every focus stop, forwards with Tab and back
// with Shift+Tab, must stay in view where it comes to rest; a walk forwards measures each focus indicator.
// Each answers its problems instead of failing at the first, so that walks run side by side all report.

export interface Walk {
  width: number;
  height: number;
  /** The browser's default font size at 200 % (a 32 px root), as a visitor sets it. */
  largeText?: boolean;
  /**
   * Scrolled smoothly to each stop, as the page does by default; otherwise the walk asks for reduced motion and
   * each stop is scrolled to at once. Where a stop comes to rest is the same either way (one scroll target,
   * one scroll-padding, a top bar shown by the scroll position), so the other walks leave out the frames of
   * the animation, the most of their cost on a machine of two cores.
   */
  smooth?: boolean;
}

export const walkName = ({ width, height, largeText, smooth }: Walk) =>
  `${width}×${height}${largeText ? ', 200 % text' : ''}${smooth ? ', scrolling smoothly' : ''}`;

/**
 * Presses `key`, waits until the focus has come to rest and answers the stop and what covers it there: ''
 * when nothing does, also after `expect.poll`'s retries (the top bar may move a stop out from under it once
 * the scroll has ended).
 */
async function step(page: Page, key: string): Promise<{ stop: string; obscured: string }> {
  const at = await pressToRest(page, key);
  if (at.obscured)
    await expect
      .poll(async () => {
        at.obscured = await focusObscured(page);
        return at.obscured;
      })
      .toBe('')
      .catch(() => {});
  return at;
}

/**
 * Walks `page` (opened at the walk's size) through `path`, forwards and back, and answers the problems found,
 * each naming the walk, the key and the stop: a stop covered where it came to rest, a walk of fewer than three
 * stops, a page that does not follow 200 % text.
 */
export async function walkFocus(page: Page, path: string, walk: Walk): Promise<string[]> {
  const name = walkName(walk);
  const problems: string[] = [];
  if (walk.largeText) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  }
  await page.goto(path);
  if (walk.largeText) {
    const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    if (root !== '32px') problems.push(`${name}: the root's font size is ${root}, not 32px`);
  }
  await page.waitForLoadState('networkidle');
  let forwards = 0;
  for (let at = await step(page, 'Tab'); at.stop && forwards < 300; at = await step(page, 'Tab')) {
    forwards++;
    if (at.obscured) problems.push(`${name}: Tab to ${at.stop}: ${at.obscured}`);
  }
  // The not-found page has three (skip link, home link, footer logo); the others many more.
  if (forwards <= 2) problems.push(`${name}: only ${forwards} stops with Tab`);
  // From the end back to the start.
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  let back = 0;
  for (let at = await step(page, 'Shift+Tab'); at.stop && back < 300; at = await step(page, 'Shift+Tab')) {
    back++;
    if (at.obscured) problems.push(`${name}: Shift+Tab to ${at.stop}: ${at.obscured}`);
  }
  // The top bar's links join the order while the bar shows, so the two walks need not be equally long.
  if (back <= 2) problems.push(`${name}: only ${back} stops with Shift+Tab`);
  return problems;
}

/**
 * Walks `page` through `path` forwards and measures the focus indicator at each stop where it came to rest
 * (focusIndicatorShortfall); answers what fell short, each line starting with `name`.
 */
export async function walkIndicators(page: Page, path: string, name: string): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The pointer away from everything: a hover style is no focus indicator.
  await page.mouse.move(0, 0);
  let count = 0;
  for (let at = await step(page, 'Tab'); at.stop && count < 300; at = await step(page, 'Tab')) {
    count++;
    const problem = at.obscured
      ? `Tab to ${at.stop}: ${at.obscured}`
      : await focusIndicatorShortfall(page, at.stop);
    if (problem) problems.push(`${name}: ${problem}`);
  }
  if (count <= 2) problems.push(`${name}: only ${count} stops with Tab`);
  return problems;
}
