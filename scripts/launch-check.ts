// `npm run launch-check`: lists every placeholder and example value still in the content of the
// municipality named by MUNICIPALITY (and MUNICIPALITIES_DIR, as for the build), per file and line, in
// German for the people who edit it. Exits 1 while any remain, 0 when the content is ready to go live.
// The build does not run it: previews and staging are built with placeholders.
import { resolve } from 'node:path';
import { launchCheck } from '../src/content/launch-check.ts';
import { contentSelection } from '../src/content/selection.ts';

const root = resolve(import.meta.dirname, '..');
const { slug, municipalitiesDir } = contentSelection();
const found = launchCheck(root, slug, municipalitiesDir);
if (found.length === 0) {
  console.log(`Keine Platzhalter mehr in den Inhalten für ${slug}: bereit für den Start.`);
} else {
  console.error(`Noch ${found.length} Platzhalter in den Inhalten für ${slug}; vor dem Start ersetzen:`);
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
