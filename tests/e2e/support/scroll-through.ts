import type { Page } from '@playwright/test';
import { type InPage, scrollThrough as scrollSteps, settled } from '../../support/scroll-through.ts';

/**
 * Scrolls through the whole page (tests/support/scroll-through.ts), then waits until what that started has
 * finished: every counter and share has counted up, the lazily loaded chart has loaded, and no finite
 * animation or transition (a badge sliding in) is still running.
 */
export async function scrollThrough(page: Page) {
  const inPage: InPage = (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg);
  await scrollSteps(inPage);
  await page.waitForLoadState('networkidle');
  await settled(inPage);
}
