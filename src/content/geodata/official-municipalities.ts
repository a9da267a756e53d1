import type { Canton } from './cantons.ts';

// The municipalities of Switzerland today, by their official number (BFS-Gemeindenummer), as the map draws
// them, and the rules a municipality file's number is checked by: the number must be a municipality today,
// and its official name the file's name, so that a typo cannot put a campaign in the wrong place on the map.
// No file access: the build reads the table from the geodata (swiss-geodata.ts), the editing app gets it
// in content.json, and both check with this code.

/** The year of the geodata whose municipalities, cantons and lakes the map draws and numbers are checked against. */
export const GEODATA_YEAR = 2026;
/** The latest year whose table names the municipalities (swiss-maps names none after it). */
export const NAMES_YEAR = 2024;

export interface OfficialMunicipality {
  /** The official name; null for the few formed after the year the geodata names (it carries none for them). */
  name: string | null;
  canton: Canton;
}

/** Every municipality of today, by its number. */
export type OfficialMunicipalities = ReadonlyMap<number, OfficialMunicipality>;

/** «Wil (SG)» is written «Wil» too: the canton in brackets only tells apart municipalities of one name. */
const withoutCanton = (name: string) => name.replace(/ \([A-Z]{2}\)$/, '');

/** Whether a file's `name` is the official name `official`, with or without its canton in brackets. */
export const isOfficialName = (name: string, official: string) =>
  name === official || name === withoutCanton(official);

/** The number of the municipality officially called `name` (with or without its canton), if exactly one is. */
export function numberOfName(name: string, official: OfficialMunicipalities): number | undefined {
  const found = [...official].filter(([, m]) => m.name !== null && isOfficialName(name, m.name));
  return found.length === 1 ? found[0]?.[0] : undefined;
}

/**
 * What is wrong with a municipality file's number, given the name it writes, in German; undefined when the
 * number is today's number of that municipality (or of one formed too recently for the geodata to name it).
 */
export function numberProblem(number: number, name: string, official: OfficialMunicipalities) {
  const found = official.get(number);
  if (found && (found.name === null || isOfficialName(name, found.name))) return undefined;
  const known = numberOfName(name, official);
  const expected =
    known === undefined
      ? `die BFS-Gemeindenummer von ${name}, wie sie das amtliche Gemeindeverzeichnis nennt`
      : `${known}, die Nummer von ${name}`;
  if (!found) return `${number} ist keine Gemeinde der Schweiz von heute. Erwartet ${expected}.`;
  return `${number} ist ${found.name}, nicht ${name}. Erwartet ${expected} (oder als Name «${withoutCanton(found.name ?? '')}»).`;
}
