import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { municipalityPlaceholders, sharedPlaceholders } from '../../src/content/launch-check.ts';
import { municipalityFiles } from '../../src/content/load.ts';
import { DEFAULT_MUNICIPALITIES_DIR } from '../../src/content/selection.ts';
import { fillPlaceholders } from '../support/go-live.ts';
import { spawnGroup } from '../support/process.ts';
import { projectCopy, repo } from '../support/project-copy.ts';

// Go-live day, rehearsed on a copy of the checkout with its own content: every placeholder the launch check
// lists is replaced with another valid value, the home municipality's figures and a sentence of the hero
// change as the weekly update changes them, and then what the build and the editing app apply to any
// content passes: the content rules, the launch check (now empty) with its build, and valid HTML. So
// correct content can never turn npm test red, and the content/ of the day is checked by its own rules.

async function npm(dir: string, args: string[]) {
  const run = spawnGroup('npm', args, {
    cwd: dir,
    env: { ...process.env, MUNICIPALITY: '', MUNICIPALITIES_DIR: '', DIST_DIR: '', SOURCE_DATE_EPOCH: '' },
  });
  return { code: await run.exited, output: run.output() };
}

test('the cooperative replaces every placeholder and updates its figures: every check stays green', async () => {
  test.setTimeout(240_000);
  const dir = projectCopy('100in100-go-live-', repo);
  // What the launch check lists, drafts' too (scripts/content/launch-report.ts), without its build.
  const listed = [
    ...sharedPlaceholders(dir),
    ...municipalityFiles(dir, [DEFAULT_MUNICIPALITIES_DIR]).flatMap(({ slug, dir: folder }) =>
      municipalityPlaceholders(dir, `${folder}/${slug}.json`),
    ),
  ];
  expect(fillPlaceholders(dir, listed)).toBe(listed.length);

  // The weekly update: 25 more houses heat with renewables, and the hero's sentence is the cooperative's own.
  const siteFile = join(dir, 'content', 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  site.hero.subtext = `${site.hero.subtext.split(':')[0]}: Wir beraten Hausbesitzerinnen und Hausbesitzer persönlich, holen Offerten ein und begleiten den Ersatz der Heizung bis zur Abnahme.`;
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  const homeFile = join(dir, 'content', 'municipalities', `${site.homeMunicipality}.json`);
  const home = JSON.parse(readFileSync(homeFile, 'utf8'));
  home.housing.renewable += 25;
  home.housing.fossil -= 25;
  writeFileSync(homeFile, `${JSON.stringify(home, null, 2)}\n`);

  const check = await npm(dir, ['run', '--silent', 'content:check']);
  expect(check.output).toBe('Alle Inhalte sind in Ordnung.\n');
  const launch = await npm(dir, ['run', '--silent', 'launch-check']);
  expect(launch.output).toContain(
    'Keine Platzhalter mehr in den Inhalten für alle veröffentlichten Gemeinden: bereit für den Start.',
  );
  expect(launch.output).toMatch(/^Alle \d+ Seiten kommen mit der ersten Übertragung \(14\.0 KB\) an/m);
  expect(launch.code).toBe(0);
  // The launch check built the site to weigh its pages: that build is the deployable site.
  const valid = await npm(dir, ['exec', '--', 'html-validate', 'dist']);
  expect(valid.output).toBe('');
  expect(valid.code).toBe(0);
  const page = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
  expect(page).toContain('holen Offerten ein');
});
