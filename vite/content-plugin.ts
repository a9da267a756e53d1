import type { Plugin } from 'vite';
import { loadPrivacyPolicy, PRIVACY_POLICY_FILE } from '../src/content/legal.ts';
import { loadContent } from '../src/content/load.ts';
import { contentSelection } from '../src/content/selection.ts';

const ID = 'virtual:content';
const RESOLVED = `\0${ID}`;
/** The privacy policy, rendered to HTML: a module of its own, so only /privacy-policy loads the legal text. */
const POLICY_ID = 'virtual:privacy-policy';
const POLICY_RESOLVED = `\0${POLICY_ID}`;

/**
 * Provides `virtual:content`: the content files, validated, for the municipality named by MUNICIPALITY,
 * and `virtual:privacy-policy`: content/legal/privacy-policy.md, checked and rendered to HTML.
 * Validation and Markdown run here, at build time; the browser receives plain data and no schema code.
 */
export function contentPlugin(root: string): Plugin {
  return {
    name: '100in100-content',
    resolveId(id) {
      if (id === ID) return RESOLVED;
      if (id === POLICY_ID) return POLICY_RESOLVED;
      return undefined;
    },
    load(id) {
      if (id !== RESOLVED && id !== POLICY_RESOLVED) return undefined;
      const { slug, municipalitiesDir } = contentSelection();
      const content = loadContent(root, slug, municipalitiesDir);
      this.addWatchFile(`${root}/content/site.json`);
      if (id === POLICY_RESOLVED) {
        this.addWatchFile(`${root}/${PRIVACY_POLICY_FILE}`);
        return `export const policy = ${JSON.stringify(loadPrivacyPolicy(root, content.site))};`;
      }
      this.addWatchFile(`${root}/${municipalitiesDir}/${slug}.json`);
      this.addWatchFile(`${root}/content/heat-pump-index.json`);
      // "$schema" only guides editors; the pages never read it.
      const data = JSON.stringify(content, (key, value) => (key === '$schema' ? undefined : value));
      return `export const content = ${data};`;
    },
  };
}
