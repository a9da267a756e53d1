import { distance } from 'fastest-levenshtein';
import type { z } from 'zod';
import { fieldAt, type JsonSchema } from './json-schema.ts';
import { quote } from './quote.ts';

// zod's problems in the words of the people who edit the content: German, what was found, what to write
// instead with the field's example (its `.meta()` in src/content/schema/, read from the JSON Schema). Used as zod's per-parse error map, so every message is
// written once, here, from the issue's own data; the schemas give messages only for their own rules.

/** What stands in the file, for a message: `der Text "abc"`, `die Zahl 1.5`, `eine Liste [ … ]`. */
export function found(value: unknown): string {
  if (typeof value === 'string') return `der Text ${quote(value)}`;
  if (typeof value === 'number') return `die Zahl ${value}`;
  if (Array.isArray(value)) return 'eine Liste [ … ]';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'ein Block { … }';
  return String(value);
}

const TYPES: Record<string, string> = {
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  string: 'einen Text in Anführungszeichen',
  boolean: 'true oder false',
  object: 'einen Block in { }',
  array: 'eine Liste in [ ]',
};

/** `, z. B. 412` or `, z. B. "Musterwil"`: the field's example as it is written in the file. */
const forExample = (field: JsonSchema | undefined) =>
  field?.examples?.[0] === undefined ? '' : `, z. B. ${JSON.stringify(field.examples[0])}`;

// Numbers as an editor types them into the file (1000000, not 1'000'000): src/content may not use the
// site's formatter (src/lib), and a message that shows what to write should show it as it is written.
const number = (value: unknown) => String(value);

type Issue = z.core.$ZodRawIssue;

function typeMessage(issue: Issue & { expected: string }, field: JsonSchema | undefined): string {
  const what = TYPES[issue.expected] ?? issue.expected;
  const key = issue.path?.at(-1);
  if (issue.input === undefined) {
    const example = field?.examples?.[0];
    const written = typeof key === 'string' && example !== undefined;
    return `Das Feld "${String(key)}" fehlt. Erwartet ${what}${written ? `, z. B. "${key}": ${JSON.stringify(example)}` : forExample(field)}.`;
  }
  if (
    (issue.expected === 'number' || issue.expected === 'int') &&
    typeof issue.input === 'string' &&
    /^\s*-?[\d'’.]+\s*$/.test(issue.input)
  ) {
    return `Hier steht ${found(issue.input)}. Erwartet ${what} ohne Anführungszeichen und ohne Apostroph${forExample(field)}.`;
  }
  return `Hier steht ${found(issue.input)}. Erwartet ${what}${forExample(field)}.`;
}

function sizeMessage(issue: Issue, field: JsonSchema | undefined): string | undefined {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return undefined;
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const bound = issue.exact ? 'genau' : small ? 'mindestens' : 'höchstens';
  if (issue.origin === 'string') {
    const length = String(issue.input ?? '').length;
    if (small) return `Der Text ist leer. Erwartet einen Text${forExample(field)}.`;
    return `Der Text ist ${length} Zeichen lang. Erwartet höchstens ${number(limit)} Zeichen: bitte kürzen.`;
  }
  if (issue.origin === 'array') {
    const entries = Array.isArray(issue.input) ? issue.input.length : 0;
    return `Die Liste hat ${entries} ${entries === 1 ? 'Eintrag' : 'Einträge'}. Erwartet ${bound} ${number(limit)}.`;
  }
  const range = issue.inclusive === false ? (small ? 'grösser als' : 'kleiner als') : `von ${bound}`;
  return `Hier steht ${found(issue.input)}. Erwartet eine Zahl ${range} ${number(limit)}${forExample(field)}.`;
}

/** A zod error map that words every issue for the content file of the JSON Schema `schema`. */
export function germanIssues(schema: JsonSchema): z.core.$ZodErrorMap {
  return (issue) => {
    const { field } = fieldAt(schema, (issue.path ?? []) as (string | number)[]);
    switch (issue.code) {
      case 'invalid_type':
        return typeMessage(issue, field);
      case 'too_small':
      case 'too_big':
        return sizeMessage(issue, field);
      case 'invalid_format': {
        const form =
          field?.form ??
          (issue.format === 'url'
            ? 'eine vollständige Webadresse, die mit https:// beginnt'
            : issue.format === 'email'
              ? 'eine E-Mail-Adresse'
              : 'einen Text in der Form der Vorlage');
        return `Hier steht ${found(issue.input)}. Erwartet ${form}${forExample(field)}.`;
      }
      case 'invalid_value':
        return `Hier steht ${found(issue.input)}. Erwartet einen dieser Werte: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
      case 'unrecognized_keys':
        return unknownKeyMessage(issue.keys[0] ?? '', field);
      default:
        return undefined;
    }
  };
}

/** The known key nearest to a misspelt one (by edit distance, ignoring case), if it is near enough to be meant. */
function nearest(key: string, known: readonly string[]): string | undefined {
  const best = known
    .map((name) => ({ name, d: distance(key.toLowerCase(), name.toLowerCase()) }))
    .sort((a, b) => a.d - b.d)[0];
  return best && best.d <= Math.max(2, Math.floor(key.length / 3)) ? best.name : undefined;
}

/** The message for one key the block does not know, naming the key meant if it is a typo. */
export function unknownKeyMessage(key: string, block: JsonSchema | undefined): string {
  const known = Object.keys(block?.properties ?? {}).filter((name) => name !== '$schema');
  const meant = nearest(key, known);
  const hint = meant ? ` Vertippt? Gemeint ist wohl "${meant}".` : '';
  return `Das Feld ${quote(key)} gibt es hier nicht.${hint} Erwartet nur diese Felder: ${known.map((k) => `"${k}"`).join(', ')}.`;
}
