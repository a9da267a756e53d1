import { loadPrivacyPolicy } from './legal.ts';
import { loadCampaigns } from './load.ts';
import { ContentError } from './problems.ts';
import { DEFAULT_MUNICIPALITIES_DIR } from './selection.ts';

/**
 * Every problem in every content file: the campaign-wide files (site.json, the legal text) once, and each
 * municipality file, drafts included, with their file names and the home municipality. Empty when all
 * content is valid. Used by `npm run content:check`.
 */
export function checkAllContent(root: string, municipalitiesDirs = [DEFAULT_MUNICIPALITIES_DIR]): string[] {
  try {
    const { site } = loadCampaigns(root, municipalitiesDirs);
    loadPrivacyPolicy(root, site);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems;
  }
}
