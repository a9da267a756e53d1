import type { z } from 'zod';
import { heatPumpIndexSchema } from './schema/heat-pump-index.ts';
import { municipalitySchema } from './schema/municipality.ts';
import { siteSchema } from './schema/site.ts';

// The content files, once: where each lies (a file, or a folder of one file per entry), its zod schema and
// the editors' JSON Schema made from it, and the editing app's collection with the file's German title.
// The build's reading and checks (load.ts, validated-content.ts, launch-check.ts), the JSON Schemas
// (json-schema.ts), the editing app (src/admin/) and its local backend (scripts/cms/content-paths.ts) list
// the files from here.

export interface ContentFile {
  /** Relative to the project root: the file, or (`folder`) the folder of one file per entry. */
  path: string;
  folder?: boolean;
  /** A JSON file's schema, and its JSON Schema's file in schemas/. */
  schema?: z.ZodType;
  schemaFile?: string;
  /** The editing app's collection, and the file's (or the folder's entries') German title there. */
  collection: 'municipalities' | 'website' | 'legal';
  title: string;
}

export const CONTENT_FILES = {
  site: {
    path: 'content/site.json',
    schema: siteSchema,
    schemaFile: 'site.schema.json',
    collection: 'website',
    title: 'Texte und Kontakt',
  },
  municipality: {
    path: 'content/municipalities',
    folder: true,
    schema: municipalitySchema,
    schemaFile: 'municipality.schema.json',
    collection: 'municipalities',
    title: 'Gemeinde',
  },
  heatPumpIndex: {
    path: 'content/heat-pump-index.json',
    schema: heatPumpIndexSchema,
    schemaFile: 'heat-pump-index.schema.json',
    collection: 'website',
    title: 'Wärmepumpen-Diagramm',
  },
  privacyPolicy: {
    path: 'content/legal/privacy-policy.md',
    collection: 'legal',
    title: 'Datenschutzerklärung und Impressum',
  },
} as const satisfies Record<string, ContentFile>;

export type ContentFileName = keyof typeof CONTENT_FILES;

/** The content files of a kind, by name: those of one collection of the app, or the JSON files. */
export const contentFilesWhere = (keep: (file: ContentFile) => boolean) =>
  (Object.entries(CONTENT_FILES) as [ContentFileName, ContentFile][]).filter(([, file]) => keep(file));
