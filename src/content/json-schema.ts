import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { heatPumpIndexSchema } from './schema/heat-pump-index.ts';
import { municipalitySchema } from './schema/municipality.ts';
import { siteSchema } from './schema/site.ts';

// JSON Schemas for editors, generated from the zod schemas so they cannot drift apart. Each content file
// names its schema with "$schema", and editors such as VS Code then complete and check while typing.
// The limits (maxLength, maximum) show while typing. Rules that JSON Schema cannot express (sums, gaps
// between years, closed placeholders) are still checked by the build.

export const SCHEMA_DIR = 'schemas';

export function jsonSchemas(): Record<string, unknown> {
  const options = { io: 'input', unrepresentable: 'any' } as const;
  return {
    'site.schema.json': z.toJSONSchema(siteSchema, options),
    'municipality.schema.json': z.toJSONSchema(municipalitySchema, options),
    'heat-pump-index.schema.json': z.toJSONSchema(heatPumpIndexSchema, options),
  };
}

export const serialiseSchema = (schema: unknown) => `${JSON.stringify(schema, null, 2)}\n`;

export function writeJsonSchemas(root: string) {
  mkdirSync(join(root, SCHEMA_DIR), { recursive: true });
  for (const [file, schema] of Object.entries(jsonSchemas())) {
    writeFileSync(join(root, SCHEMA_DIR, file), serialiseSchema(schema));
  }
}
