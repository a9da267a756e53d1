import { type JsonSchema, jsonSchemas } from '@/content/json-schema.ts';

// How the editing app reads and writes the content's JSON files: exactly as the repository keeps them
// (`JSON.stringify(data, null, 2)`, a final newline, soft hyphens written as \u00ad so they stay visible),
// with every object's keys in the order the file had when it was read (a new key in its schema's order).
// Decap hands over its data as Immutable maps, which lose the order of an object with more than eight keys;
// with the order restored, changing one figure changes one line of the file. Decap gives the format only the
// data, never the file's path, so the order comes from the entry being saved: the app's preSave listener
// hands over the text Decap read that entry from (`willSave`), just before Decap writes it.

export const CONTENT_FORMAT = 'content-json';

/** The schema a file links in "$schema" (../schemas/site.schema.json → site.schema.json). */
function schemaOf(value: unknown): JsonSchema | undefined {
  const link = linkOf(value);
  return link === undefined
    ? undefined
    : (jsonSchemas() as Record<string, JsonSchema>)[link.split('/').at(-1) ?? ''];
}

/** A value Decap leaves for a field nobody filled: nothing, an empty text, or a block of such values. */
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isEmpty));

const linkOf = (value: unknown) => {
  const link = (value as { $schema?: unknown } | null)?.$schema;
  return typeof link === 'string' ? link : undefined;
};

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `value` with its keys in the order of `like` (the file as it was read), then of the schema, then as they
 * came; without the empty values Decap leaves for a field nobody filled (an optional block stays out).
 */
export function ordered(value: unknown, schema: JsonSchema | undefined, like?: unknown): unknown {
  if (Array.isArray(value)) {
    const likeList = Array.isArray(like) ? like : [];
    return value.map((item, i) => ordered(item, schema?.items, likeList[i] ?? likeList[0]));
  }
  if (!isRecord(value)) return value;
  const record = value;
  const keys = [
    ...new Set([
      ...Object.keys(isRecord(like) ? like : {}),
      ...Object.keys(schema?.properties ?? {}),
      ...Object.keys(record),
    ]),
  ].filter((key) => key in record);
  const entries = keys.flatMap((key) => {
    const item = ordered(record[key], schema?.properties?.[key], isRecord(like) ? like[key] : undefined);
    return isEmpty(item) ? [] : [[key, item] as const];
  });
  return Object.fromEntries(entries);
}

/** A content file's text as the repository keeps it. */
export function serialiseContent(value: unknown, like?: unknown): string {
  return `${JSON.stringify(ordered(value, schemaOf(value), like), null, 2).replace(/\u00ad/g, '\\u00ad')}\n`;
}

/** The entry about to be written, as its file was read (undefined for a new one): its key order is kept. */
let saving: unknown;

/** Called by the app's preSave listener with the text Decap read the entry from ('' for a new entry). */
export function willSave(raw: string) {
  try {
    saving = raw ? JSON.parse(raw) : undefined;
  } catch {
    saving = undefined;
  }
}

/** Decap's custom format (CMS.registerCustomFormat), set on the JSON collections. */
export const contentFormat = {
  fromFile: (text: string): unknown => JSON.parse(text),
  /** The save's text, in the order of the file `willSave` named; any other write (a local backup) in the schema's. */
  toFile(value: unknown) {
    const like = saving;
    saving = undefined;
    return serialiseContent(value, like);
  },
};
