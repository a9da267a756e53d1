// Which municipality a build is for: MUNICIPALITY=<slug> (default diepoldsau), read from
// content/municipalities/ or, for tests and previews, from MUNICIPALITIES_DIR. Read in one place so the
// build script, the Vite plugin and npm start cannot disagree.
export const DEFAULT_MUNICIPALITY = 'diepoldsau';
export const DEFAULT_MUNICIPALITIES_DIR = 'content/municipalities';

export interface ContentSelection {
  slug: string;
  /** Folder of the municipality files, relative to the project root. */
  municipalitiesDir: string;
}

export function contentSelection(env: Record<string, string | undefined> = process.env): ContentSelection {
  return {
    slug: env.MUNICIPALITY || DEFAULT_MUNICIPALITY,
    municipalitiesDir: env.MUNICIPALITIES_DIR || DEFAULT_MUNICIPALITIES_DIR,
  };
}
