import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cantonOf } from './cantons.ts';
import { readDbf } from './dbf.ts';
import {
  GEODATA_YEAR,
  NAMES_YEAR,
  type OfficialMunicipalities,
  type OfficialMunicipality,
} from './official-municipalities.ts';

// swisstopo's generalised boundaries as the swiss-maps package ships them (BSD-3; the geodata: «Bundesamt
// für Statistik (BFS), GEOSTAT»): read by the build and the content check, never by the browser. Its
// latest year has the municipalities of today with their number and canton; names it carries only up to
// 2024, so names come from that year's table (a municipality formed since has none).

export { GEODATA_YEAR, NAMES_YEAR } from './official-municipalities.ts';

/** The folder of the swiss-maps package. */
export const swissMapsDir = () => dirname(createRequire(import.meta.url).resolve('swiss-maps/package.json'));

/** A file of one year of the geodata: `ch-combined.json` (TopoJSON), `municipalities.dbf`, … */
export const geodataFile = (year: number, file: string) => join(swissMapsDir(), String(year), file);

let cached: OfficialMunicipalities | undefined;

/** Today's municipalities by number: read once per process (some 90 KB of tables). */
export function officialMunicipalities(): OfficialMunicipalities {
  if (cached) return cached;
  const table = (year: number) => readDbf(readFileSync(geodataFile(year, 'municipalities.dbf')));
  const names = new Map(table(NAMES_YEAR).map((row) => [Number(row.id), row.name || null]));
  const today = new Map<number, OfficialMunicipality>();
  for (const row of table(GEODATA_YEAR)) {
    const number = Number(row.id);
    const canton = cantonOf(Number(row.KTNR));
    if (!Number.isInteger(number) || !canton)
      throw new Error(
        `swiss-maps ${GEODATA_YEAR}: a municipality without number or canton: ${JSON.stringify(row)}`,
      );
    today.set(number, { name: names.get(number) ?? null, canton });
  }
  cached = today;
  return today;
}
