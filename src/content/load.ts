import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findNodeAtLocation, type JSONPath, type Node } from 'jsonc-parser';
import type { z } from 'zod';
import {
  type FieldGuide,
  fieldAt,
  HEAT_PUMP_INDEX_GUIDE,
  MUNICIPALITY_GUIDE,
  SITE_GUIDE,
} from './field-guide.ts';
import { germanIssues, unknownKeyMessage } from './issue-messages.ts';
import { parseJson } from './json.ts';
import { positions } from './positions.ts';
import { ContentError } from './problems.ts';
import { readText } from './read-text.ts';
import type { Content } from './schema/content.ts';
import { heatPumpIndexSchema } from './schema/heat-pump-index.ts';
import { LOGO_PATH, municipalitySchema } from './schema/municipality.ts';
import { siteSchema } from './schema/site.ts';
import { DEFAULT_MUNICIPALITIES_DIR, DEFAULT_MUNICIPALITY } from './selection.ts';
import { partnerLogoProblems } from './svg-safety.ts';

// Reads and validates the content files at build time (never in the browser). Every problem becomes one
// line for the people who edit the content: "file, Zeile N, Spalte M: field in words: what is wrong.
// Erwartet …", and all problems of all files are reported together.

/** A content JSON file is a few kilobytes; far beyond that it is a mistake, refused before it is read. */
const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** A content file read as JSON: its data, and where each of its parts stands in the text. */
export interface JsonFile {
  label: string;
  guide: FieldGuide;
  value: unknown;
  tree: Node;
  /** Line and column of an offset. */
  position: (offset: number) => { line: number; column: number };
}

/** One problem line: "content/site.json, Zeile 4, Spalte 15: Genossenschaft, Telefon: …". */
export function problemAt(
  file: JsonFile | { label: string; guide: FieldGuide; position: JsonFile['position'] },
  offset: number,
  path: JSONPath,
  message: string,
): string {
  const { line, column } = file.position(offset);
  const { words } = fieldAt(file.guide, path);
  return `${file.label}, Zeile ${line}, Spalte ${column}: ${words ? `${words}: ` : ''}${message}`;
}

/** The offset of the value at `path`, or of the nearest block that holds it (a missing field's block). */
export function offsetOf(tree: Node, path: JSONPath): number {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(tree, path.slice(0, length));
    if (node) return node.offset;
  }
  return tree.offset;
}

/** The offset of the key `key` in the block at `path` (for a key that does not belong there). */
function keyOffset(tree: Node, path: JSONPath, key: string): number {
  const value = findNodeAtLocation(tree, [...path, key]);
  return value?.parent?.children?.[0]?.offset ?? offsetOf(tree, path);
}

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
  const parsed = parseJson(raw);
  const position = positions(parsed.text);
  const located = { label, guide, position };
  for (const problem of parsed.problems)
    problems.push(problemAt(located, problem.offset, problem.path, problem.message));
  return 'tree' in parsed ? { ...located, value: parsed.value, tree: parsed.tree } : undefined;
}

export function validate<T>(schema: z.ZodType<T>, file: JsonFile, problems: string[]): T | undefined {
  const result = schema.safeParse(file.value, { error: germanIssues(file.guide) });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const path = issue.path as JSONPath;
    if (issue.code === 'unrecognized_keys') {
      // One message per key, at the key itself.
      for (const key of issue.keys) {
        const message = unknownKeyMessage(key, fieldAt(file.guide, path).field);
        problems.push(problemAt(file, keyOffset(file.tree, path, key), path, message));
      }
    } else problems.push(problemAt(file, offsetOf(file.tree, path), path, issue.message));
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
