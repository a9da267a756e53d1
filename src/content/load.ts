import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { buildDay } from '../base/calendar.ts';
import { type JsonFile, offsetOf, parseContentText, problemAt, validate } from './check-file.ts';
import { CONTENT_FILES } from './content-files.ts';
import { numberProblems } from './geodata/number-problems.ts';
import { officialMunicipalities } from './geodata/swiss-geodata.ts';
import { ContentError } from './problems.ts';
import { readText } from './read-text.ts';
import type { Content } from './schema/content.ts';
import type { HeatPumpIndex } from './schema/heat-pump-index.ts';
import { LOGO_PATH, type Municipality } from './schema/municipality.ts';
import type { Site } from './schema/site.ts';
import { DEFAULT_MUNICIPALITIES_DIR } from './selection.ts';
import { reservedSlugs, slugProblem } from './slugs.ts';
import { partnerLogoProblems } from './svg-safety.ts';
import { timedContent } from './timed-content.ts';

export { type JsonFile, problemAt } from './check-file.ts';

// Reads and validates the content files at build time (never in the browser). Every problem becomes one
// line for the people who edit the content: "file, Zeile N, Spalte M: field in words: what is wrong.
// Erwartet …", and all problems of all files are reported together.

/** A content JSON file is a few kilobytes; far beyond that it is a mistake, refused before it is read. */
const MAX_JSON_BYTES = 2 * 1024 * 1024;

export function readJson(
  file: string,
  label: string,
  schema: z.ZodType,
  problems: string[],
): JsonFile | undefined {
  const raw = readText(file, MAX_JSON_BYTES);
  if (typeof raw !== 'string') {
    // "Zeile 3, Spalte 17: …" continues the file's name as every positioned problem does.
    problems.push(`${label}${raw.problem.startsWith('Zeile') ? ', ' : ': '}${raw.problem}`);
    return undefined;
  }
  return parseContentText(raw, label, schema, problems);
}

/** A municipality file: its slug (the file name without .json, its page's path) and its folder. */
export interface MunicipalityFile {
  slug: string;
  dir: string;
}

/** The .json files of the municipality folders (relative to `root`), by slug. */
export function municipalityFiles(root: string, dirs = [DEFAULT_MUNICIPALITIES_DIR]): MunicipalityFile[] {
  return dirs
    .flatMap((dir) =>
      existsSync(join(root, dir))
        ? readdirSync(join(root, dir))
            .filter((f) => f.endsWith('.json'))
            .map((f) => ({ slug: f.replace(/\.json$/, ''), dir }))
        : [],
    )
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** The slugs of the municipality files. */
export const municipalitySlugs = (root: string, dirs = [DEFAULT_MUNICIPALITIES_DIR]) =>
  municipalityFiles(root, dirs).map((file) => file.slug);

/** One municipality of a build: its slug, its validated file, and whether it is published. */
export interface MunicipalityEntry {
  slug: string;
  municipality: Municipality;
}

/** The content of one build: the campaign-wide files once, and every municipality it holds. */
export interface Campaigns {
  site: Site;
  heatPumpIndex: HeatPumpIndex;
  /** By slug; drafts included (the build leaves them out, the dev server shows them). */
  municipalities: MunicipalityEntry[];
  /** The slug of the municipality at /: site.json → homeMunicipality, or the one of a build for one alone. */
  home: string;
}

/**
 * Reads content/site.json, content/heat-pump-index.json and every municipality file of `dirs` below `root`
 * (with `only`, that one alone, which is then the home municipality, published or not), or throws
 * ContentError with every problem found: each file's own, a file name that cannot be a page's path, the
 * same name in two folders, and a home municipality that is missing or a draft.
 */
export function loadCampaigns(
  root: string,
  dirs: string[] = [DEFAULT_MUNICIPALITIES_DIR],
  only: string | null = null,
): Campaigns {
  const problems: string[] = [];
  const label = (file: string) => relative(root, file);
  const all = municipalityFiles(root, dirs);
  const files = only === null ? all : all.filter((file) => file.slug === only);
  if (files.length === 0) {
    const known = all.map((file) => file.slug).join(', ') || '(keine)';
    throw new ContentError([
      only === null
        ? `${dirs.join(', ')}: Hier liegt keine Gemeinde-Datei. Erwartet mindestens eine Datei <gemeinde>.json, z. B. musterwil.json.`
        : `MUNICIPALITY=${only}: Die Datei ${dirs[0]}/${only}.json gibt es nicht. Erwartet eine dieser Gemeinden: ${known}`,
    ]);
  }

  const { site: siteFile, heatPumpIndex: indexFile } = CONTENT_FILES;
  const siteJson = readJson(join(root, siteFile.path), siteFile.path, siteFile.schema, problems);
  const indexJson = readJson(join(root, indexFile.path), indexFile.path, indexFile.schema, problems);
  const site = siteJson && validate(siteFile.schema, siteJson, problems);
  const heatPumpIndex = indexJson && validate(indexFile.schema, indexJson, problems);

  const reserved = reservedSlugs(root);
  const municipalities: MunicipalityEntry[] = [];
  const numbered: { json: JsonFile; municipality?: Municipality | undefined }[] = [];
  for (const { slug, dir } of files) {
    const file = join(root, dir, `${slug}.json`);
    // Folders are read in their order: a second file of the same name is the mistake.
    const first = files.find((other) => other.slug === slug);
    if (first && first.dir !== dir) {
      problems.push(
        `${label(file)}: Die Gemeinde «${slug}» gibt es zweimal, auch in ${first.dir}/${slug}.json. Erwartet jeden Dateinamen nur einmal.`,
      );
      continue;
    }
    const problem = slugProblem(slug, reserved);
    if (problem) {
      problems.push(`${label(file)}: ${problem}`);
      continue;
    }
    const loaded = loadMunicipality(root, file, problems);
    if (loaded?.municipality && !loaded.missingLogo)
      municipalities.push({ slug, municipality: loaded.municipality });
    if (loaded) numbered.push(loaded);
  }
  // Each file's number against the geodata and the other files' (drafts too: a second file of one
  // municipality is the mistake either way).
  problems.push(...numberProblems(numbered, officialMunicipalities()));

  // Every file in public/partners/ is published on the site's origin, whichever municipality uses it.
  problems.push(...partnerLogoProblems(root));

  // The home page must be a published municipality of this build (checked once all files are read).
  if (site && siteJson && only === null) {
    const home = municipalities.find((entry) => entry.slug === site.homeMunicipality);
    const slugs = municipalities.filter((entry) => entry.municipality.published).map((entry) => entry.slug);
    const exists = files.some((file) => file.slug === site.homeMunicipality);
    const message = !exists
      ? `Die Gemeinde «${site.homeMunicipality}» gibt es nicht (keine Datei ${dirs[0]}/${site.homeMunicipality}.json). Erwartet den Dateinamen einer veröffentlichten Gemeinde ohne .json${slugs.length > 0 ? `: ${slugs.join(', ')}` : ''}.`
      : home && !home.municipality.published
        ? `Die Gemeinde «${site.homeMunicipality}» ist ein Entwurf ("published": false). Erwartet eine veröffentlichte Gemeinde, oder in ihrer Datei "published": true.`
        : undefined;
    if (message) {
      const path = ['homeMunicipality'];
      problems.push(problemAt(siteJson, offsetOf(siteJson.tree, path), path, message));
    }
  }

  if (problems.length > 0 || !site || !heatPumpIndex) throw new ContentError(problems);
  return { site, heatPumpIndex, municipalities, home: only ?? site.homeMunicipality };
}

/**
 * One municipality file, validated, its partners' logos checked; its problems added to `problems`. The file
 * as read, with the municipality when its schema holds, and whether a logo is missing.
 */
function loadMunicipality(root: string, file: string, problems: string[]) {
  const json = readJson(file, relative(root, file), CONTENT_FILES.municipality.schema, problems);
  if (!json) return undefined;
  const municipality = validate(CONTENT_FILES.municipality.schema, json, problems);
  // Checked on the file as it is, so a missing logo shows together with the file's other mistakes; a logo
  // path of the wrong form is the schema's message already.
  const { partners } = json.value as { partners?: unknown };
  let missing = false;
  (Array.isArray(partners) ? partners : []).forEach((partner: { logo?: unknown } | null, i) => {
    const logo = partner?.logo;
    if (typeof logo !== 'string' || !LOGO_PATH.test(logo) || existsSync(join(root, 'public', logo))) return;
    const path = ['partners', i, 'logo'];
    const message = `Die Datei public${logo} gibt es nicht. Erwartet eine Logo-Datei, die im Ordner public/partners/ liegt (Name gleich geschrieben, auch Gross- und Kleinbuchstaben).`;
    problems.push(problemAt(json, offsetOf(json.tree, path), path, message));
    missing = true;
  });
  return { json, municipality, missingLogo: missing };
}

/**
 * The content of one municipality's page: content/site.json, content/heat-pump-index.json and
 * <municipalitiesDir>/<slug>.json below `root` (by default the home municipality), or throws ContentError
 * with every problem found.
 */
export function loadContent(
  root: string,
  slug?: string,
  municipalitiesDir: string = DEFAULT_MUNICIPALITIES_DIR,
): Content {
  const campaigns = loadCampaigns(root, [municipalitiesDir], slug ?? homeSlug(root));
  const [entry] = campaigns.municipalities;
  if (!entry) throw new ContentError([`${municipalitiesDir}/${slug}.json: Die Gemeinde fehlt.`]);
  const content = {
    site: campaigns.site,
    heatPumpIndex: campaigns.heatPumpIndex,
    ...entry,
    campaigns: [],
    overview: [],
  };
  return timedContent(content, buildDay());
}

/** site.json's home municipality as written (validated with the rest by loadCampaigns). */
function homeSlug(root: string): string | null {
  try {
    const { homeMunicipality } = JSON.parse(readFileSync(join(root, CONTENT_FILES.site.path), 'utf8'));
    return typeof homeMunicipality === 'string' ? homeMunicipality : null;
  } catch {
    return null;
  }
}
