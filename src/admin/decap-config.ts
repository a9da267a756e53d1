import type { CmsBackend, CmsCollection, CmsConfig, CmsField } from 'decap-cms-core';
import { CONTENT_FILES, type ContentFileName, contentFilesWhere } from '@/content/content-files.ts';
import { type JsonSchema, jsonSchemaOf } from '@/content/json-schema.ts';
import { LOGO_PATH, PARTNER_TYPE_NAMES, PARTNER_TYPES } from '@/content/schema/municipality.ts';
import { CHOICE_WIDGET, type ChoicesFrom } from './choice-widget.tsx';
import { CONTENT_FORMAT } from './content-format.ts';
import { DATE_WIDGET, DAY_RANGE } from './date-widget.tsx';
import { PHASE_FILTER } from './phase-summary.ts';

// The editing app's configuration, made from the content's JSON Schemas (themselves made from the zod schemas
// and their `.meta()`, src/content/json-schema.ts): every field's type, German label and hint, whether it is
// required, its limits, pattern and list length. A field added to a zod schema appears here without a further
// edit; src/admin/decap-config.test.ts fails when the two disagree. The rules JSON Schema
// cannot say (sums, years without gaps, placeholders) run before every save (src/admin/check-entry.ts).

/** A text longer than this gets a multi-line box. */
const LONG_TEXT = 80;

const quoteExample = (example: unknown) =>
  typeof example === 'string' ? `«${example}»` : JSON.stringify(example);

/** The hint under a field: its description and, for a single value, its example. */
function hint(schema: JsonSchema): string | undefined {
  const description = typeof schema.description === 'string' ? schema.description : '';
  const example = (schema.examples as unknown[] | undefined)?.[0];
  const simple = typeof example === 'string' || typeof example === 'number';
  return (
    [description, simple ? `Beispiel: ${quoteExample(example)}` : ''].filter(Boolean).join(' ') || undefined
  );
}

/** The German message Decap shows for a value of the wrong form. */
function patternMessage(schema: JsonSchema): string {
  const example = schema.examples?.[0];
  const form = schema.form ?? 'einen Text in der Form des Beispiels';
  return `Erwartet ${form}${example === undefined ? '' : `, z. B. ${quoteExample(example)}`}.`;
}

type Field = CmsField & Record<string, unknown>;

/** How a day is entered, in its hint: the field shows it as the browser writes days (12.03.2026 in German). */
export const DAY_HINT = 'Im Kalender des Felds wählen oder Tag, Monat und Jahr tippen.';

/** A day's field: the browser's date picker (src/admin/date-widget.tsx), which writes 2026-03-12. */
const dayField = (base: Field, description: unknown, pattern: string, message: string): Field =>
  ({
    ...base,
    hint: [typeof description === 'string' ? description : '', DAY_HINT].filter(Boolean).join(' '),
    widget: DATE_WIDGET,
    ...DAY_RANGE,
    // The picker writes only days that exist; the pattern still names a day a file was given by hand.
    pattern: [pattern, message],
  }) as Field;

/** The Decap field for one JSON Schema property. */
export function fieldFor(name: string, schema: JsonSchema, required: boolean): Field {
  // A choice shows its values' German names, so its hint is its description alone.
  const text = Array.isArray(schema.enum) ? schema.description : hint(schema);
  const base = {
    name,
    label: typeof schema.title === 'string' ? schema.title : name,
    ...(text ? { hint: text } : {}),
    required,
  };
  const type = schema.type;
  if (name === '$schema') {
    // Keeps the editors' schema link of a file, and gives it to a new one.
    return { ...base, widget: 'hidden', default: schema.examples?.[0] } as Field;
  }
  if (Array.isArray(schema.enum)) {
    // Listed by their German names; the values stay as the files have them.
    const names = schema.enumDescriptions ?? [];
    const options = (schema.enum as string[]).map((value, i) => ({ value, label: names[i] || value }));
    return { ...base, widget: CHOICE_WIDGET, options } as Field;
  }
  // A required switch starts off: a new municipality is a draft ("published": false) until it is switched on.
  // Off is a value to Decap (only a missing one is empty), so the switch is required like its schema field and
  // not marked «(freiwillig)».
  if (type === 'boolean')
    return { ...base, widget: 'boolean', ...(required ? { default: false } : {}) } as Field;
  if (type === 'integer' || type === 'number') {
    const exclusive = schema.exclusiveMinimum as number | undefined;
    const min =
      (schema.minimum as number | undefined) ?? (exclusive === undefined ? undefined : exclusive + 1);
    return {
      ...base,
      widget: 'number',
      value_type: type === 'integer' ? 'int' : 'float',
      step: type === 'integer' ? 1 : 0.01,
      ...(min === undefined ? {} : { min }),
      ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
    } as Field;
  }
  if (type === 'string') {
    // A day (src/content/schema/fields.ts, `day`, JSON Schema format "date"): picked, or typed, in the
    // browser's date field; the example in the file's form would not match what the field shows.
    if (schema.format === 'date')
      return dayField(base as Field, schema.description, String(schema.pattern), patternMessage(schema));
    if (schema.pattern === LOGO_PATH.source) {
      // Uploaded into public/partners/ and written as /partners/<file>, the form the schema asks for (the
      // check before saving tests the name; Decap's pattern would test the widget's own value).
      return {
        ...base,
        widget: 'image',
        choose_url: false,
        media_folder: '/public/partners',
        public_folder: '/partners',
      } as Field;
    }
    const max = schema.maxLength as number | undefined;
    const pattern =
      typeof schema.pattern === 'string'
        ? [schema.pattern, patternMessage(schema)]
        : schema.format === 'uri'
          ? ['^https://\\S+\\.\\S+$', patternMessage(schema)]
          : max === undefined
            ? undefined
            : [`^[\\s\\S]{0,${max}}$`, `Höchstens ${max} Zeichen: bitte kürzen.`];
    return {
      ...base,
      widget: max !== undefined && max > LONG_TEXT ? 'text' : 'string',
      ...(pattern ? { pattern } : {}),
    } as Field;
  }
  if (type === 'array' && schema.items) {
    const items = schema.items;
    const list = {
      ...base,
      widget: 'list',
      ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
      ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
    };
    const singular = typeof items.title === 'string' ? items.title : undefined;
    if (items.type === 'object') {
      const fields = fieldsOf(items);
      // An entry's line in the collapsed list: its first text, else its first choice.
      const first =
        fields.find((field) => field.widget === 'string') ??
        fields.find((field) => field.widget === CHOICE_WIDGET);
      return {
        ...list,
        ...(singular ? { label_singular: singular } : {}),
        collapsed: true,
        ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
        fields,
      } as Field;
    }
    return { ...list, field: fieldFor(name, items, true) } as Field;
  }
  if (type === 'object') {
    const fields = fieldsOf(schema, required);
    // A few figures (the houses, an address) show open; a block of many texts opens on demand.
    return { ...base, widget: 'object', collapsed: fields.length > 4, fields } as Field;
  }
  throw new Error(`decap-config: no widget for ${name} (${JSON.stringify(type)})`);
}

/**
 * The Decap fields of an object's JSON Schema, in its order. In an optional block (the chart's axis) no field
 * is required by the form: the schema's check before saving asks for the rest once one is filled.
 */
export function fieldsOf(schema: JsonSchema, blockRequired = true): Field[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, blockRequired && required.has(name)),
  );
}

/** The JSON Schema of each JSON content file, by its name in the registry (src/content/content-files.ts). */
export function schemaOfFile(): Partial<Record<ContentFileName, JsonSchema>> {
  return Object.fromEntries(
    contentFilesWhere((file) => file.schema !== undefined).map(([name, file]) => [
      name,
      jsonSchemaOf(file.schema as NonNullable<typeof file.schema>),
    ]),
  );
}

/** What a new municipality starts with: the six partners as placeholders, one per type, with the logos in public/partners/ named by type. */
export function newMunicipalityPartners() {
  return PARTNER_TYPES.map((type) => ({
    name: `${PARTNER_TYPE_NAMES[type]} (Platzhalter)`,
    type,
    url: `https://${type}.example`,
    logo: `/partners/${type}.svg`,
  }));
}

/** `fields` with a default value for the top-level field `name`. */
const withDefault = (fields: Field[], name: string, value: unknown) =>
  fields.map((field) => (field.name === name ? { ...field, default: value } : field));

/**
 * site.json's home municipality is picked from a list of the published municipalities, read from the
 * repository when the field opens, so it cannot name a draft or a file that does not exist.
 */
const asHomeMunicipalityChoice = (field: Field): Field =>
  field.name === 'homeMunicipality'
    ? ({ ...field, widget: CHOICE_WIDGET, choices_from: PUBLISHED_MUNICIPALITIES } as Field)
    : field;

const PUBLISHED_MUNICIPALITIES: ChoicesFrom = {
  collection: 'municipalities',
  label_field: 'name',
  only_if: 'published',
};

export function collections(): CmsCollection[] {
  const schemas = schemaOfFile();
  const fields = (schema: JsonSchema | undefined) => fieldsOf(schema ?? {}) as CmsField[];
  return [
    {
      name: 'municipalities',
      label: 'Gemeinden',
      label_singular: CONTENT_FILES.municipality.title,
      description:
        'Eine Seite pro Gemeinde: ihre Häuser, ihr Ziel, ihr Verlauf und die sechs Partner. «Neue Gemeinde» legt eine an; «Duplizieren» (beim Speichern) kopiert eine bestehende.',
      folder: CONTENT_FILES.municipality.path,
      extension: 'json',
      format: CONTENT_FORMAT,
      create: true,
      delete: false,
      show_preview_links: false,
      identifier_field: 'name',
      slug: '{{name}}',
      // Each with where its campaign stands today, and whether it is a draft (src/admin/phase-summary.ts).
      summary: `{{name}} · {{fields.campaign | ${PHASE_FILTER}}}{{published | ternary('', ' · Entwurf')}}`,
      // Decap's search finds a municipality by its name; the list sorts by name or by the campaign's start.
      sortable_fields: [
        { field: 'name', label: 'Name', default_sort: true },
        { field: 'campaign.start', label: 'Start der Kampagne' },
      ],
      // The launch check lists the placeholder partners until each is replaced (docs/launch.md).
      fields: withDefault(fields(schemas.municipality) as Field[], 'partners', newMunicipalityPartners()),
    } as CmsCollection,
    {
      name: 'website',
      label: 'Website',
      description: 'Was für alle Gemeinden gilt.',
      show_preview_links: false,
      format: CONTENT_FORMAT,
      extension: 'json',
      files: contentFilesWhere((file) => file.collection === 'website').map(([name, file]) => ({
        name,
        label: file.title,
        file: file.path,
        fields: (fields(schemas[name]) as Field[]).map(asHomeMunicipalityChoice),
      })),
    } as CmsCollection,
    {
      name: 'legal',
      label: 'Datenschutz',
      show_preview_links: false,
      format: 'frontmatter',
      extension: 'md',
      files: [
        {
          name: 'privacyPolicy',
          label: CONTENT_FILES.privacyPolicy.title,
          file: CONTENT_FILES.privacyPolicy.path,
          fields: [
            dayField(
              { name: 'updated', label: PRIVACY_POLICY_LABELS.updated, required: true } as Field,
              'Das Datum der letzten Durchsicht. Mit dem Text ändern.',
              '^\\d{4}-\\d{2}-\\d{2}$',
              'Erwartet ein Datum wie 2026-03-31.',
            ),
            {
              name: 'body',
              label: PRIVACY_POLICY_LABELS.body,
              hint: 'Markdown: eine Überschrift pro Thema als «## Titel {#kennung}», **fett**, Listen mit «- », Links als [Text](https://…).',
              widget: 'markdown',
              modes: ['raw'],
            },
          ],
        },
      ],
    } as CmsCollection,
  ];
}

/** The privacy policy's fields (YAML front matter `updated`, the Markdown `body`), by their labels. */
export const PRIVACY_POLICY_LABELS = { updated: 'Letzte Aktualisierung', body: 'Text' } as const;

/** How Decap turns a new entry's name into its file name (new-slug.ts asks Decap for the same name). */
export const SLUG_OPTIONS = { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' } as const;

/** The whole configuration: the collections, and the backend this build of the app talks to. */
export function decapConfig(backend: CmsBackend): CmsConfig {
  return {
    backend,
    load_config_file: false,
    locale: 'de',
    media_folder: 'public/partners',
    public_folder: '/partners',
    publish_mode: 'simple',
    slug: SLUG_OPTIONS,
    collections: collections(),
  } as CmsConfig;
}
