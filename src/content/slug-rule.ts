import { MAX_SLUG_LENGTH, SLUG, SLUG_RULE } from './schema/fields.ts';

// The rule for a municipality's file name, which is its page's path, without file access: the build applies
// it to the files it finds (slugs.ts), the editing app to the name a new municipality is given.

export { MAX_SLUG_LENGTH, SLUG_RULE };

/** Why `slug` cannot be a page's path: not of the URL-safe form, or taken by the site; undefined when it can. */
export function slugFault(slug: string, reserved: ReadonlySet<string>): 'form' | 'taken' | undefined {
  if (!SLUG.test(slug) || slug.length > MAX_SLUG_LENGTH) return 'form';
  return reserved.has(slug) ? 'taken' : undefined;
}
