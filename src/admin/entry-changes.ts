import { fieldAt, type JsonSchema } from '@/content/json-schema.ts';
import type { EntryKind } from './check-entry.ts';
import { PRIVACY_POLICY_LABELS, schemaOfFile } from './decap-config.ts';

// What differs between two texts of one content file, field by field, in the form's words: «Ziel: 120 → 100»,
// «Partner 2, Name: «Gemeinde Seengen» → «Gemeinde Seengen-Ost»». Undo says with it what it will restore,
// and a refused undo what another editor changed (src/admin/undo.ts).

/** At most this many changes are named; the rest are counted. */
const MOST = 8;
/** A text longer than this is shown as the part around its change. */
const LONG = 60;
const CONTEXT = 20;

type Path = (string | number)[];
interface Change {
  path: Path;
  from: unknown;
  to: unknown;
}

const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value that differs, at its path; a block or list added or removed counts once. */
function differences(from: unknown, to: unknown, path: Path, out: Change[]) {
  if (JSON.stringify(from) === JSON.stringify(to)) return;
  if (Array.isArray(from) && Array.isArray(to)) {
    for (let i = 0; i < Math.max(from.length, to.length); i += 1)
      differences(from[i], to[i], [...path, i], out);
  } else if (isBlock(from) && isBlock(to)) {
    for (const key of new Set([...Object.keys(to), ...Object.keys(from)]))
      differences(from[key], to[key], [...path, key], out);
  } else out.push({ path, from, to });
}

const quoted = (text: string) => `«${text}»`;

/** A text as shown: whole when short, else the part around where it differs from `other`. */
function excerpt(text: string, other: string): string {
  if (text.length <= LONG) return quoted(text);
  let start = 0;
  while (start < text.length && text[start] === other[start]) start += 1;
  let end = 0;
  while (end < text.length - start && text[text.length - 1 - end] === other[other.length - 1 - end]) end += 1;
  // From the start of a word before the change, to a little after it.
  let from = Math.max(0, start - CONTEXT);
  const space = text.indexOf(' ', from);
  if (from > 0 && space >= 0 && space < start) from = space + 1;
  const to = Math.min(text.length, Math.max(text.length - end, start) + CONTEXT, from + LONG);
  const part = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return quoted(`${from > 0 ? '…' : ''}${part}${to < text.trimEnd().length ? '…' : ''}`);
}

function shown(value: unknown, other: unknown): string {
  if (value === undefined || value === null || value === '') return 'leer';
  if (typeof value === 'string') return excerpt(value, typeof other === 'string' ? other : '');
  if (typeof value === 'boolean') return value ? 'ein' : 'aus';
  if (typeof value === 'number') return String(value);
  return 'ein Eintrag';
}

function line({ from, to }: Change, name: string): string {
  const block = (value: unknown) => typeof value === 'object' && value !== null;
  if (from === undefined && block(to)) return `${name}: hinzugefügt`;
  if (to === undefined && block(from)) return `${name}: entfernt`;
  return `${name}: ${shown(from, to)} → ${shown(to, from)}`;
}

/** The privacy policy's text as the app writes it (check-entry.ts): YAML front matter, then the Markdown. */
function privacyPolicy(text: string): Record<string, string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { body: text };
  const updated = /^updated:\s*['"]?([^'"\r\n]*)['"]?\s*$/m.exec(match[1] ?? '')?.[1] ?? '';
  return { updated, body: match[2] ?? '' };
}

let schemas: ReturnType<typeof schemaOfFile> | undefined;

/**
 * What changes from the text `from` to the text `to` of a file of `kind`, one line per field in the form's
 * words; a last line counts what is not named. Empty when the two hold the same values.
 */
export function entryChanges(kind: EntryKind, from: string, to: string): string[] {
  const changes: Change[] = [];
  let name: (path: Path) => string;
  if (kind === 'privacyPolicy') {
    differences(privacyPolicy(from), privacyPolicy(to), [], changes);
    name = ([key]) => PRIVACY_POLICY_LABELS[key as keyof typeof PRIVACY_POLICY_LABELS] ?? String(key);
  } else {
    let values: [unknown, unknown];
    try {
      values = [JSON.parse(from), JSON.parse(to)];
    } catch {
      return ['Die Datei ist kein gültiges JSON.'];
    }
    differences(values[0], values[1], [], changes);
    schemas ??= schemaOfFile();
    const schema: JsonSchema = schemas[kind] ?? {};
    name = (path) => fieldAt(schema, path).words || 'Datei';
  }
  const lines = changes.slice(0, MOST).map((change) => line(change, name(change.path)));
  const more = changes.length - MOST;
  if (more > 0) lines.push(`und ${more} ${more === 1 ? 'weitere Änderung' : 'weitere Änderungen'}`);
  return lines;
}
