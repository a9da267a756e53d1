import { z } from 'zod';
import { TOP_LEVEL } from './top-level.ts';

// What a build says about itself in dist/build.json: when it was made, the day it stands on, the commit it was
// made from where the host names one, and a hash of the text of each content file it shows. The build writes
// it (scripts/build/build-json.ts); the editing app reads it from the site to tell an editor whether a saved
// change is online (src/admin/site-status.ts). Nothing in it is not public already: the paths of the
// published pages' files and of the campaign-wide ones, never a draft's.

/** Its name at the top of dist/. */
export const BUILD_JSON = TOP_LEVEL.build;

const HASH = /^[0-9a-f]{64}$/;

const buildJsonSchema = z.object({
  version: z.literal(1),
  /** When the build finished, ISO 8601 in UTC. */
  builtAt: z.iso.datetime(),
  /** The day it stands on (SOURCE_DATE_EPOCH, else today in Zurich): the campaigns' phases are that day's. */
  day: z.iso.date(),
  /** The commit the host built, where it names one (Cloudflare Pages, Netlify, GitLab CI, GitHub Actions). */
  commit: z.string().nullable(),
  /** Each content file the build read and shows, by its path in the repository: the SHA-256 of its text (hex). */
  files: z.record(z.string(), z.string().regex(HASH)),
});

export type BuildJson = z.infer<typeof buildJsonSchema>;

/** Why a site's build.json cannot be read, for the editor's German line (src/admin/site-status.ts). */
export type Unreadable = 'missing' | 'unreachable' | 'not-json' | 'older';

/** The text of build.json as a BuildJson, or why it is none: not JSON, or of another (older) form. */
export function readBuildJson(text: string): BuildJson | Unreadable {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not-json';
  }
  const parsed = buildJsonSchema.safeParse(value);
  return parsed.success ? parsed.data : 'older';
}

/** The SHA-256 of a text's UTF-8 bytes, in hex: the same in Node (the build) and in the browser (the app). */
export async function textHash(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The environment variables by which hosts name the commit they build, in the order they are read. */
export const COMMIT_VARIABLES = ['CF_PAGES_COMMIT_SHA', 'COMMIT_REF', 'CI_COMMIT_SHA', 'GITHUB_SHA'] as const;

/** The commit the host names (Cloudflare Pages, Netlify, GitLab CI, GitHub Actions), or null. */
export function hostCommit(env: Record<string, string | undefined>): string | null {
  for (const name of COMMIT_VARIABLES) {
    const value = env[name]?.trim();
    if (value && /^[0-9a-f]{7,64}$/i.test(value)) return value.toLowerCase();
  }
  return null;
}
