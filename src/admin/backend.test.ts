import { describe, expect, it } from 'vitest';
import { backendFromEnv } from './backend.ts';

// The pipelines (.github/workflows/site.yml) hand a setting that is not set to the build as an empty string.

describe('backendFromEnv', () => {
  it('is undefined while CMS_BACKEND is empty: the app says the login is not set up', () => {
    expect(backendFromEnv({ CMS_BACKEND: '', CMS_REPO: '' })).toBeUndefined();
  });

  it('takes an empty CMS_BASE_URL and CMS_BRANCH for unset: GitLab.com and main', () => {
    expect(
      backendFromEnv({
        CMS_BACKEND: 'gitlab',
        CMS_REPO: 'genossenschaft/site',
        CMS_APP_ID: 'the-app-id',
        CMS_BASE_URL: '',
        CMS_BRANCH: '',
      }),
    ).toMatchObject({
      base_url: 'https://gitlab.com',
      api_root: 'https://gitlab.com/api/v4',
      branch: 'main',
    });
  });

  it('still asks Gitea for its server when CMS_BASE_URL is empty', () => {
    expect(() =>
      backendFromEnv({
        CMS_BACKEND: 'gitea',
        CMS_REPO: 'genossenschaft/site',
        CMS_APP_ID: 'id',
        CMS_BASE_URL: '',
      }),
    ).toThrow('CMS_BASE_URL: expected the address of the Gitea or Forgejo server');
  });
});
