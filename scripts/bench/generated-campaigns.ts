import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '../../src/base/calendar.ts';
import { CAMPAIGN_DAYS } from '../../src/content/campaign-days.ts';
import { officialMunicipalities } from '../../src/content/geodata/swiss-geodata.ts';

// Many campaigns for the benchmark of `npm run bench:campaigns` and the tests of the pages' bytes: copies of
// one municipality file under real names and numbers (so that the content rules hold), spread over the
// country, in turn finished with a result, running with its progress and announced, around `today`.

// biome-ignore lint/suspicious/noExplicitAny: a municipality file as JSON, changed field by field
type Json = Record<string, any>;

/** A municipality's file name from its official name: «Wil (SG)» → wil-sg, «Zürich» → zuerich. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The phase the `i`th generated campaign is in: finished, running, announced, in turn. */
const PHASES = ['finished', 'running', 'announced'] as const;

/**
 * `count` municipality files: `template` itself (the home municipality, as it is), then copies of it for
 * other real municipalities, each with its own name, number and campaign around `today` (ISO day).
 */
export function generatedCampaigns(
  template: Json,
  count: number,
  today: string,
): { slug: string; data: Json }[] {
  const official = [...officialMunicipalities()].filter(
    ([number, { name }]) => name !== null && number !== template.bfsNumber && slugOf(name).length <= 40,
  );
  const step = Math.max(1, Math.floor(official.length / Math.max(1, count - 1)));
  const files = [{ slug: slugOf(template.name), data: template }];
  for (let i = 1; i < count; i += 1) {
    const [bfsNumber, municipality] = official[((i - 1) * step) % official.length] ?? [];
    const name = municipality?.name;
    if (bfsNumber === undefined || !name) break;
    const phase = PHASES[i % PHASES.length];
    // Finished 150 days ago (its 100 days over), running for 30 days, or starting in 30 days.
    const start = addDays(today, phase === 'finished' ? -150 - i : phase === 'running' ? -30 : 30 + i);
    const startYear = Number(start.slice(0, 4));
    const history = template.renewableHistory as { year: number; houses: number }[];
    const shift = startYear - 1 - (history.at(-1)?.year ?? startYear - 1);
    const data: Json = {
      ...template,
      name,
      bfsNumber,
      published: true,
      campaign: { start },
      renewableHistory: history.map((point) => ({ ...point, year: point.year + shift })),
    };
    delete data.progress;
    delete data.result;
    if (phase === 'finished') data.result = { replaced: Math.min(template.housing.fossil, 40 + (i % 60)) };
    if (phase === 'running') data.progress = { replaced: 10 + (i % 30), asOf: addDays(today, -1) };
    if (addDays(start, CAMPAIGN_DAYS - 1) >= today && phase === 'finished')
      throw new Error(`generatedCampaigns: campaign ${i} would not be over on ${today}`);
    files.push({ slug: slugOf(name), data });
  }
  return files;
}

/**
 * Makes the municipality folder `dir` hold `count` campaigns around `today`: its home municipality's file
 * (`home`.json, kept as it is) and generated ones; every other file of the folder goes.
 */
export function writeGeneratedCampaigns(dir: string, count: number, today: string, home = 'diepoldsau') {
  const template = JSON.parse(readFileSync(join(dir, `${home}.json`), 'utf8'));
  rmSync(dir, { recursive: true });
  mkdirSync(dir);
  for (const { slug, data } of generatedCampaigns(template, count, today))
    writeFileSync(join(dir, `${slug}.json`), `${JSON.stringify(data, null, 2)}\n`);
}
