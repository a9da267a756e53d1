import type { JSONPath } from 'jsonc-parser';
import { z } from 'zod';
import { contentFilesWhere } from './content-files.ts';

// JSON Schemas made from the zod schemas, so the limits and the words about each field exist once: each
// field's German title, description, example and form are its zod `.meta()` (src/content/schema/). The
// editors' files in schemas/ (each content file names its schema with "$schema", and editors such as VS Code
// then complete, check and explain while typing), the editing app's form, the German messages and the
// launch check all read them. Rules that JSON Schema cannot express (sums, gaps between years, closed
// placeholders) are still checked by the build.

export const SCHEMA_DIR = 'schemas';

export type JsonSchema = {
  [key: string]: unknown;
  title?: string;
  description?: string;
  examples?: unknown[];
  form?: string;
  enumDescriptions?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

const described = new WeakMap<z.ZodType, JsonSchema>();

/** The JSON Schema of a content file's zod schema, with every field's words (made once per schema). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = described.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    described.set(schema, json);
  }
  return json;
}

/** The JSON Schema of every JSON content file, by its file name in schemas/. */
export function jsonSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(
    contentFilesWhere((file) => file.schema !== undefined).map(([, file]) => [
      file.schemaFile,
      jsonSchemaOf(file.schema as z.ZodType),
    ]),
  );
}

const first = (field: JsonSchema | undefined) => field?.examples?.[0];

/** How a field of fixed values lists them with their German names: "a (A), b (B) oder c (C)". */
function choiceList(schema: JsonSchema): string | undefined {
  const values = Array.isArray(schema.enum) ? (schema.enum as string[]) : [];
  const listed = values.map((value, i) => `${value} (${schema.enumDescriptions?.[i] ?? ''})`);
  const last = listed.pop();
  return last && `${listed.length > 0 ? `${listed.join(', ')} oder ` : ''}${last}`;
}

/**
 * A schema as the editors' file has it: every field's words first, as editors show them; a field of fixed
 * values also lists them with their German names in its description, which VS Code shows on hover (the
 * app's form shows the names in its choice instead); a block or list without an example of its own gets one
 * made of its fields' or entries' examples, which VS Code offers while completing. The forms of texts, which
 * only the messages and the app's form word, are left out.
 */
function forEditors(schema: JsonSchema): JsonSchema {
  const { title, description, enumDescriptions, examples, form: _, ...rules } = schema;
  const properties =
    schema.properties &&
    Object.fromEntries(Object.entries(schema.properties).map(([key, field]) => [key, forEditors(field)]));
  const items = schema.items && forEditors(schema.items);
  const example =
    first(schema) ??
    (properties
      ? Object.fromEntries(
          Object.entries(properties)
            .filter(([key]) => key !== '$schema')
            .map(([key, field]) => [key, first(field)]),
        )
      : items && [first(items)]);
  const list = choiceList(schema);
  return {
    ...(title === undefined ? {} : { title }),
    ...(description === undefined
      ? {}
      : { description: list ? `${description} Möglich: ${list}.` : description }),
    ...(enumDescriptions ? { enumDescriptions } : {}),
    ...(example === undefined ? {} : { examples: [example] }),
    ...rules,
    ...(properties ? { properties } : {}),
    ...(items ? { items } : {}),
  };
}

/** An editors' JSON Schema file's text. */
export const serialiseSchema = (schema: JsonSchema) => `${JSON.stringify(forEditors(schema), null, 2)}\n`;

/**
 * The schema of the field at `path` (undefined for a field the schema does not know), and its name in words:
 * each block's title from the top (`names`), and those joined as the messages write them (`words`).
 */
export function fieldAt(
  schema: JsonSchema,
  path: JSONPath,
): { field?: JsonSchema; words: string; names: string[] } {
  const words: string[] = [];
  let field: JsonSchema | undefined = schema;
  for (const key of path) {
    if (typeof key === 'number') {
      field = field?.items;
      // "Partner 2" replaces the list's own name "Partner".
      words.pop();
      words.push(`${field?.title ?? 'Eintrag'} ${key + 1}`);
    } else {
      field = field?.properties?.[key];
      words.push(field?.title ?? key);
    }
  }
  return { field, words: words.join(', '), names: words };
}
