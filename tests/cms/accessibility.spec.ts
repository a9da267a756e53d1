import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { FileChooser, Locator, Page } from '@playwright/test';
import { focusAtRest, focusIndicatorShortfall, focusObscured, press } from '../e2e/support/wcag-checks.ts';
import { expect, HEAT_PUMP_INDEX, HOME, openHome, openList, test } from './app.ts';

// The site's own accessibility checks on the editing app's screens (WCAG 2.2 AA, as docs/accessibility.md
// says): axe on every screen at 1440 and 360 px, no sideways scrolling at 200 % zoom, and a keyboard walk
// through an editor whose every stop is seen and has an indicator of 3:1.

// Each test opens the screen it checks in the worker's logged-in page: the two workers share them out, so
// that the long keyboard walks do not run one after the other while the other worker waits.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** axe's serious and critical findings under WCAG 2.2 AA's rules, one line each with where. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
}

interface Screen {
  name: string;
  /** Shows the screen in the logged-in page; resolves once it is drawn. */
  open(page: Page): Promise<void>;
  /** Closes what `open` left over the app (the media library's dialog). */
  close?(page: Page): Promise<void>;
}

/** Whether the open dialog and everything around it are fully opaque (Decap fades its dialogs in). */
const dialogOpaque = (page: Page) =>
  page.evaluate(() => {
    for (let box = document.querySelector('[role="dialog"]'); box; box = box.parentElement)
      if (getComputedStyle(box).opacity !== '1') return false;
    return true;
  });

/** An editor of the website's or the legal collection, reached through its address, ready once `field` shows. */
const fileEditor = (hash: string, field: (page: Page) => Locator) => async (page: Page) => {
  await openList(page);
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
  await expect(field(page)).toBeVisible({ timeout: 30_000 });
};

const SCREENS: Screen[] = [
  { name: 'the list of municipalities', open: openList },
  {
    name: 'the editor of the site’s texts',
    open: fileEditor('#/collections/website/entries/site', (page) =>
      page.getByLabel('Name der Kampagne', { exact: true }),
    ),
  },
  { name: 'the editor of the home page’s municipality', open: openHome },
  {
    name: 'the editor of the heat-pump index',
    open: fileEditor('#/collections/website/entries/heatPumpIndex', (page) =>
      // A list of single values names each entry by its value (vite/decap-patches.ts).
      page.getByRole('button', { name: `Jahr ${HEAT_PUMP_INDEX.years[0]} aufklappen` }),
    ),
  },
  {
    name: 'the editor of the privacy policy',
    open: fileEditor('#/collections/legal/entries/privacyPolicy', (page) =>
      page.getByLabel('Letzte Aktualisierung', { exact: true }),
    ),
  },
  {
    name: 'the media library',
    open: async (page) => {
      await openList(page);
      await page.getByRole('button', { name: 'Medien', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Schliessen' })).toBeVisible();
      // Drawn once the logos are listed and the dialog has faded in: axe judges text at the opacity it has.
      await expect(page.locator('.redaktion-medium').first()).toBeVisible();
      await expect.poll(() => dialogOpaque(page)).toBe(true);
    },
    close: (page) => page.getByRole('button', { name: 'Schliessen' }).click(),
  },
];

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
];

for (const size of WIDTHS) {
  test(`the login: no serious or critical axe finding, ${size.width} px`, async ({ browser, cms }) => {
    // A page of its own: the shared one is logged in.
    const context = await browser.newContext({ locale: 'de-CH', viewport: size });
    try {
      const page = await context.newPage();
      await page.goto(cms.url);
      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible({ timeout: 60_000 });
      const found = await axeFindings(page);
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test(`a list while its entries load («Beiträge laden»): no serious or critical axe finding, ${size.width} px`, async ({
    browser,
    cms,
  }) => {
    // A page of its own, whose backend holds the list's entries back until axe has judged the screen that
    // waits for them (on a large repository an editor reads it for seconds).
    const context = await browser.newContext({ locale: 'de-CH', viewport: size });
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    try {
      const page = await context.newPage();
      await page.route('**/api/v1', async (route) => {
        if (route.request().postDataJSON()?.action === 'entriesByFolder') await held;
        await route.fallback();
      });
      await page.goto(cms.url);
      await page.getByRole('button', { name: 'Anmelden' }).click({ timeout: 60_000 });
      await expect(page.getByText('Beiträge laden')).toBeVisible({ timeout: 60_000 });
      const found = await axeFindings(page);
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  });

  for (const screen of SCREENS) {
    test(`${screen.name}: no serious or critical axe finding, ${size.width} px`, async ({ app }) => {
      await app.setViewportSize(size);
      try {
        await screen.open(app);
        const found = await axeFindings(app);
        expect(found, found.join('\n')).toEqual([]);
      } finally {
        await screen.close?.(app);
        await app.setViewportSize(WIDTHS[0] as (typeof WIDTHS)[0]);
      }
    });
  }
}

/** Whether the page or the editor's form scrolls sideways: '' or by how much. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const boxes = [document.documentElement, document.body, ...document.querySelectorAll('.Pane1')];
    return boxes
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map(
        (box) =>
          `${box.tagName.toLowerCase()}${box.className ? `.${box.className}` : ''}: ${box.scrollWidth} px in ${box.clientWidth} px`,
      )
      .join('; ');
  });

// 200 % zoom of a 1280×720 window: 640×360 CSS px (Decap sizes its text in px, so the browser's text size
// alone would change little; zoom is what an editor who needs larger text uses).
for (const screen of [SCREENS[0], SCREENS[2]] as Screen[]) {
  test(`${screen.name} at 200 % zoom (640×360): nothing scrolls sideways`, async ({ app }) => {
    await app.setViewportSize({ width: 640, height: 360 });
    try {
      await screen.open(app);
      await expect.poll(() => sideways(app)).toBe('');
    } finally {
      await app.setViewportSize(WIDTHS[0] as (typeof WIDTHS)[0]);
    }
  });
}

/** Waits until the focus stands still and answers what covers it, if anything after 2 s still does. */
async function coveredFocus(page: Page): Promise<string> {
  await focusAtRest(page);
  let covered = '';
  // Waits for the state (nothing covers the focus, e.g. once a scroll into view has ended), not for a time;
  // what still covers it when the wait gives up is the finding.
  await expect
    .poll(async () => (covered = await focusObscured(page)), { timeout: 2_000 })
    .toBe('')
    .catch(() => undefined);
  return covered;
}

const isPreview = (page: Page) => page.evaluate(() => document.activeElement?.tagName === 'IFRAME');

/**
 * How many Tab stops in a row before this one were in the focused element: a day's field (the browser's
 * <input type="date">) has a stop for its day, its month, its year and its calendar, all one element.
 */
const stopsWithin = (page: Page) =>
  page.evaluate(() => {
    const walk = window as unknown as { walkElement?: Element | null; walkWithin?: number };
    const focused = document.activeElement;
    walk.walkWithin = walk.walkElement === focused ? (walk.walkWithin ?? 0) + 1 : 0;
    walk.walkElement = focused;
    return walk.walkWithin;
  });

for (const size of WIDTHS) {
  test(`the home page’s municipality’s editor by keyboard: every focus stop is seen and shows an indicator of 3:1, forwards and backwards, ${size.width} px`, async ({
    app,
  }) => {
    test.setTimeout(600_000);
    await app.setViewportSize(size);
    try {
      await openHome(app);
      await app.mouse.move(0, 0);
      await app.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const problems: string[] = [];
      const stops: string[] = [];
      // From the toolbar to the form's end: the preview after it (not shown below 800 px) is the site, whose
      // pages have checks of their own.
      for (let stop = await press(app, 'Tab'); stop && stops.length < 400; stop = await press(app, 'Tab')) {
        if (await isPreview(app)) break;
        stops.push(stop);
        const within = await stopsWithin(app);
        const covered = await coveredFocus(app);
        if (covered) problems.push(`Tab: ${covered}`);
        else {
          // Measuring the ring focuses the element again: `within` brings a date field back to its stop.
          const weak = await focusIndicatorShortfall(app, stop, 'hide', within);
          if (weak) problems.push(weak);
        }
      }
      expect(stops.length).toBeGreaterThan(50);
      let back = 0;
      for (
        let stop = await press(app, 'Shift+Tab');
        stop && back < 400;
        stop = await press(app, 'Shift+Tab')
      ) {
        back++;
        const covered = await coveredFocus(app);
        if (covered) problems.push(`Shift+Tab: ${covered}`);
      }
      expect(back).toBeGreaterThanOrEqual(stops.length - 1);
      expect(problems, `${problems.length} of ${stops.length} stops:\n${problems.join('\n')}`).toEqual([]);
    } finally {
      await app.setViewportSize(WIDTHS[0] as (typeof WIDTHS)[0]);
    }
  });
}

test('the media library by keyboard: a card is a stop of the Tab key, Enter and Space choose it as a click does, Escape closes', async ({
  app,
}) => {
  const media = SCREENS.find(({ name }) => name === 'the media library') as Screen;
  const opener = app.getByRole('button', { name: 'Medien', exact: true });
  const dialog = app.getByRole('dialog');
  const remove = dialog.getByRole('button', { name: 'Ausgewähltes Element löschen' });
  const download = dialog.getByRole('button', { name: 'Herunterladen' });
  try {
    await media.open(app);
    await app.mouse.move(0, 0);
    // Decap's dialog takes the focus when it opens (react-modal).
    await expect
      .poll(() => app.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    const isCard = () => app.evaluate(() => !!document.activeElement?.classList.contains('redaktion-medium'));
    const before: string[] = [];
    for (let stop = 0; stop < 20 && !(await isCard()); stop++) before.push(await press(app, 'Tab'));
    expect(await isCard(), `no card among the stops ${before.join(', ')}`).toBe(true);

    const card = app.locator('.redaktion-medium:focus');
    const name = (await card.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(/\.(svg|png|jpe?g|webp)$/);
    const button = dialog.getByRole('button', { name, exact: true });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(remove).toBeDisabled();
    await expect(download).toBeDisabled();
    expect(await focusIndicatorShortfall(app, name)).toBe('');
    await button.focus();

    // Enter chooses it as a click does: Decap's blue border, the buttons for the chosen file enabled.
    await app.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveCSS('border-top-color', 'rgb(58, 105, 199)');
    await expect(remove).toBeEnabled();
    await expect(download).toBeEnabled();
    await expect(button).toBeFocused();
    // Space too, and a second press lets go, as a second click does.
    await app.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(remove).toBeDisabled();
    await app.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(remove).toBeEnabled();

    // Shift+Tab goes back to the stop before the card: the delete button, which stands before the grid and
    // was no stop while nothing was chosen; Tab to the card again.
    await press(app, 'Shift+Tab');
    await expect(remove).toBeFocused();
    await press(app, 'Tab');
    await expect(button).toBeFocused();

    // Escape closes the dialog and gives the focus back to «Medien».
    await app.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  } finally {
    if (await dialog.isVisible()) await media.close?.(app);
  }
});

test('a picture uploaded by keyboard: the dialog is named «Medien», «Hochladen» is one stop with the ring, Space and Enter open the file chooser, the picture is saved and found by the search field', async ({
  app,
  cms,
}) => {
  const media = SCREENS.find(({ name }) => name === 'the media library') as Screen;
  const dialog = app.getByRole('dialog', { name: 'Medien', exact: true });
  const files = ['per-leertaste.svg', 'per-enter.svg'];
  const saved = files.map((file) => join(cms.root, 'public', 'partners', file));
  // Listening from the start: Playwright turns the browser's interception of file choosers on when a listener
  // is added, and a chooser opened by a key pressed right after that was missed in 5 of 12 runs (the browser
  // showed its own, which headless Chromium never answers). Every chooser the page opens is counted.
  const choosers: FileChooser[] = [];
  const count = (chooser: FileChooser) => choosers.push(chooser);
  app.on('filechooser', count);
  try {
    await media.open(app);
    await expect(dialog).toBeVisible();
    await app.mouse.move(0, 0);
    const inUpload = () => app.evaluate(() => !!document.activeElement?.closest('.nc-fileUploadButton'));
    const before: string[] = [];
    for (let stop = 0; stop < 20 && !(await inUpload()); stop++) before.push(await press(app, 'Tab'));
    expect(await inUpload(), `«Hochladen» not among the stops ${before.join(', ')}`).toBe(true);
    // The one stop is the file field itself, named by its label, and the label around it shows the ring.
    const field = dialog.getByRole('button', { name: 'Hochladen', exact: true });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('type', 'file');
    const label = dialog.locator('.nc-fileUploadButton');
    await expect(label).toHaveCSS('outline', 'rgb(0, 0, 0) solid 3px');
    await expect(label).toHaveCSS('box-shadow', 'rgb(255, 221, 0) 0px 0px 0px 6px');
    expect(choosers, 'a file chooser opened by the Tab key').toHaveLength(0);

    for (const [index, key] of (['Space', 'Enter'] as const).entries()) {
      const name = files[index] as string;
      await field.focus();
      await app.keyboard.press(key);
      await expect
        .poll(() => choosers.length, `${key} on «Hochladen» opens the file chooser`)
        .toBe(index + 1);
      await choosers[index]?.setFiles({
        name,
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><rect width="4" height="2" fill="#1a7f37"/></svg>',
        ),
      });
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
      await expect.poll(() => existsSync(saved[index] as string), `${name} saved`).toBe(true);
    }

    // Found by the search field, named by what it searches, which keeps its name once something is typed.
    const search = dialog.getByRole('searchbox', { name: 'Medien nach Namen suchen', exact: true });
    await search.fill('leertaste');
    await expect(dialog.getByRole('button', { name: 'per-leertaste.svg', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'per-enter.svg', exact: true })).toBeHidden();
    await search.fill('');
    await expect(dialog.getByRole('button', { name: 'per-enter.svg', exact: true })).toBeVisible();

    // And deleted by keyboard: choose a card with Enter, then «Ausgewähltes Element löschen» (Decap asks
    // first: the tests' page accepts).
    for (const [index, name] of files.entries()) {
      const card = dialog.getByRole('button', { name, exact: true });
      await card.focus();
      if ((await card.getAttribute('aria-pressed')) === 'false') await app.keyboard.press('Enter');
      await expect(card).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('button', { name: 'Ausgewähltes Element löschen' }).press('Enter');
      await expect(card).toBeHidden();
      await expect.poll(() => existsSync(saved[index] as string), `${name} deleted`).toBe(false);
    }
  } finally {
    app.off('filechooser', count);
    if (await dialog.isVisible()) await media.close?.(app);
    for (const path of saved) rmSync(path, { force: true });
  }
});

test('a partner’s logo chosen by keyboard in the media library: Enter on a card enables «Ausgewähltes Element verwenden»', async ({
  app,
}) => {
  await openHome(app);
  const dialog = app.getByRole('dialog');
  try {
    await app
      .getByRole('button', { name: /^Partner .* aufklappen$/ })
      .first()
      .click();
    const choose = app.getByRole('button', { name: 'Wähle ein anderes Bild' }).first();
    await choose.click();
    const insert = dialog.getByRole('button', { name: 'Ausgewähltes Element verwenden' });
    await expect(insert).toBeDisabled();
    const isCard = () => app.evaluate(() => !!document.activeElement?.classList.contains('redaktion-medium'));
    for (let stop = 0; stop < 20 && !(await isCard()); stop++) await press(app, 'Tab');
    const card = dialog.locator('.redaktion-medium:focus');
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await app.keyboard.press('Enter');
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(insert).toBeEnabled();
    // Nothing inserted: Escape leaves the entry as it was and gives the focus back to the logo's button.
    await app.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();
  } finally {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Schliessen' }).click();
  }
});

/** Role and name of each button and field as Chromium hands them to a screen reader (CSS capitals included), and a button's description. */
async function spokenControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value: string };
        name?: { value: string };
        description?: { value: string };
        ignored?: boolean;
      }[];
    };
    return nodes
      .filter((node) => !node.ignored && /^(button|textbox|spinbutton|switch)$/.test(node.role?.value ?? ''))
      .map(
        (node) =>
          `${node.role?.value} «${node.name?.value ?? ''}»${node.role?.value === 'button' && node.description?.value ? `, described «${node.description.value}»` : ''}`,
      );
  } finally {
    await cdp.detach();
  }
}

test('a screen reader in the home page’s municipality’s editor hears which group each button opens or closes, and the labels as spelt', async ({
  app,
}) => {
  await app.setViewportSize(WIDTHS[0] as (typeof WIDTHS)[0]);
  await openHome(app);
  const spoken = await spokenControls(app);
  // Seven groups and lists; before, each button was only «Zuklappen» or «Aufklappen».
  expect(spoken.filter((line) => /«(Auf|Zu)klappen»/.test(line))).toEqual([]);
  for (const group of [
    'Einfamilienhäuser',
    'Kampagne',
    'Zwischenstand',
    'Ergebnis',
    'Achse des Häuser-Diagramms',
  ])
    expect(spoken).toContain(`button «${group} zuklappen»`);
  // An entry's arrows are said once («Jahr <year> nach oben»), not again as the description «nach oben».
  expect(spoken).toContain(`button «Jahr ${HOME.renewableHistory[1]?.year} nach oben»`);
  expect(spoken.filter((line) => /nach (oben|unten)», described/.test(line))).toEqual([]);
  expect(spoken).toContain('spinbutton «Ziel»');
  expect(spoken).not.toContain('spinbutton «ZIEL»');
  const campaign = app.getByRole('button', { name: 'Kampagne zuklappen' });
  await expect(campaign).toHaveAttribute('aria-expanded', 'true');
  await campaign.press('Enter');
  const closed = app.getByRole('button', { name: 'Kampagne aufklappen' });
  await expect(closed).toHaveAttribute('aria-expanded', 'false');
  await expect(closed).toBeFocused();
  await closed.press('Enter');
  await expect(campaign).toHaveAttribute('aria-expanded', 'true');
});
