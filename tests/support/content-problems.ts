import { ContentError } from '../../src/content/problems.ts';

/** The problems a content check reports (the lines of its ContentError), or [] when it passes. */
export function problemsOf(check: () => unknown): string[] {
  try {
    check();
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
