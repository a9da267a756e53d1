import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTNER_TYPE_NAMES } from './schema/municipality.ts';

// The page names each partner type by its label in content/site.json, editable copy like the rest of the
// page; the editing app, the messages and the editors' schemas by PARTNER_TYPE_NAMES. One spelling each:
// renaming a type means changing both, which this test asks for.
describe('the partner types’ German names', () => {
  it('are spelt on the page (content/site.json) as the app and the messages spell them', () => {
    const site = JSON.parse(readFileSync(join(process.cwd(), 'content/site.json'), 'utf8'));
    expect(site.partners.types).toEqual(PARTNER_TYPE_NAMES);
  });
});
