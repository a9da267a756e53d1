import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { municipalityPlaceholders, sharedPlaceholders } from '../../src/content/launch-check.ts';
import { municipalityFiles } from '../../src/content/load.ts';
import { pageWeightReport } from '../../src/content/page-weight.ts';
import { contentSelection } from '../../src/content/selection.ts';
import { pageWeights } from './page-weights.ts';

// What `npm run launch-check` says (scripts/content/launch-check.ts), in German for the people who edit the
// content: every placeholder and example value still in the campaign-wide files and every published
// municipality (MUNICIPALITY=<slug>: that one alone; MUNICIPALITIES_DIR as for the build), by file and line;
// a draft's under their own heading, keeping nothing from going live, since a draft is built nowhere
// public. Then whether every page, as browsers receive it, arrives with the first round trip (the site built
// first where dist/ is stale): a page past it is a warning naming its longest texts, not a failure.

export interface Output {
  log: (line: string) => void;
  warn: (line: string) => void;
}

/** Prints the launch check of the content below `root`; answers the exit code: 1 while placeholders remain. */
export function launchReport(root: string, env: NodeJS.ProcessEnv, out: Output): 0 | 1 {
  const { only, municipalitiesDirs } = contentSelection(env);
  const files = municipalityFiles(root, municipalitiesDirs).filter(
    (file) => only === null || file.slug === only,
  );
  const live: string[] = sharedPlaceholders(root);
  const drafts: string[] = [];
  for (const { slug, dir } of files) {
    const found = municipalityPlaceholders(root, `${dir}/${slug}.json`);
    // Read as the file is: a file the build refuses is content:check's business, and counts as published.
    const draft =
      only === null &&
      /"published"\s*:\s*false/.test(readFileSync(resolve(root, dir, `${slug}.json`), 'utf8'));
    (draft ? drafts : live).push(...found);
  }
  const what = only ?? 'alle veröffentlichten Gemeinden';
  if (live.length === 0) out.log(`Keine Platzhalter mehr in den Inhalten für ${what}: bereit für den Start.`);
  else {
    out.warn(`Noch ${live.length} Platzhalter in den Inhalten für ${what}; vor dem Start ersetzen:`);
    for (const line of live) out.warn(`  ${line}`);
  }
  if (drafts.length > 0) {
    out.log(
      `\nIn Entwürfen ("published": false) noch ${drafts.length} Platzhalter; vor dem Veröffentlichen ersetzen:`,
    );
    for (const line of drafts) out.log(`  ${line}`);
  }
  out.log('');
  try {
    const weight = pageWeightReport(pageWeights(root, env, out.log));
    for (const line of weight.lines) (weight.ok ? out.log : out.warn)(line);
  } catch {
    out.warn(
      'Die Grösse der Seiten ist nicht gemessen: die Website liess sich nicht bauen. `npm run content:check` nennt die Probleme.',
    );
  }
  return live.length > 0 ? 1 : 0;
}
