// `npm run launch-check`: lists every placeholder and example value still in the content, per file and
// line, in German for the people who edit it: the campaign-wide files and every published municipality
// (MUNICIPALITY=<slug>: that one alone; MUNICIPALITIES_DIR as for the build). Exits 1 while any remain, 0
// when the content is ready to go live. A draft's placeholders are listed as well, under their own heading,
// but keep nothing from going live: a draft is built nowhere public. The build does not run it: previews
// and staging are built with placeholders.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { municipalityPlaceholders, sharedPlaceholders } from '../../src/content/launch-check.ts';
import { municipalityFiles } from '../../src/content/load.ts';
import { contentSelection } from '../../src/content/selection.ts';
import { ROOT } from '../settings.ts';

const root = ROOT;
const { only, municipalitiesDirs } = contentSelection();
const files = municipalityFiles(root, municipalitiesDirs).filter(
  (file) => only === null || file.slug === only,
);
const live: string[] = sharedPlaceholders(root);
const drafts: string[] = [];
for (const { slug, dir } of files) {
  const found = municipalityPlaceholders(root, `${dir}/${slug}.json`);
  // Read as the file is: a file the build refuses is content:check's business, and counts as published.
  const draft =
    only === null && /"published"\s*:\s*false/.test(readFileSync(resolve(root, dir, `${slug}.json`), 'utf8'));
  (draft ? drafts : live).push(...found);
}
const what = only ?? 'alle veröffentlichten Gemeinden';
if (live.length === 0)
  console.log(`Keine Platzhalter mehr in den Inhalten für ${what}: bereit für den Start.`);
else {
  console.error(`Noch ${live.length} Platzhalter in den Inhalten für ${what}; vor dem Start ersetzen:`);
  for (const line of live) console.error(`  ${line}`);
}
if (drafts.length > 0) {
  console.log(
    `\nIn Entwürfen ("published": false) noch ${drafts.length} Platzhalter; vor dem Veröffentlichen ersetzen:`,
  );
  for (const line of drafts) console.log(`  ${line}`);
}
if (live.length > 0) process.exit(1);
