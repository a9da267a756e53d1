import { checkAllContent } from '../../src/content/check.ts';
import { countProblems, formatProblems } from '../../src/content/problems.ts';
import { ROOT } from '../settings.ts';

const root = ROOT;
const problems = checkAllContent(root, process.env.MUNICIPALITIES_DIR || undefined);
if (problems.length === 0) {
  console.log('Alle Inhalte sind in Ordnung.');
} else {
  console.error(`Der Inhalt hat ${countProblems(problems)}:`);
  console.error(formatProblems(problems));
  process.exit(1);
}
