import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuiltPages } from '../../src/admin/app-content.ts';
import { PRIVACY_POLICY_FILE } from '../../src/content/legal-text.ts';
import type { SitePage } from '../../src/pages/page-list.ts';
import { brotli } from './precompress.ts';

// What the editing app measures an edited page against (src/admin/page-weight.ts): each page of the build as
// browsers receive it (its Brotli copy, as precompress.ts writes it), the day the build stood on and the legal
// text it read. Written with the app's content.json (scripts/cms/app-content.ts), which holds the JSON files.

/** The weights of `pages`, whose HTML lies below `dir`, built on `day` from the content below `root`. */
type Page = Pick<SitePage, 'kind' | 'slug' | 'file'>;

export function builtPages(dir: string, pages: readonly Page[], day: string, root: string): BuiltPages {
  const bytes = (page: Page) => brotli(readFileSync(join(dir, page.file))).length;
  const privacy = pages.find((page) => page.kind === 'privacy-policy');
  return {
    day,
    pageBytes: Object.fromEntries(
      pages.filter((page) => page.kind === 'municipality').map((page) => [page.slug, bytes(page)]),
    ),
    privacyPolicyBytes: privacy ? bytes(privacy) : 0,
    privacyPolicy: readFileSync(join(root, PRIVACY_POLICY_FILE), 'utf8'),
  };
}
