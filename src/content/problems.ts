// How a list of content problems is printed, in one place for the build, `npm run content:check` and the
// dev server (which shows ContentError's message). A long list is cut to its first lines and a count, so a
// file with 100,000 bad entries gives a readable message instead of a flood cut off somewhere.

/** Problems printed in full before the rest is summarised. */
const PROBLEMS_SHOWN = 50;
/** A problem line longer than this is cut: messages quote what they found, and that may be huge. */
const LINE_LIMIT = 400;

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/** The problems as lines ready to print, indented; after `shown` of them, "… and 99,950 more problems". */
export function formatProblems(problems: readonly string[], shown = PROBLEMS_SHOWN): string {
  const lines = problems
    .slice(0, shown)
    .map((problem) => `  ${problem.length > LINE_LIMIT ? `${problem.slice(0, LINE_LIMIT)}…` : problem}`);
  const rest = problems.length - shown;
  if (rest > 0) lines.push(`  … and ${plural(rest, 'more problem')}`);
  return lines.join('\n');
}

/** "1 problem", "3 problems", "100,000 problems". */
export const countProblems = (problems: readonly string[]) => plural(problems.length, 'problem');

/** Content that cannot be built: every problem found, each "file: json.path: what is wrong". */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content (${countProblems(problems)}):\n${formatProblems(problems)}`);
    this.name = 'ContentError';
  }
}
