import type { z } from 'zod';
import { checkContentText } from '@/content/check-file.ts';
import { parsePrivacyPolicy } from '@/content/legal-text.ts';
import { ContentError } from '@/content/problems.ts';
import { heatPumpIndexSchema } from '@/content/schema/heat-pump-index.ts';
import { municipalitySchema } from '@/content/schema/municipality.ts';
import { type Site, siteSchema } from '@/content/schema/site.ts';
import { serialiseContent } from './content-format.ts';

// Every rule of `npm run content:check` for the entry about to be saved, run in the browser on the very text
// the save would write: the same code (src/content/), so the same German messages, naming the field and
// what is expected. The editor sees no lines and columns, so those are left out of the JSON files' messages.

export type EntryKind = 'municipality' | 'site' | 'heatPumpIndex' | 'privacyPolicy';

const JSON_FILES: Record<Exclude<EntryKind, 'privacyPolicy'>, z.ZodType> = {
  municipality: municipalitySchema,
  site: siteSchema,
  heatPumpIndex: heatPumpIndexSchema,
};

/** Which content file an entry of the app is: by its collection and, in a files collection, its name. */
export function entryKind(collection: string, slug: string): EntryKind | undefined {
  if (collection === 'municipalities') return 'municipality';
  if (collection === 'website' && (slug === 'site' || slug === 'heatPumpIndex')) return slug;
  if (collection === 'legal' && slug === 'privacyPolicy') return 'privacyPolicy';
  return undefined;
}

/** The privacy policy as the app writes it: YAML front matter, then the Markdown. */
export const privacyPolicyText = (data: { updated?: unknown; body?: unknown }) =>
  `---\nupdated: ${String(data.updated ?? '')}\n---\n${String(data.body ?? '')}`;

/** Every problem of the entry, in German; empty when it may be saved. `site` fills the legal text's placeholders. */
export function checkEntry(kind: EntryKind, data: Record<string, unknown>, site: Site): string[] {
  if (kind === 'privacyPolicy') {
    try {
      parsePrivacyPolicy(privacyPolicyText(data), site, 'Text');
      return [];
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
  }
  return checkContentText(serialiseContent(data), 'Datei', JSON_FILES[kind]).map((problem) =>
    problem.replace(/^Datei, Zeile \d+, Spalte \d+: /, ''),
  );
}
