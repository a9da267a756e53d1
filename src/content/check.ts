import { ContentError, loadContent, municipalitySlugs } from './load.ts';
import { DEFAULT_MUNICIPALITIES_DIR } from './selection.ts';

/**
 * Every problem in every content file: the campaign-wide files once, and each municipality file. Empty when
 * all content is valid. Used by `npm run content:check`.
 */
export function checkAllContent(root: string, municipalitiesDir = DEFAULT_MUNICIPALITIES_DIR): string[] {
  const slugs = municipalitySlugs(root, municipalitiesDir);
  if (slugs.length === 0) return [`${municipalitiesDir}: no municipality file (<slug>.json) found`];
  const problems = new Set<string>();
  for (const slug of slugs) {
    try {
      loadContent(root, slug, municipalitiesDir);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      // Problems of the shared files repeat for every municipality; each is reported once.
      for (const problem of error.problems) problems.add(problem);
    }
  }
  return [...problems];
}
