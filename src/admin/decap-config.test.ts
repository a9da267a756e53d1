import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/content/json-schema.ts';
import { DATE_WIDGET, DAY_RANGE } from './date-widget.tsx';
import { collections, DAY_HINT, schemaOfFile } from './decap-config.ts';

// The app's form against the editors' JSON Schemas, which the zod schemas and their `.meta()` make: every
// field of every content file is in the form, under its German title, with its limits. A field the form
// lost, a limit it does not carry, or a field the schemas do not know fails here.

type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field };

const all = collections() as unknown as {
  name: string;
  fields?: Field[];
  files?: { name: string; fields: Field[] }[];
}[];
const formOf = (collection: string, file?: string) => {
  const found = all.find((c) => c.name === collection);
  return (file ? found?.files?.find((f) => f.name === file)?.fields : found?.fields) ?? [];
};

/** Every difference between the schema's properties and the form's fields below `path`. */
function drift(schema: JsonSchema, fields: Field[], path: string, blockRequired = true): string[] {
  const properties = schema.properties ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const problems: string[] = [];
  const names = fields.map((f) => f.name);
  if (names.join() !== Object.keys(properties).join())
    problems.push(`${path}: fields ${names.join()} ≠ schema ${Object.keys(properties).join()}`);
  for (const [name, property] of Object.entries(properties)) {
    const field = fields.find((f) => f.name === name);
    const at = `${path}.${name}`;
    if (!field) continue;
    if (name === '$schema') continue;
    if (field.label !== property.title)
      problems.push(`${at}: label ${String(field.label)} ≠ ${String(property.title)}`);
    // A choice's hint is its description alone: the choice shows the values' names.
    const hinted = Array.isArray(property.enum)
      ? String(property.description).startsWith(String(field.hint)) && field.hint !== undefined
      : String(field.hint ?? '').startsWith(String(property.description));
    if (!hinted) problems.push(`${at}: hint does not start with the field's description`);
    const wantRequired = blockRequired && required.has(name);
    if (field.required !== wantRequired) problems.push(`${at}: required ${String(field.required)}`);
    if (property.type === 'integer' || property.type === 'number') {
      const min = (property.minimum as number | undefined) ?? (property.exclusiveMinimum as number) + 1;
      if (field.min !== min || field.max !== property.maximum)
        problems.push(`${at}: range ${String(field.min)}-${String(field.max)}`);
    }
    if (
      property.type === 'string' &&
      property.maxLength !== undefined &&
      !property.pattern &&
      property.format === undefined
    ) {
      if ((field.pattern as string[] | undefined)?.[0] !== `^[\\s\\S]{0,${property.maxLength}}$`)
        problems.push(`${at}: no limit of ${String(property.maxLength)} characters`);
    }
    // A day is picked in the browser's date picker (src/admin/date-widget.tsx), which writes 2026-03-12.
    if (property.format === 'date' && field.widget !== DATE_WIDGET)
      problems.push(`${at}: no date picker, but ${String(field.widget)}`);
    if (
      typeof property.pattern === 'string' &&
      field.widget !== 'image' &&
      (field.pattern as string[] | undefined)?.[0] !== property.pattern
    )
      problems.push(`${at}: pattern ${String(field.pattern)}`);
    const options = (field.options as { value: string; label: string }[] | undefined) ?? [];
    if (
      Array.isArray(property.enum) &&
      (JSON.stringify(options.map((o) => o.value)) !== JSON.stringify(property.enum) ||
        JSON.stringify(options.map((o) => o.label)) !== JSON.stringify(property.enumDescriptions))
    )
      problems.push(`${at}: options`);
    if (property.type === 'array') {
      if (field.min !== property.minItems || field.max !== property.maxItems)
        problems.push(`${at}: list length`);
      const items = property.items ?? {};
      if (items.type === 'object') problems.push(...drift(items, field.fields ?? [], `${at}[]`));
      else if (field.field?.widget !== (items.type === 'string' ? 'string' : 'number'))
        problems.push(`${at}[]: entry widget`);
    }
    if (property.type === 'object') problems.push(...drift(property, field.fields ?? [], at, wantRequired));
  }
  return problems;
}

describe('the editing app’s form', () => {
  const schemas = schemaOfFile();
  it.each([
    ['municipality', formOf('municipalities')],
    ['site', formOf('website', 'site')],
    ['heatPumpIndex', formOf('website', 'heatPumpIndex')],
  ] as const)('has every field of the %s schema with its title, hint and limits', (name, fields) => {
    expect(drift(schemas[name] as JsonSchema, fields as Field[], name)).toEqual([]);
  });

  it('would notice a field the form lacks', () => {
    const schema = schemas.municipality as JsonSchema;
    const withExtra = {
      ...schema,
      properties: { ...schema.properties, extra: { type: 'string', title: 'X' } },
    };
    expect(drift(withExtra, formOf('municipalities') as Field[], 'municipality')).not.toEqual([]);
  });

  it('uploads partner logos into public/partners/ and writes them as /partners/<file>', () => {
    const partners = formOf('municipalities').find((f) => f.name === 'partners');
    expect(partners?.fields?.find((f) => f.name === 'logo')).toMatchObject({
      widget: 'image',
      media_folder: '/public/partners',
      public_folder: '/partners',
    });
  });

  it('picks every day in the date picker, its hint German and without the file’s form of a day', () => {
    const days: Field[] = [];
    const visit = (fields: Field[]) => {
      for (const field of fields) {
        if (field.widget === DATE_WIDGET) days.push(field);
        visit(field.fields ?? []);
      }
    };
    for (const c of all) visit([...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)]);
    expect(days.map((day) => day.name)).toEqual(['start', 'end', 'asOf', 'updated']);
    for (const day of days) {
      expect(day).toMatchObject(DAY_RANGE);
      expect(String(day.hint)).toMatch(new RegExp(`\\. ${DAY_HINT.replace(/\./g, '\\.')}$`));
      expect(String(day.hint)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    const campaign = formOf('municipalities').find((f) => f.name === 'campaign');
    expect(campaign?.fields?.find((f) => f.name === 'start')).toMatchObject({
      widget: DATE_WIDGET,
      label: 'Start',
      required: true,
      hint: `Der erste der 100 Tage. ${DAY_HINT}`,
    });
  });

  it('sets the JSON format on each JSON collection, not on one file', () => {
    for (const name of ['municipalities', 'website'])
      expect(all.find((c) => c.name === name)).toHaveProperty('format', 'content-json');
  });

  it('offers the home municipality as a choice of the published municipalities, by name, stored by file name', () => {
    expect(formOf('website', 'site').find((f) => f.name === 'homeMunicipality')).toMatchObject({
      widget: 'auswahl',
      choices_from: { collection: 'municipalities', label_field: 'name', only_if: 'published' },
    });
  });

  it('lists fixed values by their German names and keeps the values the files hold', () => {
    const partners = formOf('municipalities').find((f) => f.name === 'partners');
    const type = partners?.fields?.find((f) => f.name === 'type');
    expect(type).toMatchObject({ widget: 'auswahl', label: 'Typ', hint: 'Die Rolle des Partners.' });
    expect(type?.options).toEqual([
      { value: 'municipality', label: 'Gemeinde' },
      { value: 'cantonal-energy-agency', label: 'Kantonale Energieagentur' },
      { value: 'energy-supplier', label: 'Energieversorger' },
      { value: 'heat-pump-company', label: 'Wärmepumpen-Firma' },
      { value: 'data-company', label: 'Datenfirma' },
      { value: 'infrastructure', label: 'Infrastruktur' },
    ]);
    // Every choice of every form has a German name, not only its value.
    const unnamed: string[] = [];
    const visit = (fields: Field[]) => {
      for (const field of fields) {
        for (const option of (field.options as { value: string; label: string }[] | undefined) ?? [])
          if (option.label === option.value) unnamed.push(`${field.name}: ${option.value}`);
        visit(field.fields ?? []);
      }
    };
    for (const c of all) visit([...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)]);
    expect(unnamed).toEqual([]);
  });
});
