import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, daysBetween, writtenDay, writtenPeriod } from '../../src/base/calendar.ts';
import { campaignEnd } from '../../src/content/campaign-days.ts';
import { checkAllContent } from '../../src/content/check.ts';
import { type Municipality, PARTNER_TYPE_NAMES } from '../../src/content/schema/municipality.ts';
import { type Cms, expect, HOME, openEntry, openHome, readContent, SITE, test } from './app.ts';

// The editing app as an editor uses it (tests/cms/app.ts: `npm run cms` on a temporary copy of the fixture
// content, one page logged in once). What a test expects it takes from the files it edits.

// One app for the file: its tests share the page, one after the other.
// The app answers slowly on a loaded machine: a test waits up to 30 s for an entry to open.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const file = (cms: Cms, path: string) => readFileSync(join(cms.root, path), 'utf8');

/** Opens the home page's municipality; answers its file's path, text and content as they were. */
async function openHomeEntry(page: Page, cms: Cms) {
  const before = file(cms, HOME.path);
  await openHome(page);
  return { path: HOME.path, before, data: JSON.parse(before) as Municipality };
}

/** Another target than the file's (one more, or one less where one more would exceed the fossil houses), and the file's line of it before and after. */
function newTarget(text: string) {
  const { target, housing } = JSON.parse(text) as Municipality;
  const value = target < housing.fossil ? target + 1 : target - 1;
  const line = text.split('\n').find((l) => l.includes(`"target": ${target}`)) ?? '';
  return { value, line, changed: line.replace(`"target": ${target}`, `"target": ${value}`) };
}

/** The sum rule's message when fossil is given as `fossil`, in the words of the content check. */
function sumProblem({ housing }: Municipality, fossil: number) {
  const { renewable, total } = housing;
  return `Einfamilienhäuser, fossil geheizt: Erneuerbar ${renewable} + fossil ${fossil} = ${renewable + fossil}, aber total ist ${total}. Erwartet, dass beide zusammen das Total ergeben: fossil ${total - renewable} (oder total ${renewable + fossil}).`;
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
  const { path, before } = await openHomeEntry(app, cms);
  const target = newTarget(before);
  await app.getByLabel('Ziel', { exact: true }).fill(String(target.value));
  await publish(app);
  await expect(app.getByRole('alert').getByText('Gespeichert', { exact: true })).toBeVisible();
  // The status that follows the save to the site starts with it (tests/cms/publish.spec.ts follows it on).
  await expect(app.getByRole('status').and(app.getByText(/^Gespeichert\. /))).toBeAttached();
  await expect.poll(() => file(cms, path)).not.toBe(before);
  const [was, is] = [before.split('\n'), file(cms, path).split('\n')];
  expect(is).toHaveLength(was.length);
  const changed = is.flatMap((line, i) => (line === was[i] ? [] : [[was[i], line]]));
  expect(changed).toEqual([[target.line, target.changed]]);
});

test('a save that breaks the sum rule is refused in German, and the file stays as it was', async ({
  app,
  cms,
}) => {
  const { path, before, data } = await openHomeEntry(app, cms);
  const typed = data.housing.fossil - 5;
  const message = sumProblem(data, typed);
  await app.getByLabel('fossil geheizt', { exact: true }).fill(String(typed));
  await publish(app);
  await expect(app.getByRole('alert').getByText(message)).toBeVisible();
  // What the editor typed stays in the form; nothing was written.
  const fossil = app.getByLabel('fossil geheizt', { exact: true });
  await expect(fossil).toHaveValue(String(typed));
  expect(file(cms, path)).toBe(before);
  // Not only seen: the focus is on the field, which says it is wrong and why, and the refusal is said.
  await expect(fossil).toBeFocused();
  await expect(fossil).toHaveAttribute('aria-invalid', 'true');
  await expect(fossil).toHaveAccessibleDescription(message);
  await expect(said(app, `Nicht gespeichert. ${message}`)).toBeAttached();
});

test('a required field left empty is refused by Decap with the focus on it, its message tied to it and said', async ({
  app,
  cms,
}) => {
  const { path, before } = await openHomeEntry(app, cms);
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
  await openHome(app);
  const name = `Vorschau${HOME.name}`;
  await app.getByLabel('Name der Gemeinde', { exact: true }).fill(name);
  await app.getByLabel('Ziel', { exact: true }).fill('1200');
  const preview = app.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(name);
  // The figure typed, grouped as the site writes numbers.
  await expect(preview.getByText(/(^|\s)1['’]200\s/).first()).toBeVisible();
});

test('the preview shows the phase of the day the app is opened: running, then finished', async ({
  browser,
  cms,
}) => {
  // A page of its own, on a clock of its own, set by the home municipality's campaign in the fixture: halfway
  // through it, then twenty days after its end. The preview works out the phase in the browser
  // (src/admin/preview.tsx, buildDay). The fixture's file has no progress and no result: running, the preview
  // names the days left; over, that the result follows.
  expect([HOME.progress, HOME.result]).toEqual([undefined, undefined]);
  const { start } = HOME.campaign;
  const end = campaignEnd(HOME.campaign);
  const days = daysBetween(start, end) + 1;
  const copy = SITE.campaignTime;
  const halfway = addDays(start, Math.floor(days / 2));
  const over = addDays(end, 20);
  // Morning in Zurich (10 o’clock in winter, 11 in summer): that day either way.
  const at = (day: string) => new Date(`${day}T09:00:00Z`);
  const context = await browser.newContext({ locale: 'de-CH', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.clock.install({ time: at(halfway) });
    await page.goto(cms.url, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Anmelden' }).click({ timeout: 120_000 });
    await openHome(page);
    const preview = page.frameLocator('iframe').first();
    const runsUntil = copy.runsUntil.replace('{days}', String(days)).replace('{end}', writtenDay(end));
    const left = copy.daysLeft.replace('{days}', String(daysBetween(halfway, end)));
    await expect(preview.locator('[data-campaign="running"]')).toHaveText(`${runsUntil} · ${left}`);
    await expect(preview.locator('[data-campaign="finished"]')).toHaveCount(0);
    // Over, and the result follows. Opened again, the entry is previewed anew.
    await page.clock.setSystemTime(at(over));
    await openHome(page);
    const ended = copy.ended.replace('{days}', String(days)).replace('{period}', writtenPeriod(start, end));
    await expect(preview.locator('[data-campaign="finished"]')).toHaveText(`${ended} ${copy.resultFollows}`);
    await expect(preview.locator('[data-campaign="running"]')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a new municipality: its file appears and passes the content check', async ({ app, cms }) => {
  await openEntry(app, '#/collections/municipalities/new');
  await app.getByLabel('Name der Gemeinde', { exact: true }).fill('Uzwil');
  await app.getByLabel('BFS-Gemeindenummer', { exact: true }).fill('3408');
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
  const path = join(cms.root, 'content/municipalities/uzwil.json');
  expect(existsSync(path)).toBe(false);
  await publish(app);
  await expect.poll(() => existsSync(path)).toBe(true);
  // After saving a new entry Decap opens it by its file name: the next test starts from there.
  await expect(app).toHaveURL(/#\/collections\/municipalities\/entries\/uzwil$/);
  expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
    $schema: '../../schemas/municipality.schema.json',
    name: 'Uzwil',
    bfsNumber: 3408,
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
  await openHome(app);
  await app.getByRole('button', { name: 'Veröffentlicht', exact: true }).click();
  await app.getByRole('menuitem', { name: 'Duplizieren' }).click();
  const name = app.getByLabel('Name der Gemeinde', { exact: true });
  await expect(name).toHaveValue(HOME.name);
  // The copy has the original's switch on: it may not go online with the original's figures.
  const published = app.getByRole('switch', { name: 'Veröffentlicht', exact: true });
  await expect(published).toBeChecked();
  const draftFirst =
    'Veröffentlicht: Eine neue Gemeinde wird zuerst als Entwurf gespeichert, damit sie nicht mit Zahlen einer anderen online geht. Erwartet ausgeschaltet; nach dem Prüfen in der Vorschau einschalten und nochmals veröffentlichen.';
  // Decap may fill the copy's form once more after it first shows it (as in the «Admin» test): until the
  // refusal is this one alone (not also the original's name taken), the name typed was replaced, and it is typed again.
  const number = app.getByLabel('BFS-Gemeindenummer', { exact: true });
  await expect(async () => {
    await name.fill('Gossau');
    await number.fill('3443');
    await publish(app);
    await expect(said(app, `Nicht gespeichert. ${draftFirst}`)).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(app.getByRole('alert').getByText(draftFirst).last()).toBeVisible();
  const path = join(cms.root, 'content/municipalities/gossau.json');
  expect(existsSync(path)).toBe(false);
  await published.click();
  await expect(published).not.toBeChecked();
  await publish(app);
  await expect.poll(() => existsSync(path)).toBe(true);
  await expect(app).toHaveURL(/#\/collections\/municipalities\/entries\/gossau$/);
  const copy = JSON.parse(readFileSync(path, 'utf8'));
  const original = readContent(cms, HOME.path);
  expect(copy).toEqual({ ...original, name: 'Gossau', bfsNumber: 3443, published: false });
});

test('at 360 px an editor changes a figure and saves without scrolling sideways', async ({ app, cms }) => {
  const { path } = HOME;
  const before = file(cms, path);
  const target = newTarget(before);
  await app.setViewportSize({ width: 360, height: 740 });
  try {
    await openHome(app);
    await app.getByLabel('Ziel', { exact: true }).fill(String(target.value));
    const save = app.getByRole('button', { name: 'Veröffentlichen', exact: true });
    await expect(save).toBeInViewport({ ratio: 1 });
    const [scrollWidth, clientWidth] = await app.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await publish(app);
    await expect(app.getByText('Gespeichert', { exact: true }).last()).toBeVisible();
    await expect.poll(() => file(cms, path)).toContain(target.changed);
    expect(file(cms, path).replace(target.changed, target.line)).toBe(before);
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
  await openHome(app);
  await app.getByRole('button', { name: 'Veröffentlicht', exact: true }).click();
  await app.getByRole('menuitem', { name: 'Duplizieren' }).click();
  const name = app.getByLabel('Name der Gemeinde', { exact: true });
  await expect(name).toHaveValue(HOME.name);
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
  const { path, before } = await openHomeEntry(app, cms);
  const published = app.getByRole('switch', { name: 'Veröffentlicht', exact: true });
  await expect(published).toBeChecked();
  await published.click();
  await publish(app);
  await expect(
    app
      .getByRole('alert')
      .getByText(
        `Veröffentlicht: «${HOME.name}» ist die Gemeinde der Startseite und muss veröffentlicht bleiben. Erwartet eingeschaltet; für einen Entwurf zuerst unter «Website › Texte und Kontakt» eine andere Gemeinde der Startseite wählen.`,
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
  await expect(app.getByLabel('Name der Kampagne', { exact: true })).toHaveValue(SITE.campaign, {
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
  await expect(field).toHaveValue(HOME.slug);
});

test('a partner’s type is chosen by its German name; a second partner of a type is refused naming both', async ({
  app,
  cms,
}) => {
  const { path, before, data } = await openHomeEntry(app, cms);
  const [first, second] = data.partners as [Municipality['partners'][0], Municipality['partners'][0]];
  const partners = app.locator('[id^="partners-field"]');
  // German nouns keep their capital (Decap writes list labels in lower case: vite/decap-patches.ts).
  await expect(partners.getByText(`${data.partners.length} Partner`, { exact: true })).toBeVisible();
  await expect(partners.getByRole('button', { name: 'Partner hinzufügen' })).toBeVisible();
  // Each entry's buttons name it (vite/decap-patches.ts): a screen reader tells which partner a button removes.
  const named = `Partner «${first.name}»`;
  await expect(partners.getByRole('button', { name: / entfernen$/ })).toHaveCount(data.partners.length);
  const open = partners.getByRole('button', { name: `${named} aufklappen` });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const close = partners.getByRole('button', { name: `${named} zuklappen` });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  // The Tab key goes from an entry's one button to the next, past the handle only a mouse can drag and the
  // first entry's «nach oben», which cannot move it.
  await close.focus();
  await app.keyboard.press('Tab');
  await expect(partners.getByRole('button', { name: `${named} nach unten` })).toBeFocused();
  await app.keyboard.press('Tab');
  await expect(partners.getByRole('button', { name: `${named} entfernen` })).toBeFocused();
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
  await expect(type.locator('option:checked')).toHaveText(PARTNER_TYPE_NAMES[first.type]);
  // With the keyboard, as in any drop-down list of the browser: to the second partner's type.
  const types = Object.keys(PARTNER_TYPE_NAMES);
  const steps = types.indexOf(second.type) - types.indexOf(first.type);
  await type.focus();
  for (let i = 0; i < Math.abs(steps); i++) await app.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect(type.locator('option:checked')).toHaveText(PARTNER_TYPE_NAMES[second.type]);
  await publish(app);
  // Each type once: the message names the types now without a partner, the first partner's among them.
  const typeName = (t: string) => `"${t}" (${PARTNER_TYPE_NAMES[t as keyof typeof PARTNER_TYPE_NAMES]})`;
  const chosen = [second.type, ...data.partners.slice(1).map((partner) => partner.type)];
  const without = types.filter((t) => !chosen.includes(t as typeof first.type)).map(typeName);
  await expect(
    app
      .getByRole('alert')
      .getByText(
        `Partner 2, Typ: Der Typ ${typeName(second.type)} steht schon bei Partner 1. Erwartet jeden Typ genau einmal; noch ohne Partner: ${without.join(', ')}.`,
      ),
  ).toBeVisible();
  expect(file(cms, path)).toBe(before);
  // The field named is in the second partner, which opens to take the focus.
  await expect(partners.getByRole('button', { name: `Partner «${second.name}» zuklappen` })).toBeVisible();
  await expect(app.getByLabel('Typ', { exact: true }).nth(1)).toBeFocused();
  await expect(app.getByLabel('Typ', { exact: true }).nth(1)).toHaveAttribute('aria-invalid', 'true');
});

test('an entry moves by keyboard with «nach oben» and «nach unten», its new position announced, and saves in that order', async ({
  app,
  cms,
}) => {
  const { path, before, data } = await openHomeEntry(app, cms);
  // A list whose entries have no text is named by its first field.
  const history = app.locator('[id^="renewableHistory-field"]');
  const year = `Jahr ${data.renewableHistory[0]?.year}`;
  await expect(history.getByRole('button', { name: `${year} aufklappen` })).toBeVisible();
  await expect(history.getByRole('button', { name: `${year} entfernen` })).toBeVisible();
  const partners = app.locator('[id^="partners-field"]');
  const [first, second] = data.partners.map((partner) => partner.name) as [string, string];
  const count = data.partners.length;
  const moved = `Partner «${first}»`;
  const down = partners.getByRole('button', { name: `${moved} nach unten` });
  await down.focus();
  await app.keyboard.press('Enter');
  await expect(said(app, `${moved}: jetzt an Position 2 von ${count}.`)).toBeAttached();
  await expect(down).toBeFocused();
  const removers = partners.getByRole('button', { name: / entfernen$/ });
  await expect(removers.nth(0)).toHaveAccessibleName(`Partner «${second}» entfernen`);
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
    .toEqual([second, first]);
  // Decap has taken the saved entry back into its form (a change made before would be lost).
  await expect(app.getByRole('button', { name: 'Veröffentlicht', exact: true })).toBeVisible();
  await expect(app.getByText('Änderungen gespeichert', { exact: true })).toBeVisible();
  // Back up with the space bar; at the top «nach oben» can move it no further, and the focus goes to «nach unten».
  await partners.getByRole('button', { name: `${moved} nach oben` }).focus();
  await app.keyboard.press('Space');
  await expect(said(app, `${moved}: jetzt an Position 1 von ${count}.`)).toBeAttached();
  await expect(down).toBeFocused();
  // Decap compares the form with the file as it was opened, not as saved: back in that order, the entry
  // counts as unchanged and is not saved again. The next test finds the file as it was.
  writeFileSync(join(cms.root, path), before);
});
