import { z } from 'zod';
import { type FieldGuide, HEAT_PUMP_INDEX_GUIDE, MUNICIPALITY_GUIDE, SITE_GUIDE } from './field-guide.ts';
import { heatPumpIndexSchema } from './schema/heat-pump-index.ts';
import { municipalitySchema } from './schema/municipality.ts';
import { siteSchema } from './schema/site.ts';

// JSON Schemas for editors, generated from the zod schemas so they cannot drift apart. Each content file
// names its schema with "$schema", and editors such as VS Code then complete and check while typing.
// The limits (maxLength, maximum) show while typing, and every field carries its German title, description
// and an example from the field guide (src/content/field-guide.ts), which the editor shows on hover and
// offers while completing. Rules that JSON Schema cannot express (sums, gaps between years, closed
// placeholders) are still checked by the build.

export const SCHEMA_DIR = 'schemas';

export type JsonSchema = {
  [key: string]: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

/**
 * For a field of fixed values, each value's German name from the guide, in the schema's order, as
 * `enumDescriptions` (VS Code shows them while completing; the editing app lists them) and in the description.
 */
function describeChoices(schema: JsonSchema, guide: FieldGuide) {
  const values = Array.isArray(schema.enum) ? (schema.enum as string[]) : [];
  if (values.length === 0 || !guide.choices) return { description: guide.description };
  const names = values.map((value) => guide.choices?.[value] ?? '');
  const listed = values.map((value, i) => `${value} (${names[i]})`);
  const last = listed.pop();
  const list = `${listed.length > 0 ? `${listed.join(', ')} oder ` : ''}${last}`;
  return { description: `${guide.description} Möglich: ${list}.`, enumDescriptions: names };
}

/**
 * Adds the guide's title, description and example to `schema` and, by the same keys, to every field in it;
 * a block or list without an example of its own gets one made of its fields' or entries' examples.
 */
function describeFields(schema: JsonSchema, guide: FieldGuide | undefined): JsonSchema {
  if (!guide) return schema;
  const properties =
    schema.properties &&
    Object.fromEntries(
      Object.entries(schema.properties).map(([key, field]) => [
        key,
        describeFields(field, guide.fields?.[key]),
      ]),
    );
  const items = schema.items && describeFields(schema.items, guide.item);
  const first = (field: JsonSchema | undefined) => (field?.examples as unknown[] | undefined)?.[0];
  const example =
    guide.example ??
    (properties
      ? Object.fromEntries(
          Object.entries(properties)
            .filter(([key]) => key !== '$schema')
            .map(([key, field]) => [key, first(field)]),
        )
      : items && [first(items)]);
  return {
    title: guide.title,
    ...describeChoices(schema, guide),
    ...(example === undefined ? {} : { examples: [example] }),
    ...schema,
    ...(properties ? { properties } : {}),
    ...(items ? { items } : {}),
  };
}

/** The keys of `guide` (as "site.cooperative.name") that the schema has no field for: misspelt or gone. */
export function unknownGuideKeys(schema: JsonSchema, guide: FieldGuide, path: string): string[] {
  const own = Object.entries(guide.fields ?? {}).flatMap(([key, field]) => {
    const property = schema.properties?.[key];
    return property ? unknownGuideKeys(property, field, `${path}.${key}`) : [`${path}.${key}`];
  });
  const item = guide.item && schema.items ? unknownGuideKeys(schema.items, guide.item, `${path}[]`) : [];
  return [...own, ...item];
}

export function jsonSchemas(): Record<string, unknown> {
  const options = { io: 'input', unrepresentable: 'any' } as const;
  const schema = (zod: z.ZodType, guide: FieldGuide) =>
    describeFields(z.toJSONSchema(zod, options) as JsonSchema, guide);
  return {
    'site.schema.json': schema(siteSchema, SITE_GUIDE),
    'municipality.schema.json': schema(municipalitySchema, MUNICIPALITY_GUIDE),
    'heat-pump-index.schema.json': schema(heatPumpIndexSchema, HEAT_PUMP_INDEX_GUIDE),
  };
}

export const serialiseSchema = (schema: unknown) => `${JSON.stringify(schema, null, 2)}\n`;
