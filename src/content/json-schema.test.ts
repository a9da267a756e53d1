import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE, repo } from '../../tests/support/project-copy.ts';
import { jsonSchemas, SCHEMA_DIR, serialiseSchema } from './json-schema.ts';

const root = repo;
// biome-ignore lint/suspicious/noExplicitAny: walking generated JSON Schema
type Schema = Record<string, any>;
const schemas = jsonSchemas() as Record<string, Schema>;
/** The schemas as the editors' files have them. */
const files = Object.fromEntries(
  Object.entries(schemas).map(([file, schema]) => [file, JSON.parse(serialiseSchema(schema)) as Schema]),
);

describe('the editors’ JSON Schemas', () => {
  it('are committed as generated from the zod schemas (run `npm run build` after changing src/content/schema/)', () => {
    expect(Object.keys(schemas)).toEqual([
      'site.schema.json',
      'municipality.schema.json',
      'heat-pump-index.schema.json',
    ]);
    for (const [file, schema] of Object.entries(schemas)) {
      expect(readFileSync(join(root, SCHEMA_DIR, file), 'utf8'), file).toBe(serialiseSchema(schema));
    }
  });

  // Content files name their schema, relative to their place in content/ (the browser tests' content stands
  // as content/ does in the copies of the project they build).
  it('are named by every content file', () => {
    const read = (file: string) => JSON.parse(readFileSync(join(FIXTURE_SITE, 'content', file), 'utf8'));
    expect(read('site.json').$schema).toBe('../schemas/site.schema.json');
    expect(read('heat-pump-index.json').$schema).toBe('../schemas/heat-pump-index.schema.json');
    for (const file of readdirSync(join(FIXTURE_SITE, 'content/municipalities'))) {
      expect(read(`municipalities/${file}`).$schema, file).toBe('../../schemas/municipality.schema.json');
    }
  });

  it('describe the municipality file’s required fields and forbid unknown ones', () => {
    const schema = schemas['municipality.schema.json'] as Schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(['name', 'housing', 'target', 'campaign', 'renewableHistory', 'partners']),
    );
    expect(schema.additionalProperties).toBe(false);
  });

  it('show the limits while typing: text lengths, number ranges, list lengths', () => {
    const site = schemas['site.schema.json'] as Schema;
    expect(site.properties.hero.properties.headline).toMatchObject({ minLength: 1, maxLength: 90 });
    expect(site.properties.cooperative.properties.address.properties.street.maxLength).toBe(60);
    expect(site.properties.copyrightYear).toMatchObject({ minimum: 2000, maximum: 2100 });
    const municipality = schemas['municipality.schema.json'] as Schema;
    expect(municipality.properties.housing.properties.total).toMatchObject({
      minimum: 0,
      maximum: 1_000_000,
    });
    expect(municipality.properties.renewableHistory.maxItems).toBe(30);
    const index = schemas['heat-pump-index.schema.json'] as Schema;
    expect(index.properties.series.items.properties.values.items).toMatchObject({
      minimum: 0,
      maximum: 1000,
    });
    expect(index.properties.series.items.properties.label.maxLength).toBe(40);
  });

  // VS Code shows title and description on hover and offers the examples while completing.
  it('give every field a German title, a description and an example', () => {
    const missing: string[] = [];
    const visit = (schema: Schema, path: string) => {
      for (const key of ['title', 'description'] as const) {
        if (typeof schema[key] !== 'string' || schema[key].length < 2) missing.push(`${path}: ${key}`);
      }
      if (!Array.isArray(schema.examples) || schema.examples.length === 0) missing.push(`${path}: examples`);
      for (const [key, field] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        visit(field, `${path}.${key}`);
      }
      if (schema.items) visit(schema.items, `${path}[]`);
    };
    for (const [file, schema] of Object.entries(files)) visit(schema, file);
    expect(missing).toEqual([]);
    const municipality = files['municipality.schema.json'] as Schema;
    expect(municipality.properties.partners.items.properties.type).toMatchObject({
      title: 'Typ',
      examples: ['municipality'],
    });
    expect(municipality.properties.housing.properties.fossil.description).toBe(
      'Häuser mit Öl- oder Gasheizung.',
    );
  });

  it('name every value of a field of fixed values in German, in the file’s description and for completion', () => {
    const unnamed: string[] = [];
    const visit = (schema: Schema, path: string) => {
      if (Array.isArray(schema.enum)) {
        const names = schema.enumDescriptions as string[] | undefined;
        schema.enum.forEach((value: string, i: number) => {
          const name = names?.[i];
          if (!name || !schema.description.includes(`${value} (${name})`)) unnamed.push(`${path}: ${value}`);
        });
      }
      for (const [key, field] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
        visit(field, `${path}.${key}`);
      if (schema.items) visit(schema.items, `${path}[]`);
    };
    const files = Object.entries(schemas).map(([file, schema]) => [
      file,
      JSON.parse(serialiseSchema(schema)),
    ]);
    for (const [file, schema] of files) visit(schema, file);
    expect(unnamed).toEqual([]);
    const municipality = Object.fromEntries(files)['municipality.schema.json'] as Schema;
    expect(municipality.properties.partners.items.properties.type.description).toBe(
      'Die Rolle des Partners. Möglich: municipality (Gemeinde), cantonal-energy-agency (Kantonale Energieagentur), energy-supplier (Energieversorger), heat-pump-company (Wärmepumpen-Firma), data-company (Datenfirma) oder infrastructure (Infrastruktur).',
    );
  });

  // The app's form and the messages read the same schema; only the files list the choices' values.
  it('keep a choice’s description to itself in memory and the forms of texts out of the files', () => {
    const type = (schemas['municipality.schema.json'] as Schema).properties.partners.items.properties;
    expect(type.type.description).toBe('Die Rolle des Partners.');
    expect(type.url.form).toBe('eine vollständige Webadresse, die mit https:// beginnt');
    expect(serialiseSchema(schemas['municipality.schema.json'] as Schema)).not.toContain('"form"');
  });
});
