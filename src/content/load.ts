import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { parseJson, type ValueLines } from './json.ts';
import { formatPath } from './path.ts';
import { ContentError } from './problems.ts';
import { quote } from './quote.ts';
import { readText } from './read-text.ts';
import type { Content } from './schema/content.ts';
import { heatPumpIndexSchema } from './schema/heat-pump-index.ts';
import { municipalitySchema } from './schema/municipality.ts';
import { siteSchema } from './schema/site.ts';
import { DEFAULT_MUNICIPALITIES_DIR, DEFAULT_MUNICIPALITY } from './selection.ts';

// Reads and validates the content files at build time (never in the browser). Every problem becomes one
// line "file: json.path: what is wrong", and all problems of all files are reported together.

/** A content JSON file is a few kilobytes; far beyond that it is a mistake, refused before it is read. */
const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** The file's value and the line of each text in it, or undefined (its problems added to `problems`). */
export function readJson(
  file: string,
  label: string,
  problems: string[],
): { value: unknown; lines: ValueLines } | undefined {
  const raw = readText(file, MAX_JSON_BYTES);
  if (typeof raw !== 'string') {
    problems.push(`${label}: ${raw.problem}`);
    return undefined;
  }
  const parsed = parseJson(raw);
  for (const problem of parsed.problems) problems.push(`${label}: ${problem}`);
  return 'value' in parsed ? parsed : undefined;
}

/**
 * The schema's problems with `data`, one line each. A problem whose issue asks for it (`params.line`, set
 * by the field types of schema/fields.ts) names the line of the value as well.
 */
export function validate<T>(
  schema: z.ZodType<T>,
  data: unknown,
  label: string,
  problems: string[],
  lines: ValueLines = new Map(),
): T | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const message =
      issue.code === 'unrecognized_keys'
        ? `has the unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => quote(k)).join(', ')}; expected only the keys the schema knows (misspelt?)`
        : issue.message;
    const line =
      issue.code === 'custom' && issue.params?.line ? lines.get(JSON.stringify(issue.path)) : undefined;
    problems.push(`${label}: ${line ? `line ${line}: ` : ''}${formatPath(issue.path)}: ${message}`);
  }
  return undefined;
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
      `MUNICIPALITY=${slug}: there is no ${municipalitiesDir}/${slug}.json; the municipalities that exist: ${known.join(', ') || '(none)'}`,
    ]);
  }

  const siteData = readJson(siteFile, label(siteFile), problems);
  const municipalityData = readJson(municipalityFile, label(municipalityFile), problems);
  const indexFile = join(root, 'content', 'heat-pump-index.json');
  const indexData = readJson(indexFile, label(indexFile), problems);
  const site = siteData && validate(siteSchema, siteData.value, label(siteFile), problems, siteData.lines);
  const municipality =
    municipalityData &&
    validate(
      municipalitySchema,
      municipalityData.value,
      label(municipalityFile),
      problems,
      municipalityData.lines,
    );
  const heatPumpIndex =
    indexData && validate(heatPumpIndexSchema, indexData.value, label(indexFile), problems, indexData.lines);

  municipality?.partners.forEach((partner, i) => {
    if (!existsSync(join(root, 'public', partner.logo))) {
      problems.push(
        `${label(municipalityFile)}: partners[${i}].logo: is "${partner.logo}"; expected a file that exists in public/ (public${partner.logo} does not)`,
      );
    }
  });

  if (problems.length > 0 || !site || !municipality || !heatPumpIndex) throw new ContentError(problems);
  return { site, municipality, slug, heatPumpIndex };
}
