import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadPrivacyPolicy, PRIVACY_POLICY_FILE } from './legal.ts';
import { loadContent } from './load.ts';
import { fillContent } from './placeholders.ts';
import { ContentError } from './problems.ts';
import type { Content, PrivacyPolicy } from './schema/content.ts';
import { type ContentSelection, contentSelection } from './selection.ts';

// The content as every consumer receives it (the build, the dev server, `virtual:content`): read and
// validated (load.ts, legal.ts), its placeholders filled (placeholders.ts), and cached while its files stay
// as they are.

/** The files a validation reads, relative to the root. */
export const contentFiles = ({ slug, municipalitiesDir }: ContentSelection) => [
  'content/site.json',
  'content/heat-pump-index.json',
  `${municipalitiesDir}/${slug}.json`,
  PRIVACY_POLICY_FILE,
];

export interface ValidatedContent {
  content: Content;
  policy: PrivacyPolicy;
}

// The last valid content, with the text of the files it came from. Kept on globalThis: Vite bundles
// vite.config.ts (and the modules it imports) afresh for each build, so module state would not outlive the
// client build, while scripts/build/build.ts, the client and the server build all run in one process and read the
// same files.
const LAST = Symbol.for('100in100.validated-content');
const store = globalThis as { [LAST]?: { key: string; result: ValidatedContent } };

/**
 * The content for the municipality named by MUNICIPALITY, validated and filled, and the privacy policy
 * checked and rendered; throws ContentError listing every problem. Validated once as long as the files stay
 * as they are: once per build, and in `npm run dev` once per change of a content file.
 */
export function validatedContent(root: string, selection = contentSelection()): ValidatedContent {
  const paths = contentFiles(selection).map((file) => join(root, file));
  const texts = paths.map((path) => existsSync(path) && readFileSync(path, 'utf8'));
  const key = JSON.stringify([resolve(root), selection.slug, selection.municipalitiesDir, texts]);
  const last = store[LAST];
  if (last?.key === key) return last.result;
  const content = fillContent(loadContent(root, selection.slug, selection.municipalitiesDir));
  const result = { content, policy: loadPrivacyPolicy(root, content.site) };
  store[LAST] = { key, result };
  return result;
}

/** The content's problems, one German line each (load.ts); empty when it is valid. */
export function contentProblems(root: string, selection = contentSelection()): string[] {
  try {
    validatedContent(root, selection);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
