import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkAllContent } from '../../src/content/check.ts';
import { type Cms, expect, openEntry, test } from './app.ts';

// The editing app as an editor uses it (tests/cms/app.ts: `npm run cms` on a temporary copy of the content,
// one page logged in once).

// One app for the file: its tests share the page, one after the other.
// The app answers slowly on a loaded machine: a test waits up to 30 s for an entry to open.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const file = (cms: Cms, path: string) => readFileSync(join(cms.root, path), 'utf8');

const DIEPOLDSAU = 'content/municipalities/diepoldsau.json';

/** Opens Diepoldsau's entry; answers its file's path and text as they were. */
async function openDiepoldsau(page: Page, cms: Cms) {
  const before = file(cms, DIEPOLDSAU);
  await openEntry(page, '#/collections/municipalities/entries/diepoldsau', 'Diepoldsau');
  return { path: DIEPOLDSAU, before };
}

/** What the app's live region says (the drag library has regions of its own, silent here). */
// Decap's toasts are alerts; the same words also stand at the field in error, and in the live region.
const said = (page: Page, message: string) =>
  page.getByRole('status').and(page.getByText(message, { exact: true }));

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Jetzt veröffentlichen' }).click();
}

test('loading the app asks no other origin', ({ shared }) => {
  expect(shared.foreign).toEqual([]);
});

test('changing a figure and saving changes that one line of the file', async ({ app, cms }) => {
  const { path, before } = await openDiepoldsau(app, cms);
  await app.getByLabel('Ziel', { exact: true }).fill('120');
  await publish(app);
  await expect(app.getByRole('alert').getByText('Gespeichert', { exact: true })).toBeVisible();
  // The status that follows the save to the site starts with it (tests/cms/publish.spec.ts follows it on).
  await expect(app.getByRole('status').and(app.getByText(/^Gespeichert\. /))).toBeAttached();
  await expect.poll(() => file(cms, path)).not.toBe(before);
  const [was, is] = [before.split('\n'), file(cms, path).split('\n')];
  expect(is).toHaveLength(was.length);
  const changed = is.flatMap((line, i) => (line === was[i] ? [] : [[was[i], line]]));
  expect(changed).toEqual([['  "target": 100,', '  "target": 120,']]);
});

test('a save that breaks the sum rule is refused in German, and the file stays as it was', async ({
  app,
  cms,
}) => {
  const { path, before } = await openDiepoldsau(app, cms);
  await app.getByLabel('fossil geheizt', { exact: true }).fill('1250');
  await publish(app);
  await expect(
    app
      .getByRole('alert')
      .getByText(
        'Einfamilienhäuser, fossil geheizt: Erneuerbar 312 + fossil 1250 = 1562, aber total ist 1567. Erwartet, dass beide zusammen das Total ergeben: fossil 1255 (oder total 1562).',
      ),
  ).toBeVisible();
  // What the editor typed stays in the form; nothing was written.
  const fossil = app.getByLabel('fossil geheizt', { exact: true });
  await expect(fossil).toHaveValue('1250');
  expect(file(cms, path)).toBe(before);
  // Not only seen: the focus is on the field, which says it is wrong and why, and the refusal is said.
  const message =
    'Einfamilienhäuser, fossil geheizt: Erneuerbar 312 + fossil 1250 = 1562, aber total ist 1567. Erwartet, dass beide zusammen das Total ergeben: fossil 1255 (oder total 1562).';
  await expect(fossil).toBeFocused();
  await expect(fossil).toHaveAttribute('aria-invalid', 'true');
  await expect(fossil).toHaveAccessibleDescription(message);
  await expect(said(app, `Nicht gespeichert. ${message}`)).toBeAttached();
});

test('a required field left empty is refused by Decap with the focus on it, its message tied to it and said', async ({
  app,
  cms,
}) => {
  const { path, before } = await openDiepoldsau(app, cms);
  // Not the first field of the form: the focus must go there, not merely stay at the top.
  const target = app.getByLabel('Ziel', { exact: true });
  await target.fill('');
  await publish(app);
  const message = 'Ziel: Dieses Feld ist leer. Erwartet einen Wert.';
  await expect(target).toBeFocused();
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(target).toHaveAccessibleDescription(message);
  await expect(said(app, `Nicht gespeichert. ${message}`)).toBeAttached();
  expect(file(cms, path)).toBe(before);
});

test('the preview shows the entry being edited, in the Swiss number format', async ({ app }) => {
  await openEntry(app, '#/collections/municipalities/entries/diepoldsau', 'Diepoldsau');
  await app.getByLabel('Name der Gemeinde', { exact: true }).fill('Vorschauwil');
  await app.getByLabel('Ziel', { exact: true }).fill('1200');
  const preview = app.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('Gemeinsam in Vorschauwil');
  await expect(
    preview.getByText(/1’200 Einfamilienhäuser wechseln|1'200 Einfamilienhäuser wechseln/),
  ).toBeVisible();
});

test('the preview shows the phase of the day the app is opened: running, then finished', async ({
  browser,
  cms,
}) => {
  // A page of its own, on a clock of its own: Diepoldsau's campaign runs 100 days from 2 February 2026, to
  // 12 May 2026; the preview works out the phase in the browser (src/admin/preview.tsx, buildDay).
  const context = await browser.newContext({ locale: 'de-CH', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-03-14T10:00:00+01:00') });
    await page.goto(cms.url, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Anmelden' }).click({ timeout: 120_000 });
    await openEntry(page, '#/collections/municipalities/entries/diepoldsau', 'Diepoldsau');
    const preview = page.frameLocator('iframe').first();
    // 14 March: running, 59 days to 12 May.
    await expect(preview.locator('[data-campaign="running"]')).toHaveText(
      '100 Tage, bis 12. Mai 2026 · noch 59 Tage',
    );
    await expect(preview.locator('[data-campaign="finished"]')).toHaveCount(0);
    // 1 June: over, and the result follows (the file has none). Opened again, the entry is previewed anew.
    await page.clock.setSystemTime(new Date('2026-06-01T10:00:00+02:00'));
    await openEntry(page, '#/collections/municipalities/entries/diepoldsau', 'Diepoldsau');
    const finished = preview.locator('[data-campaign="finished"]');
    await expect(finished).toContainText('Die 100 Tage sind vorbei');
    await expect(finished).toContainText('Das Ergebnis folgt.');
    await expect(preview.locator('[data-campaign="running"]')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a new municipality: its file appears and passes the content check', async ({ app, cms }) => {
  await openEntry(app, '#/collections/municipalities/new');
  await app.getByLabel('Name der Gemeinde', { exact: true }).fill('Testwil');
  await app.getByLabel('total', { exact: true }).fill('900');
  await app.getByLabel('erneuerbar geheizt', { exact: true }).fill('100');
  await app.getByLabel('fossil geheizt', { exact: true }).fill('800');
  await app.getByLabel('Ziel', { exact: true }).fill('50');
  // A day is picked in the browser's date field (src/admin/date-widget.tsx); Playwright fills it as the
  // file writes it, whatever order the browser shows day, month and year in.
  const start = app.getByLabel('Start', { exact: true });
  await expect(start).toHaveAttribute('type', 'date');
  await start.fill('2026-03-12');
  await app.getByLabel('Häuser ohne Projekt', { exact: true }).fill('95');
  const add = app.getByRole('button', { name: /Verlauf, Eintrag hinzufügen/i });
  for (const [i, [year, houses]] of [
    [2024, 80],
    [2025, 90],
  ].entries()) {
    await add.click();
    await app.getByLabel('Jahr', { exact: true }).nth(i).fill(String(year));
    await app.getByLabel('Häuser', { exact: true }).nth(i).fill(String(houses));
  }
  await publish(app);
  const path = join(cms.root, 'content/municipalities/testwil.json');
  await expect.poll(() => existsSync(path)).toBe(true);
  // After saving a new entry Decap opens it by its file name: the next test starts from there.
  await expect(app).toHaveURL(/#\/collections\/municipalities\/entries\/testwil$/);
  expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
    $schema: '../../schemas/municipality.schema.json',
    name: 'Testwil',
    housing: { total: 900, renewable: 100, fossil: 800 },
    campaign: { start: '2026-03-12' },
    renewableHistory: [
      { year: 2024, houses: 80 },
      { year: 2025, houses: 90 },
    ],
  });
  expect(checkAllContent(cms.root)).toEqual([]);
});

test('duplicating a municipality writes a copy under the new name, as a draft first', async ({
  app,
  cms,
}) => {
  await openEntry(app, '#/collections/municipalities/entries/diepoldsau', 'Diepoldsau');
  await app.getByRole('button', { name: 'Veröffentlicht', exact: true }).click();
  await app.getByRole('menuitem', { name: 'Duplizieren' }).click();
  const name = app.getByLabel('Name der Gemeinde', { exact: true });
  await expect(name).toHaveValue('Diepoldsau');
  // The copy has the original's switch on: it may not go online with Diepoldsau's figures.
  const published = app.getByRole('switch', { name: 'Veröffentlicht', exact: true });
  await expect(published).toBeChecked();
  const draftFirst =
    'Veröffentlicht: Eine neue Gemeinde wird zuerst als Entwurf gespeichert, damit sie nicht mit Zahlen einer anderen online geht. Erwartet ausgeschaltet; nach dem Prüfen in der Vorschau einschalten und nochmals veröffentlichen.';
  // Decap may fill the copy's form once more after it first shows it (as in the «Admin» test): until the
  // refusal is this one alone (not also «Diepoldsau» taken), the name typed was replaced, and it is typed again.
  await expect(async () => {
    await name.fill('Kopiewil');
    await publish(app);
    await expect(said(app, `Nicht gespeichert. ${draftFirst}`)).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(app.getByRole('alert').getByText(draftFirst).last()).toBeVisible();
  const path = join(cms.root, 'content/municipalities/kopiewil.json');
  expect(existsSync(path)).toBe(false);
  await published.click();
  await expect(published).not.toBeChecked();
  await publish(app);
  await expect.poll(() => existsSync(path)).toBe(true);
  await expect(app).toHaveURL(/#\/collections\/municipalities\/entries\/kopiewil$/);
  const copy = JSON.parse(readFileSync(path, 'utf8'));
  const original = JSON.parse(file(cms, 'content/municipalities/diepoldsau.json'));
  expect(copy).toEqual({ ...original, name: 'Kopiewil', published: false });
});

test('at 360 px an editor changes a figure and saves without scrolling sideways', async ({ app, cms }) => {
  const path = 'content/municipalities/diepoldsau.json';
  const before = file(cms, path);
  await app.setViewportSize({ width: 360, height: 740 });
  try {
    await openEntry(app, '#/collections/municipalities/entries/diepoldsau', 'Diepoldsau');
    await app.getByLabel('Ziel', { exact: true }).fill('140');
    const save = app.getByRole('button', { name: 'Veröffentlichen', exact: true });
    await expect(save).toBeInViewport({ ratio: 1 });
    const [scrollWidth, clientWidth] = await app.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await publish(app);
    await expect(app.getByText('Gespeichert', { exact: true }).last()).toBeVisible();
    await expect.poll(() => file(cms, path)).toContain('  "target": 140,');
    expect(file(cms, path).replace('"target": 140,', '')).toBe(before.replace(/"target": \d+,/, ''));
  } finally {
    await app.setViewportSize({ width: 1440, height: 900 });
  }
});

test('a new municipality named «Admin» is refused in German before saving, and no file is written', async ({
  app,
  cms,
}) => {
  const dir = join(cms.root, 'content/municipalities');
  const before = readdirSync(dir).sort();
  await openEntry(app, '#/collections/municipalities/entries/diepoldsau', 'Diepoldsau');
  await app.getByRole('button', { name: 'Veröffentlicht', exact: true }).click();
  await app.getByRole('menuitem', { name: 'Duplizieren' }).click();
  const name = app.getByLabel('Name der Gemeinde', { exact: true });
  await expect(name).toHaveValue('Diepoldsau');
  // Decap may fill the copy's form once more after it first shows it (seen on a busy machine): until the
  // refusal names «Admin», the name typed was replaced, and it is typed again.
  await expect(async () => {
    await name.fill('Admin');
    await publish(app);
    // The newest of Decap's toasts: each save tried leaves one.
    await expect(
      app
        .getByRole('alert')
        .getByText(
          'Name der Gemeinde: Aus «Admin» würde die Adresse /admin, und die ist schon eine Seite oder ein Ordner der Website. Erwartet einen anderen Namen, z. B. mit dem Kanton: «Admin SG».',
        )
        .last(),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(name).toHaveValue('Admin');
  await expect(name).toBeFocused();
  expect(readdirSync(dir).sort()).toEqual(before);
});

test('the home page’s municipality cannot be made a draft', async ({ app, cms }) => {
  const { path, before } = await openDiepoldsau(app, cms);
  const published = app.getByRole('switch', { name: 'Veröffentlicht', exact: true });
  await expect(published).toBeChecked();
  await published.click();
  await publish(app);
  await expect(
    app
      .getByRole('alert')
      .getByText(
        'Veröffentlicht: «Diepoldsau» ist die Gemeinde der Startseite und muss veröffentlicht bleiben. Erwartet eingeschaltet; für einen Entwurf zuerst unter «Website › Texte und Kontakt» eine andere Gemeinde der Startseite wählen.',
      ),
  ).toBeVisible();
  expect(file(cms, path)).toBe(before);
});

test('the home page’s municipality is chosen from the published municipalities, by name', async ({
  app,
  cms,
}) => {
  const dir = join(cms.root, 'content/municipalities');
  const all = readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
  const published = all.filter((m) => m.published === true).map((m) => String(m.name));
  const drafts = all.filter((m) => m.published !== true).map((m) => String(m.name));
  // As an editor goes there: the collection, then its entry.
  await app.evaluate(() => {
    window.location.hash = '#/collections/website';
  });
  await app.getByRole('link', { name: /Texte und Kontakt/ }).click();
  await expect(app.getByLabel('Name der Kampagne', { exact: true })).toHaveValue('100in100', {
    timeout: 30_000,
  });
  // The browser's own list: no words of its own (Decap's react-select lists say «No options» in English).
  const field = app.getByLabel('Gemeinde der Startseite', { exact: true });
  await expect(field).toBeVisible({ timeout: 30_000 });
  await expect(field).toHaveJSProperty('tagName', 'SELECT');
  await expect(field).not.toHaveAttribute('aria-busy', 'true');
  const names = await field.locator('option').allTextContents();
  expect(names.sort()).toEqual(published.sort());
  for (const draft of drafts) expect(names).not.toContain(draft);
  await expect(field).toHaveValue('diepoldsau');
});

test('a partner’s type is chosen by its German name; a second partner of a type is refused naming both', async ({
  app,
  cms,
}) => {
  const { path, before } = await openDiepoldsau(app, cms);
  const partners = app.locator('[id^="partners-field"]');
  // German nouns keep their capital (Decap writes list labels in lower case: vite/decap-patches.ts).
  await expect(partners.getByText('6 Partner', { exact: true })).toBeVisible();
  await expect(partners.getByRole('button', { name: 'Partner hinzufügen' })).toBeVisible();
  // Each entry's buttons name it (vite/decap-patches.ts): a screen reader tells which partner a button removes.
  const first = 'Partner «Gemeinde (Platzhalter)»';
  await expect(partners.getByRole('button', { name: / entfernen$/ })).toHaveCount(6);
  const open = partners.getByRole('button', { name: `${first} aufklappen` });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const close = partners.getByRole('button', { name: `${first} zuklappen` });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  // The Tab key goes from an entry's one button to the next, past the handle only a mouse can drag and the
  // first entry's «nach oben», which cannot move it.
  await close.focus();
  await app.keyboard.press('Tab');
  await expect(partners.getByRole('button', { name: `${first} nach unten` })).toBeFocused();
  await app.keyboard.press('Tab');
  await expect(partners.getByRole('button', { name: `${first} entfernen` })).toBeFocused();
  const type = app.getByLabel('Typ', { exact: true }).first();
  await expect(type).toHaveJSProperty('tagName', 'SELECT');
  expect(await type.locator('option').allTextContents()).toEqual([
    'Gemeinde',
    'Kantonale Energieagentur',
    'Energieversorger',
    'Wärmepumpen-Firma',
    'Datenfirma',
    'Infrastruktur',
  ]);
  await expect(type.locator('option:checked')).toHaveText('Gemeinde');
  // With the keyboard, as in any drop-down list of the browser.
  await type.focus();
  await app.keyboard.press('ArrowDown');
  await expect(type.locator('option:checked')).toHaveText('Kantonale Energieagentur');
  await publish(app);
  await expect(
    app
      .getByRole('alert')
      .getByText(
        'Partner 2, Typ: Der Typ "cantonal-energy-agency" (Kantonale Energieagentur) steht schon bei Partner 1. Erwartet jeden Typ genau einmal; noch ohne Partner: "municipality" (Gemeinde).',
      ),
  ).toBeVisible();
  expect(file(cms, path)).toBe(before);
  // The field named is in the second partner, which opens to take the focus.
  await expect(
    partners.getByRole('button', { name: /Energieagentur \(Platzhalter\)» zuklappen$/ }),
  ).toBeVisible();
  await expect(app.getByLabel('Typ', { exact: true }).nth(1)).toBeFocused();
  await expect(app.getByLabel('Typ', { exact: true }).nth(1)).toHaveAttribute('aria-invalid', 'true');
});

test('an entry moves by keyboard with «nach oben» and «nach unten», its new position announced, and saves in that order', async ({
  app,
  cms,
}) => {
  const { path, before } = await openDiepoldsau(app, cms);
  // A list whose entries have no text is named by its first field.
  const history = app.locator('[id^="renewableHistory-field"]');
  await expect(history.getByRole('button', { name: 'Jahr 2022 aufklappen' })).toBeVisible();
  await expect(history.getByRole('button', { name: 'Jahr 2022 entfernen' })).toBeVisible();
  const partners = app.locator('[id^="partners-field"]');
  const moved = 'Partner «Gemeinde (Platzhalter)»';
  const down = partners.getByRole('button', { name: `${moved} nach unten` });
  await down.focus();
  await app.keyboard.press('Enter');
  await expect(said(app, `${moved}: jetzt an Position 2 von 6.`)).toBeAttached();
  await expect(down).toBeFocused();
  const removers = partners.getByRole('button', { name: / entfernen$/ });
  await expect(removers.nth(0)).toHaveAccessibleName(
    'Partner «Kantonale Energieagentur (Platzhalter)» entfernen',
  );
  await expect(removers.nth(1)).toHaveAccessibleName(`${moved} entfernen`);
  // The order of the partners is the order of their logos on the page: the file keeps it.
  await publish(app);
  await expect(app.getByRole('alert').getByText('Gespeichert', { exact: true })).toBeVisible();
  await expect
    .poll(() =>
      JSON.parse(file(cms, path))
        .partners.map((partner: { name: string }) => partner.name)
        .slice(0, 2),
    )
    .toEqual(['Kantonale Energieagentur (Platzhalter)', 'Gemeinde (Platzhalter)']);
  // Decap has taken the saved entry back into its form (a change made before would be lost).
  await expect(app.getByRole('button', { name: 'Veröffentlicht', exact: true })).toBeVisible();
  await expect(app.getByText('Änderungen gespeichert', { exact: true })).toBeVisible();
  // Back up with the space bar; at the top «nach oben» can move it no further, and the focus goes to «nach unten».
  await partners.getByRole('button', { name: `${moved} nach oben` }).focus();
  await app.keyboard.press('Space');
  await expect(said(app, `${moved}: jetzt an Position 1 von 6.`)).toBeAttached();
  await expect(down).toBeFocused();
  // Decap compares the form with the file as it was opened, not as saved: back in that order, the entry
  // counts as unchanged and is not saved again. The next test finds the file as it was.
  writeFileSync(join(cms.root, path), before);
});
