import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type JsonFile, offsetOf, parseContentText, problemAt, validate } from './check-file.ts';
import { type FieldGuide, HEAT_PUMP_INDEX_GUIDE, MUNICIPALITY_GUIDE, SITE_GUIDE } from './field-guide.ts';
import { ContentError } from './problems.ts';
import { readText } from './read-text.ts';
import type { Content } from './schema/content.ts';
import { heatPumpIndexSchema } from './schema/heat-pump-index.ts';
import { LOGO_PATH, municipalitySchema } from './schema/municipality.ts';
import { siteSchema } from './schema/site.ts';
import { DEFAULT_MUNICIPALITIES_DIR, DEFAULT_MUNICIPALITY } from './selection.ts';
import { partnerLogoProblems } from './svg-safety.ts';

export { type JsonFile, problemAt } from './check-file.ts';

// Reads and validates the content files at build time (never in the browser). Every problem becomes one
// line for the people who edit the content: "file, Zeile N, Spalte M: field in words: what is wrong.
// Erwartet …", and all problems of all files are reported together.

/** A content JSON file is a few kilobytes; far beyond that it is a mistake, refused before it is read. */
const MAX_JSON_BYTES = 2 * 1024 * 1024;

export function readJson(
  file: string,
  label: string,
  guide: FieldGuide,
  problems: string[],
): JsonFile | undefined {
  const raw = readText(file, MAX_JSON_BYTES);
  if (typeof raw !== 'string') {
    // "Zeile 3, Spalte 17: …" continues the file's name as every positioned problem does.
    problems.push(`${label}${raw.problem.startsWith('Zeile') ? ', ' : ': '}${raw.problem}`);
    return undefined;
  }
  return parseContentText(raw, label, guide, problems);
}

export function municipalitySlugs(root: string, municipalitiesDir = DEFAULT_MUNICIPALITIES_DIR): string[] {
  const dir = join(root, municipalitiesDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

/**
 * Reads content/site.json, content/heat-pump-index.json and <municipalitiesDir>/<slug>.json below `root`, or
 * throws ContentError with every problem found.
 */
export function loadContent(
  root: string,
  slug: string = DEFAULT_MUNICIPALITY,
  municipalitiesDir: string = DEFAULT_MUNICIPALITIES_DIR,
): Content {
  const problems: string[] = [];
  const siteFile = join(root, 'content', 'site.json');
  const municipalityFile = join(root, municipalitiesDir, `${slug}.json`);
  const label = (file: string) => relative(root, file);

  if (!/^[a-z0-9-]+$/.test(slug) || !existsSync(municipalityFile)) {
    const known = municipalitySlugs(root, municipalitiesDir);
    throw new ContentError([
      `MUNICIPALITY=${slug}: Die Datei ${municipalitiesDir}/${slug}.json gibt es nicht. Erwartet eine dieser Gemeinden: ${known.join(', ') || '(keine)'}`,
    ]);
  }

  const siteFile_ = readJson(siteFile, label(siteFile), SITE_GUIDE, problems);
  const municipalityFile_ = readJson(municipalityFile, label(municipalityFile), MUNICIPALITY_GUIDE, problems);
  const indexFile = join(root, 'content', 'heat-pump-index.json');
  const indexFile_ = readJson(indexFile, label(indexFile), HEAT_PUMP_INDEX_GUIDE, problems);
  const site = siteFile_ && validate(siteSchema, siteFile_, problems);
  const municipality = municipalityFile_ && validate(municipalitySchema, municipalityFile_, problems);
  const heatPumpIndex = indexFile_ && validate(heatPumpIndexSchema, indexFile_, problems);

  // Checked on the file as it is, so a missing logo shows together with the file's other mistakes; a logo
  // path of the wrong form is the schema's message already.
  if (municipalityFile_) {
    const { partners } = municipalityFile_.value as { partners?: unknown };
    (Array.isArray(partners) ? partners : []).forEach((partner: { logo?: unknown } | null, i) => {
      const logo = partner?.logo;
      if (typeof logo !== 'string' || !LOGO_PATH.test(logo) || existsSync(join(root, 'public', logo))) return;
      const path = ['partners', i, 'logo'];
      const message = `Die Datei public${logo} gibt es nicht. Erwartet eine Logo-Datei, die im Ordner public/partners/ liegt (Name gleich geschrieben, auch Gross- und Kleinbuchstaben).`;
      problems.push(problemAt(municipalityFile_, offsetOf(municipalityFile_.tree, path), path, message));
    });
  }

  // Every file in public/partners/ is published on the site's origin, whichever municipality uses it.
  problems.push(...partnerLogoProblems(root));

  if (problems.length > 0 || !site || !municipality || !heatPumpIndex) throw new ContentError(problems);
  return { site, municipality, slug, heatPumpIndex };
}
