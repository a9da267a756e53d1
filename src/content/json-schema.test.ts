import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemas, SCHEMA_DIR, serialiseSchema } from './json-schema';

const root = process.cwd();

describe('the editors’ JSON Schemas', () => {
  it('are committed as generated from the zod schemas (run `npm run build` after changing schema.ts)', () => {
    for (const [file, schema] of Object.entries(jsonSchemas())) {
      expect(readFileSync(join(root, SCHEMA_DIR, file), 'utf8'), file).toBe(serialiseSchema(schema));
    }
  });

  it('are named by every content file', () => {
    const site = JSON.parse(readFileSync(join(root, 'content/site.json'), 'utf8'));
    expect(site.$schema).toBe('../schemas/site.schema.json');
    for (const file of readdirSync(join(root, 'content/municipalities'))) {
      const data = JSON.parse(readFileSync(join(root, 'content/municipalities', file), 'utf8'));
      expect(data.$schema, file).toBe('../../schemas/municipality.schema.json');
    }
  });

  it('describe the municipality file’s required fields and forbid unknown ones', () => {
    const schema = jsonSchemas()['municipality.schema.json'] as {
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.required).toEqual(
      expect.arrayContaining(['name', 'housing', 'target', 'startYear', 'renewableHistory', 'partners']),
    );
    expect(schema.additionalProperties).toBe(false);
  });
});
