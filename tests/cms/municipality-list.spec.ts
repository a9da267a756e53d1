import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './app.ts';

// The editing app's list of municipalities with several campaigns: each says where its campaign stands on
// the day the app is open, and whether it is a draft; the list sorts by start and finds one by its name.

test.describe.configure({ timeout: 120_000 });

test('the list says each campaign’s phase, sorts by start and finds a municipality by name', async ({
  browser,
  cms,
}) => {
  // Two more municipalities beside the copy's Diepoldsau (2 February to 12 May 2026): Oberuzwil announced,
  // a draft, and Flawil running, each with its own number. (The app's other tests, in the same copy, may
  // have added more: these three are read in the list's order.)
  const dir = join(cms.root, 'content', 'municipalities');
  const diepoldsau = JSON.parse(readFileSync(join(dir, 'diepoldsau.json'), 'utf8'));
  const more = [
    { slug: 'oberuzwil', name: 'Oberuzwil', bfsNumber: 3407, published: false, start: '2026-09-07' },
    { slug: 'flawil', name: 'Flawil', bfsNumber: 3402, published: true, start: '2026-03-02' },
  ];
  for (const { slug, start, ...fields } of more)
    writeFileSync(
      join(dir, `${slug}.json`),
      `${JSON.stringify({ ...diepoldsau, ...fields, campaign: { start } }, null, 2)}\n`,
    );
  const context = await browser.newContext({ locale: 'de-CH', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-05-20T10:00:00+02:00') });
    await page.goto(`${cms.url}#/collections/municipalities`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Anmelden' }).click({ timeout: 90_000 });
    const ours = /^(Diepoldsau|Flawil|Oberuzwil) · /;
    // Each heading's name and summary; the save's status that follows them (redaktion-online, publish.spec.ts) left out.
    const listed = async () =>
      (
        await page
          .locator('main')
          .getByRole('heading', { level: 2 })
          .evaluateAll((headings) =>
            headings.map((heading) => {
              const copy = heading.cloneNode(true) as HTMLElement;
              for (const status of copy.querySelectorAll('redaktion-online')) status.remove();
              return copy.textContent ?? '';
            }),
          )
      ).filter((t) => ours.test(t));
    const [diepoldsau_, flawil, oberuzwil] = [
      'Diepoldsau · abgeschlossen am 12. Mai 2026',
      'Flawil · läuft bis 9. Juni 2026',
      'Oberuzwil · angekündigt, ab 7. September 2026 · Entwurf',
    ];
    // Sorted by name at first.
    await expect.poll(listed).toEqual([diepoldsau_, flawil, oberuzwil]);
    // By start: Diepoldsau (2 February), Flawil (2 March), Oberuzwil (7 September); then the latest first.
    const byStart = async () => {
      const item = page.getByRole('menuitem', { name: 'Start der Kampagne' });
      // Decap's menu stays open after a choice: opened only where it is closed.
      if (!(await item.isVisible())) await page.getByRole('button', { name: 'Sortieren nach' }).click();
      await item.click();
    };
    await byStart();
    await expect.poll(listed).toEqual([diepoldsau_, flawil, oberuzwil]);
    await byStart();
    await expect.poll(listed).toEqual([oberuzwil, flawil, diepoldsau_]);
    await page.keyboard.press('Escape');
    // Decap's search, beside the collections, finds the entry by its name.
    const search = page.getByRole('textbox', { name: 'Alles durchsuchen' });
    await search.fill('Flawil');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'Flawil · läuft bis 9. Juni 2026' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Oberuzwil/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
