import { launchCheck } from '../../src/content/launch-check.ts';
import { contentSelection } from '../../src/content/selection.ts';
import { ROOT } from '../settings.ts';

const root = ROOT;
const { slug, municipalitiesDir } = contentSelection();
const found = launchCheck(root, slug, municipalitiesDir);
if (found.length === 0) {
  console.log(`Keine Platzhalter mehr in den Inhalten für ${slug}: bereit für den Start.`);
} else {
  console.error(`Noch ${found.length} Platzhalter in den Inhalten für ${slug}; vor dem Start ersetzen:`);
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
