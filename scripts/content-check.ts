// `npm run content:check`: validates every content file (site.json and its siblings, every municipality)
// and prints "all content valid" or one line per problem: file, JSON path, what is wrong, what was
// expected (a long list is cut to its first lines and a count). Exits non-zero on any problem.
import { resolve } from 'node:path';
import { checkAllContent } from '../src/content/check';
import { countProblems, formatProblems } from '../src/content/problems';

const root = resolve(import.meta.dirname, '..');
const problems = checkAllContent(root, process.env.MUNICIPALITIES_DIR || undefined);
if (problems.length === 0) {
  console.log('all content valid');
} else {
  console.error(`The content has ${countProblems(problems)}:`);
  console.error(formatProblems(problems));
  process.exit(1);
}
