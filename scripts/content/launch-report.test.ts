import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDay } from '../../src/base/calendar.ts';
import { FIRST_ROUND_TRIP } from '../../src/base/first-round-trip.ts';
import { launchCheck } from '../../src/content/launch-check.ts';
import { LONGEST_TEXTS } from '../../src/content/page-weight.ts';
import { contentSelection } from '../../src/content/selection.ts';
import { validatedContent } from '../../src/content/validated-content.ts';
import { buildPages } from '../../src/pages/page-list.ts';
import {
  contentFixture,
  FIXTURE_ROOT,
  FIXTURE_SLUG,
  readyContentFixture,
} from '../../tests/support/content-fixture.ts';
import { launchReport } from './launch-report.ts';

// `npm run launch-check`: the placeholders, the exit code, and the pages' weight, on a build of the
// fixture that the test makes current (no real build: the commands' test and the go-live rehearsal build).

const THALWIL = 'content/municipalities/thalwil.json';

/**
 * A build of `root`'s content as `npm run build` leaves it, but each page's Brotli copy only, of `bytes`
 * (by file in dist/; 1 KB for the others): current for the launch check, which then builds nothing.
 */
function builtWith(root: string, bytes: Record<string, number> = {}, municipality = '') {
  const selection = contentSelection({ MUNICIPALITY: municipality });
  for (const page of buildPages(validatedContent(root, selection))) {
    const file = join(root, 'dist', page.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '<!doctype html>');
    writeFileSync(`${file}.br`, Buffer.alloc(bytes[page.file] ?? 1024));
  }
  const info = { ...selection, startedAt: Date.now() + 60_000, day: buildDay() };
  mkdirSync(join(root, '.serve'), { recursive: true });
  writeFileSync(join(root, '.serve', 'dist.build-info.json'), JSON.stringify(info));
}

/** `npm run launch-check`'s output and exit code, for the content below `root`. */
function report(root: string, municipality = '') {
  const lines: string[] = [];
  const warnings: string[] = [];
  const code = launchReport(
    root,
    { MUNICIPALITY: municipality },
    {
      log: (line) => lines.push(line),
      warn: (line) => warnings.push(line),
    },
  );
  return { code, stdout: lines.join('\n'), stderr: warnings.join('\n') };
}

describe('npm run launch-check', () => {
  it('exits 1 and lists them while placeholders remain, 0 once none do', () => {
    const f = contentFixture();
    builtWith(f.root, {}, FIXTURE_SLUG);
    const before = report(f.root, FIXTURE_SLUG);
    const expected = launchCheck(FIXTURE_ROOT, FIXTURE_SLUG);
    expect(expected.length).toBeGreaterThan(1);
    expect(before.stderr).toBe(
      [
        `Noch ${expected.length} Platzhalter in den Inhalten für thalwil; vor dem Start ersetzen:`,
        ...expected.map((line) => `  ${line}`),
      ].join('\n'),
    );
    expect(before.code).toBe(1);
    const ready = readyContentFixture();
    builtWith(ready.root, {}, FIXTURE_SLUG);
    const clean = report(ready.root, FIXTURE_SLUG);
    expect(clean.stdout).toMatch(
      /^Keine Platzhalter mehr in den Inhalten für thalwil: bereit für den Start\.\n/,
    );
    expect([clean.stderr, clean.code]).toEqual(['', 0]);
  });

  it('goes over every municipality: a draft’s placeholders are listed as such and keep nothing from going live', () => {
    const ready = readyContentFixture();
    const thalwil = JSON.parse(readFileSync(join(ready.root, THALWIL), 'utf8'));
    const draft = { ...thalwil, name: 'Neuenegg', bfsNumber: 670, published: false };
    draft.partners[0].name = 'Gemeinde (Platzhalter)';
    const neuenegg = join(ready.root, 'content/municipalities/neuenegg.json');
    writeFileSync(neuenegg, JSON.stringify(draft, null, 2));
    builtWith(ready.root);
    const all = report(ready.root);
    expect(all.stdout).toContain(
      'Keine Platzhalter mehr in den Inhalten für alle veröffentlichten Gemeinden',
    );
    expect(all.stdout).toMatch(
      /In Entwürfen \("published": false\) noch 1 Platzhalter; vor dem Veröffentlichen ersetzen:\n {2}content\/municipalities\/neuenegg\.json, Zeile \d+, Spalte \d+: Partner 1, Name: "Gemeinde \(Platzhalter\)"/,
    );
    expect(all.code).toBe(0);
    draft.published = true;
    writeFileSync(neuenegg, JSON.stringify(draft, null, 2));
    builtWith(ready.root);
    const published = report(ready.root);
    expect(published.stderr).toMatch(
      /^Noch 1 Platzhalter in den Inhalten für alle veröffentlichten Gemeinden/,
    );
    expect(published.code).toBe(1);
  });

  it('says that every page arrives with the first round trip, and names the largest', () => {
    const ready = readyContentFixture();
    builtWith(ready.root, { 'index.html': 13_000 });
    expect(report(ready.root).stdout).toContain(
      'Alle 4 Seiten kommen mit der ersten Übertragung (14.0 KB) an; die grösste hat 12.7 KB.',
    );
  });

  it('warns of a page past the first round trip, naming its longest texts, and keeps the exit code', () => {
    const ready = readyContentFixture();
    builtWith(ready.root, { 'index.html': FIRST_ROUND_TRIP + 512 });
    const { stderr, code } = report(ready.root);
    const [heading, page, ...texts] = stderr.split('\n');
    expect(heading).toMatch(
      /^Achtung: 1 Seite ist grösser als die 14\.0 KB, die mit der ersten Übertragung ankommen/,
    );
    expect(page).toBe('  /: 14.5 KB, 0.5 KB zu viel. Ihre längsten Texte:');
    expect(texts).toHaveLength(LONGEST_TEXTS);
    // The longest of the site's and Thalwil's texts, each by file, line and field, longest first.
    const lengths = texts.map((line) => Number(line.match(/: (\d+) Zeichen$/)?.[1]));
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    expect(texts[0]).toMatch(
      /^ {4}content\/(site|municipalities\/thalwil)\.json, Zeile \d+, Spalte \d+: .+: \d+ Zeichen$/,
    );
    expect(code).toBe(0);
  });
});
