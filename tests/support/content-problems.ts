import { loadContent } from '../../src/content/load.ts';
import { ContentError } from '../../src/content/problems.ts';
import { FIXTURE_SLUG } from './content-fixture.ts';

/** The ContentError a content check throws, or undefined when it passes. */
export function contentErrorOf(check: () => unknown): ContentError | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
}

/** The problems a content check reports (the lines of its ContentError), or [] when it passes. */
export const problemsOf = (check: () => unknown): string[] => contentErrorOf(check)?.problems ?? [];

/** The problems loadContent reports for the content set at `root` (a copy of the fixture's), or []. */
export const loadProblems = (root: string, slug = FIXTURE_SLUG) => problemsOf(() => loadContent(root, slug));
