import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ROOT } from '../../tests/support/content-fixture.ts';
import { FIXTURE_SITE } from '../../tests/support/project-copy.ts';
import { PARTNER_TYPE_NAMES } from './schema/municipality.ts';

// The page names each partner type by its label in site.json, editable copy like the rest of the page; the
// editing app, the messages and the editors' schemas by PARTNER_TYPE_NAMES. One spelling each: renaming a
// type means changing both, which this test asks of the tests' content sets.
describe('the partner types’ German names', () => {
  it.each([
    ['tests/fixtures/site', FIXTURE_SITE],
    ['tests/fixtures/content', FIXTURE_ROOT],
  ])('are spelt on the page (site.json of %s) as the app and the messages spell them', (_, set) => {
    const site = JSON.parse(readFileSync(join(set, 'content/site.json'), 'utf8'));
    expect(site.partners.types).toEqual(PARTNER_TYPE_NAMES);
  });
});
