import type { Canton } from '@/content/geodata/cantons.ts';
import type { OfficialMunicipalities } from '@/content/geodata/official-municipalities.ts';
import { appContent } from './app-content.ts';
import { campaignProblems } from './check-campaign.ts';
import { checkEntry, entryKind } from './check-entry.ts';
import { newMunicipalitySlug } from './new-slug.ts';

// Every rule a save must pass, for the save Decap is about to make (src/admin/main.tsx's preSave) and for an
// undo, which is a save too (src/admin/undo.ts): the entry's own file rules and, for a municipality, the rules
// across files, against the other files as the app fetched them at start.

const PUBLISHED = new Set(Object.keys(appContent.municipalities));
const RESERVED = new Set(appContent.reserved);
const OFFICIAL: OfficialMunicipalities = new Map(
  appContent.official.map(([number, name, canton]) => [number, { name, canton: canton as Canton }]),
);
const NUMBERS = new Map(
  Object.entries(appContent.municipalities).map(([slug, { bfsNumber, name }]) => [bfsNumber, { slug, name }]),
);

export interface EntryToSave {
  collection: string;
  slug: string;
  newRecord: boolean;
  data: Record<string, unknown>;
}

/** The German problems that refuse the save; empty when it may be written. */
export function saveProblems({ collection, slug, newRecord, data }: EntryToSave): string[] {
  const kind = entryKind(collection, slug);
  if (!kind) return [];
  const problems = checkEntry(kind, data, appContent.site);
  if (kind === 'municipality') {
    problems.push(
      ...campaignProblems(data, {
        slug: newRecord ? newMunicipalitySlug(String(data.name ?? '')) : slug,
        isNew: newRecord,
        home: appContent.site.homeMunicipality,
        published: PUBLISHED,
        reserved: RESERVED,
        official: OFFICIAL,
        numbers: NUMBERS,
      }),
    );
  }
  return problems;
}
