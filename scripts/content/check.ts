// `npm run content:check`: validates every content file (site.json and its siblings, every municipality,
// drafts too), the municipalities' file names as the paths of their pages and the home municipality, and
// prints "Alle Inhalte sind in Ordnung." or one German line per problem: file, line and column, the
// field in words, what is wrong and what to write instead (a long list is cut to its first lines and a
// count). Exits non-zero on any problem.
import { checkAllContent } from '../../src/content/check.ts';
import { countProblems, formatProblems } from '../../src/content/problems.ts';
import { contentSelection } from '../../src/content/selection.ts';
import { ROOT } from '../settings.ts';

const root = ROOT;
const problems = checkAllContent(root, contentSelection().municipalitiesDirs);
if (problems.length === 0) {
  console.log('Alle Inhalte sind in Ordnung.');
} else {
  console.error(`Der Inhalt hat ${countProblems(problems)}:`);
  console.error(formatProblems(problems));
  process.exit(1);
}
