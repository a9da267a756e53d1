import { expect, test } from './fixtures.ts';
import { type Walk, walkFocus, walkIndicators, walkName } from './support/focus-walk.ts';
import { pagesOfEachLayout } from './support/pages.ts';

// WCAG 2.4.11 (focus not obscured) and 2.4.7 / 1.4.11 (a visible focus indicator of at least 3:1): every
// focus stop of every page, reached with the keyboard as a visitor would, forwards and backwards.
// Each window size is a walk in a page of its own; the walks of a test run side by side, as each spends
// much of its time waiting for the page (frames to rest in). One walk scrolls smoothly, as the page does by
// default; the others with reduced motion, which ends each stop where smooth scrolling does (Walk.smooth).

/** The windows walked, in two groups: the default text size, and 200 % text. */
const WALKS: Walk[][] = [
  [
    { width: 320, height: 640 },
    { width: 360, height: 640, smooth: true },
    { width: 640, height: 360 },
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ],
  [
    { width: 360, height: 640, largeText: true },
    { width: 640, height: 360, largeText: true },
  ],
];

/** Where the focus indicator is measured: the forward walk, without smooth scrolling (not what it checks). */
const INDICATORS = [
  { colorScheme: 'light', width: 360 },
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 360 },
  { colorScheme: 'dark', width: 1280 },
] as const;

const list = (names: string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

for (const sitePage of pagesOfEachLayout()) {
  for (const walks of WALKS) {
    test(`${sitePage.name}: every focus stop stays in view, forwards and backwards, ${list(walks.map(walkName))}`, async ({
      newPage,
    }) => {
      test.setTimeout(180_000);
      const problems = await Promise.all(
        walks.map(async (walk) =>
          walkFocus(
            await newPage({
              viewport: { width: walk.width, height: walk.height },
              reducedMotion: walk.smooth ? 'no-preference' : 'reduce',
            }),
            sitePage.path,
            walk,
          ),
        ),
      );
      expect(problems.flat(), problems.flat().join('\n')).toEqual([]);
    });
  }

  test(`${sitePage.name}: each focus indicator differs from the unfocused state by 3:1 over 2 px around it, light and dark, 360 and 1280 px`, async ({
    newPage,
  }) => {
    test.setTimeout(180_000);
    const problems = await Promise.all(
      INDICATORS.map(async ({ colorScheme, width }) =>
        walkIndicators(
          await newPage({ viewport: { width, height: 800 }, colorScheme, reducedMotion: 'reduce' }),
          sitePage.path,
          `${colorScheme}, ${width} px`,
        ),
      ),
    );
    expect(problems.flat(), problems.flat().join('\n')).toEqual([]);
  });
}
