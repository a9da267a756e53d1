// `npm run content:check`: validates every content file (site.json and its siblings, every municipality)
// and prints "all content valid" or one line per problem: file, JSON path, what is wrong, what was
// expected. Exits non-zero on any problem.
import { resolve } from 'node:path';
import { checkAllContent } from '../src/content/check';

const root = resolve(import.meta.dirname, '..');
const problems = checkAllContent(root, process.env.MUNICIPALITIES_DIR || undefined);
if (problems.length === 0) {
  console.log('all content valid');
} else {
  for (const problem of problems) console.error(problem);
  console.error(`${problems.length} problem(s) in the content.`);
  process.exit(1);
}
