import { findNodeAtLocation, type JSONPath, type Node } from 'jsonc-parser';
import type { z } from 'zod';
import { germanIssues, unknownKeyMessage } from './issue-messages.ts';
import { parseJson } from './json.ts';
import { fieldAt, type JsonSchema, jsonSchemaOf } from './json-schema.ts';
import { positions } from './positions.ts';

// Checks one content file's text: syntax, then its zod schema, every problem as one German line. No file
// access, so the build (src/content/load.ts) and the editing app in the browser (src/admin/) run the same
// checks on the same text and print the same messages.

/** A content file read as JSON: its data, and where each of its parts stands in the text. */
export interface JsonFile {
  label: string;
  /** Its JSON Schema: the fields' names and examples for the messages. */
  fields: JsonSchema;
  value: unknown;
  tree: Node;
  /** Line and column of an offset. */
  position: (offset: number) => { line: number; column: number };
}

/** One problem line: "content/site.json, Zeile 4, Spalte 15: Genossenschaft, Telefon: …". */
export function problemAt(
  file: Pick<JsonFile, 'label' | 'fields' | 'position'>,
  offset: number,
  path: JSONPath,
  message: string,
): string {
  const { line, column } = file.position(offset);
  const { words } = fieldAt(file.fields, path);
  return `${file.label}, Zeile ${line}, Spalte ${column}: ${words ? `${words}: ` : ''}${message}`;
}

/** The offset of the value at `path`, or of the nearest block that holds it (a missing field's block). */
export function offsetOf(tree: Node, path: JSONPath): number {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(tree, path.slice(0, length));
    if (node) return node.offset;
  }
  return tree.offset;
}

/** The offset of the key `key` in the block at `path` (for a key that does not belong there). */
function keyOffset(tree: Node, path: JSONPath, key: string): number {
  const value = findNodeAtLocation(tree, [...path, key]);
  return value?.parent?.children?.[0]?.offset ?? offsetOf(tree, path);
}

/** Parses a content file's text; its syntax problems go to `problems`, each at its line and column. */
export function parseContentText(
  raw: string,
  label: string,
  schema: z.ZodType,
  problems: string[],
): JsonFile | undefined {
  const parsed = parseJson(raw);
  const position = positions(parsed.text);
  const located = { label, fields: jsonSchemaOf(schema), position };
  for (const problem of parsed.problems)
    problems.push(problemAt(located, problem.offset, problem.path, problem.message));
  return 'tree' in parsed ? { ...located, value: parsed.value, tree: parsed.tree } : undefined;
}

export function validate<T>(schema: z.ZodType<T>, file: JsonFile, problems: string[]): T | undefined {
  const result = schema.safeParse(file.value, { error: germanIssues(file.fields) });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const path = issue.path as JSONPath;
    if (issue.code === 'unrecognized_keys') {
      // One message per key, at the key itself.
      for (const key of issue.keys) {
        const message = unknownKeyMessage(key, fieldAt(file.fields, path).field);
        problems.push(problemAt(file, keyOffset(file.tree, path, key), path, message));
      }
    } else problems.push(problemAt(file, offsetOf(file.tree, path), path, issue.message));
  }
  return undefined;
}

/** Every problem of a content file's text, as `npm run content:check` words them (file, line, field, expected). */
export function checkContentText<T>(raw: string, label: string, schema: z.ZodType<T>) {
  const problems: string[] = [];
  const file = parseContentText(raw, label, schema, problems);
  if (file) validate(schema, file, problems);
  return problems;
}
