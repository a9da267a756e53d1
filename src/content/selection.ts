import { delimiter } from 'node:path';
import { CONTENT_FILES } from './content-files.ts';

// Which municipalities a build is for, read in one place so the build script, the Vite plugin, the dev
// server and npm start cannot disagree: every file of content/municipalities/ (MUNICIPALITIES_DIR: other
// folders, separated by ":", for tests and previews), each published one at its path and the home
// municipality (content/site.json → homeMunicipality) at /; or, with MUNICIPALITY=<slug>, that one alone at
// /, published or not (a preview of one campaign).
export const DEFAULT_MUNICIPALITIES_DIR: string = CONTENT_FILES.municipality.path;

export interface ContentSelection {
  /** MUNICIPALITY: the one municipality to build alone; null for all. */
  only: string | null;
  /** Folders of the municipality files, relative to the project root. */
  municipalitiesDirs: string[];
}

export function contentSelection(env: Record<string, string | undefined> = process.env): ContentSelection {
  const dirs = (env.MUNICIPALITIES_DIR ?? '').split(delimiter).filter(Boolean);
  return {
    only: env.MUNICIPALITY || null,
    municipalitiesDirs: dirs.length > 0 ? dirs : [DEFAULT_MUNICIPALITIES_DIR],
  };
}

/** How a selection is named in the build's messages: "every municipality" or the one slug. */
export const selectionName = ({ only }: ContentSelection) => only ?? 'every municipality';
