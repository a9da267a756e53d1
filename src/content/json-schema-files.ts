import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemas, SCHEMA_DIR, serialiseSchema } from './json-schema.ts';

// Writes the editors' JSON Schemas into schemas/; apart from json-schema.ts, which the editing app runs in
// the browser, where there are no files.

export function writeJsonSchemas(root: string) {
  mkdirSync(join(root, SCHEMA_DIR), { recursive: true });
  for (const [file, schema] of Object.entries(jsonSchemas())) {
    writeFileSync(join(root, SCHEMA_DIR, file), serialiseSchema(schema));
  }
}
