import { readdirSync } from 'node:fs';
import { municipalitySlugs } from '../../src/content/load.ts';
import { slugFault } from '../../src/content/slug-rule.ts';
import { reservedSlugs } from '../../src/content/slugs.ts';
import { expect, test } from './fixtures.ts';
import { builtPages, dist, siteRoot } from './support/pages.ts';

// Every name the build writes at the top of dist/, other than the municipalities' own pages, is refused as a
// municipality's file name: a municipality there would take the path of a folder or file of the site.
test('every top-level folder and file of the build is refused as a municipality file name', () => {
  builtPages();
  const municipalities = new Set(municipalitySlugs(siteRoot, ['content/municipalities']));
  const names = readdirSync(dist).filter((name) => !municipalities.has(name));
  expect(names).toEqual(expect.arrayContaining(['admin', 'assets', 'social', 'partners', 'privacy-policy']));
  const reserved = reservedSlugs(siteRoot);
  const accepted = names.filter((name) => slugFault(name.replace(/\..*$/, ''), reserved) === undefined);
  expect(accepted).toEqual([]);
});
