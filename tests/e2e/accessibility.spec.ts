import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { builtPages } from './support/pages.ts';
import { inEachView, type View } from './support/scroll-through.ts';

// axe-core on every page, in both colour schemes, on a phone and on a desktop, after the page was scrolled
// through (so the lazily loaded and animated states are what is checked, and the top bar is shown). One
// load per page, at 360 px in the light scheme; the other three views are shown on the loaded page, which
// ends as a first visit there would (showAs). First visits at both widths in both schemes: layout.spec.ts.
const VIEWS: View[] = [
  { width: 360, height: 800, colorScheme: 'light' },
  { width: 360, height: 800, colorScheme: 'dark' },
  { width: 1440, height: 800, colorScheme: 'dark' },
  { width: 1440, height: 800, colorScheme: 'light' },
];

for (const sitePage of builtPages()) {
  test(`${sitePage.name}: no axe violations, light and dark, 360 and 1440 px`, async ({ page }) => {
    // axe on a whole page takes 2-3 s alone, and several times that on a machine busy with other work.
    test.setTimeout(120_000);
    const found = await inEachView(
      page,
      sitePage.path,
      VIEWS,
      async () =>
        // Only violations are read: axe still runs every rule on every node, but names only the nodes that fail.
        (await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()).violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
        ),
      async (response) => expect(response?.status()).toBe(sitePage.status),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
}
