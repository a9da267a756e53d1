import type { z } from 'zod';
import { checkContentText } from '@/content/check-file.ts';
import { CONTENT_FILES, type ContentFileName, contentFilesWhere } from '@/content/content-files.ts';
import { parsePrivacyPolicy } from '@/content/legal-text.ts';
import { ContentError } from '@/content/problems.ts';
import type { Site } from '@/content/schema/site.ts';
import { serialiseContent } from './content-format.ts';

// Every rule of `npm run content:check` for the entry about to be saved, run in the browser on the very text
// the save would write: the same code (src/content/), so the same German messages, naming the field and
// what is expected. The editor sees no lines and columns, so those are left out of the JSON files' messages.

export type EntryKind = ContentFileName;

/** Which content file an entry of the app is: by its collection and, in a files collection, its name. */
export function entryKind(collection: string, slug: string): EntryKind | undefined {
  const [kind] =
    contentFilesWhere((file) => file.collection === collection).find(
      ([name, file]) => file.folder || name === slug,
    ) ?? [];
  return kind;
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
  return checkContentText(serialiseContent(data), 'Datei', CONTENT_FILES[kind].schema as z.ZodType).map(
    (problem) => problem.replace(/^Datei, Zeile \d+, Spalte \d+: /, ''),
  );
}
