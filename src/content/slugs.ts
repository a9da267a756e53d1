import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RESERVED_TOP_LEVEL } from '../base/top-level.ts';
import { SLUG_RULE, slugFault } from './slug-rule.ts';

// A municipality's file name is the path of its page (content/municipalities/st-gallen.json → /st-gallen),
// so it must be a URL-safe word and must not take the path of anything else the site serves.

/**
 * Paths of the build that are no municipality: the site's top-level names (src/base/top-level.ts: its other
 * pages, folders and files, the editing app) and whatever public/ holds at its top (partners/, favicon.svg, …).
 */
export function reservedSlugs(root: string): Set<string> {
  const publicDir = join(root, 'public');
  const files = existsSync(publicDir) ? readdirSync(publicDir).map((name) => name.replace(/\..*$/, '')) : [];
  return new Set([...RESERVED_TOP_LEVEL, ...files].filter(Boolean));
}

/** What is wrong with `slug` as a page's path, in German, or undefined when it may be one. */
export function slugProblem(slug: string, reserved: ReadonlySet<string>): string | undefined {
  const fault = slugFault(slug, reserved);
  if (fault === 'form')
    return `Der Dateiname «${slug}» taugt nicht als Adresse der Seite (/${slug}). Erwartet ${SLUG_RULE}, z. B. st-gallen.json.`;
  if (fault === 'taken')
    return `Der Dateiname «${slug}» ist schon vergeben: /${slug} ist eine Seite oder ein Ordner der Website. Erwartet einen anderen Namen, z. B. ${slug}-gemeinde.json oder den Namen der Gemeinde.`;
  return undefined;
}
