import type { CmsBackend } from 'decap-cms-core';
import { municipalityRoute } from '@/content/campaign-links.ts';
import { ROUTES } from '@/content/routes.ts';
import type { EntryKind } from './check-entry.ts';

// Where an entry leads beyond the app: the page of the site that shows its change (the link of «Online seit
// 14:32»), and its history on the git host («Verlauf ansehen»).

/** The page that shows a change of the entry, by its path on the site and its name; null for a draft. */
export function pageOf(
  kind: EntryKind,
  entry: { slug: string; data: Record<string, unknown> },
  home: string,
): { path: string; name: string } | null {
  switch (kind) {
    case 'municipality':
      if (entry.data.published !== true) return null;
      return { path: municipalityRoute(entry.slug, home), name: String(entry.data.name || entry.slug) };
    case 'site':
    case 'heatPumpIndex':
      return { path: ROUTES.home, name: 'Startseite' };
    case 'privacyPolicy':
      return { path: ROUTES.privacyPolicy, name: 'Datenschutzerklärung' };
  }
}

const segments = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * The list of commits of the file at `path` on the git host the app saves to (GitLab, Gitea or Forgejo,
 * GitHub); undefined for the local backend of `npm run cms`, which has no such page.
 */
export function historyUrl(backend: CmsBackend, path: string): string | undefined {
  const b = backend as CmsBackend & { base_url?: string };
  const branch = segments(b.branch ?? 'main');
  const file = segments(path);
  switch (b.name) {
    case 'gitlab':
      return `${b.base_url ?? 'https://gitlab.com'}/${b.repo}/-/commits/${branch}/${file}`;
    case 'gitea':
      return b.base_url ? `${b.base_url}/${b.repo}/commits/branch/${branch}/${file}` : undefined;
    case 'github':
      // Its base_url is the OAuth service (src/admin/backend.ts); the repository is on github.com.
      return `https://github.com/${b.repo}/commits/${branch}/${file}`;
    default:
      return undefined;
  }
}
