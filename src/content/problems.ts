// How a list of content problems is printed, in one place for the build, `npm run content:check` and the
// dev server (which shows ContentError's message). A long list is cut to its first lines and a count, so a
// file with 100,000 bad entries gives a readable message instead of a flood cut off somewhere.

/** Problems printed in full before the rest is summarised. */
const PROBLEMS_SHOWN = 50;
/** A problem line longer than this is cut: messages quote what they found, and that may be huge. */
const LINE_LIMIT = 400;

/** "1 Problem", "3 Probleme", "100000 Probleme": the editors read these counts, so in German. */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The problems as lines ready to print, indented; after `shown` of them, "… und 99950 weitere Probleme". */
export function formatProblems(problems: readonly string[], shown = PROBLEMS_SHOWN): string {
  const lines = problems
    .slice(0, shown)
    .map((problem) => `  ${problem.length > LINE_LIMIT ? `${problem.slice(0, LINE_LIMIT)}…` : problem}`);
  const rest = problems.length - shown;
  if (rest > 0) lines.push(`  … und ${plural(rest, 'weiteres Problem', 'weitere Probleme')}`);
  return lines.join('\n');
}

/** "1 Problem", "3 Probleme", "100000 Probleme". */
export const countProblems = (problems: readonly string[]) => plural(problems.length, 'Problem', 'Probleme');

/** Content that cannot be built: every problem found, each "file, Zeile N, Spalte M: field: what is wrong". */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Der Inhalt hat ${countProblems(problems)}:\n${formatProblems(problems)}`);
    this.name = 'ContentError';
  }
}

/** The content's problems as `npm run dev` shows them, in the terminal and the browser: the build's lines. */
export function contentProblemReport(problems: string[]): string {
  return `Der Inhalt hat ${countProblems(problems)}; die Seite erscheint, sobald sie behoben sind:\n${formatProblems(problems)}`;
}
