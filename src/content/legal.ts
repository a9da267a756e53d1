import { PRIVACY_POLICY_FILE, parsePrivacyPolicy } from './legal-text.ts';
import { ContentError } from './problems.ts';
import { readText } from './read-text.ts';
import type { PrivacyPolicy } from './schema/content.ts';
import type { Site } from './schema/site.ts';

export { PRIVACY_POLICY_FILE, parsePrivacyPolicy } from './legal-text.ts';

/** The legal text is some 15 KB; a file many times that is a mistake, refused before it is read. */
const MAX_PRIVACY_POLICY_BYTES = 100 * 1024;

/** Reads content/legal/privacy-policy.md below `root`, or throws ContentError. */
export function loadPrivacyPolicy(root: string, site: Site): PrivacyPolicy {
  const source = readText(`${root}/${PRIVACY_POLICY_FILE}`, MAX_PRIVACY_POLICY_BYTES);
  if (typeof source !== 'string') throw new ContentError([`${PRIVACY_POLICY_FILE}: ${source.problem}`]);
  return parsePrivacyPolicy(source, site);
}
