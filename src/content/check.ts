import { loadPrivacyPolicy } from './legal.ts';
import { loadContent, municipalitySlugs } from './load.ts';
import { ContentError } from './problems.ts';
import { DEFAULT_MUNICIPALITIES_DIR } from './selection.ts';

/**
 * Every problem in every content file: the campaign-wide files (site.json, the legal text) once, and each
 * municipality file. Empty when
 * all content is valid. Used by `npm run content:check`.
 */
export function checkAllContent(root: string, municipalitiesDir = DEFAULT_MUNICIPALITIES_DIR): string[] {
  const slugs = municipalitySlugs(root, municipalitiesDir);
  if (slugs.length === 0) {
    return [
      `${municipalitiesDir}: Hier liegt keine Gemeinde-Datei. Erwartet mindestens eine Datei <gemeinde>.json, z. B. diepoldsau.json.`,
    ];
  }
  const problems = new Set<string>();
  const collect = (check: () => void) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      // Problems of the shared files repeat for every municipality; each is reported once.
      for (const problem of error.problems) problems.add(problem);
    }
  };
  for (const slug of slugs) {
    collect(() => {
      const { site } = loadContent(root, slug, municipalitiesDir);
      loadPrivacyPolicy(root, site);
    });
  }
  return [...problems];
}
