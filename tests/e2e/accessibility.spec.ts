import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { builtPages } from './support/pages.ts';
import { scrollThrough } from './support/scroll-through.ts';

// axe-core on every page, in both colour schemes, on a phone and on a desktop, after the page was scrolled
// through (so the lazily loaded and animated states are what is checked, and the top bar is shown).
for (const sitePage of builtPages()) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [360, 1440]) {
      test(`${sitePage.name}: no axe violations, ${colorScheme}, ${width} px`, async ({ page }) => {
        // axe on a whole page takes 10-15 s alone, and over 30 s on a machine busy with other work.
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme });
        const response = await page.goto(sitePage.path);
        expect(response?.status()).toBe(sitePage.status);
        await scrollThrough(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const found = violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
        );
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }
}
