import { describe, expect, it } from 'vitest';
import { backendFromEnv, localBackend } from './backend.ts';
import { historyUrl, pageOf } from './entry-links.ts';

describe('pageOf', () => {
  it('is the municipality’s page (/ for the home municipality), the home page for site texts, the privacy page', () => {
    const seengen = { slug: 'seengen', data: { name: 'Seengen', published: true } };
    expect(pageOf('municipality', seengen, 'diepoldsau')).toEqual({ path: '/seengen', name: 'Seengen' });
    expect(pageOf('municipality', { ...seengen, slug: 'diepoldsau' }, 'diepoldsau')?.path).toBe('/');
    expect(pageOf('site', { slug: 'site', data: {} }, 'diepoldsau')).toEqual({
      path: '/',
      name: 'Startseite',
    });
    expect(pageOf('heatPumpIndex', { slug: 'heatPumpIndex', data: {} }, 'diepoldsau')?.path).toBe('/');
    expect(pageOf('privacyPolicy', { slug: 'privacyPolicy', data: {} }, 'diepoldsau')).toEqual({
      path: '/privacy-policy',
      name: 'Datenschutzerklärung',
    });
  });

  it('is none for a draft, which is on no page', () => {
    expect(pageOf('municipality', { slug: 'neuenegg', data: { published: false } }, 'diepoldsau')).toBeNull();
  });
});

describe('historyUrl («Verlauf ansehen»)', () => {
  const path = 'content/municipalities/seengen.json';
  const env = { CMS_REPO: 'genossenschaft/website', CMS_BRANCH: 'main', CMS_APP_ID: 'id' };

  it('is the file’s list of commits on GitLab, Gitea or Forgejo and GitHub, built from the configured backend', () => {
    expect(historyUrl(backendFromEnv({ ...env, CMS_BACKEND: 'gitlab' }) ?? localBackend(1), path)).toBe(
      'https://gitlab.com/genossenschaft/website/-/commits/main/content/municipalities/seengen.json',
    );
    const gitea = backendFromEnv({ ...env, CMS_BACKEND: 'gitea', CMS_BASE_URL: 'https://code.example' });
    expect(historyUrl(gitea ?? localBackend(1), path)).toBe(
      'https://code.example/genossenschaft/website/commits/branch/main/content/municipalities/seengen.json',
    );
    const github = backendFromEnv({ ...env, CMS_BACKEND: 'github', CMS_BRANCH: 'live' });
    expect(historyUrl(github ?? localBackend(1), path)).toBe(
      'https://github.com/genossenschaft/website/commits/live/content/municipalities/seengen.json',
    );
  });

  it('is none for the local backend of npm run cms', () => {
    expect(historyUrl(localBackend(8081), path)).toBeUndefined();
  });
});
