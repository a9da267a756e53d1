import type { CmsBackend } from 'decap-cms-core';

// Which git host the deployed app saves to, chosen when the site is built (environment variables, so no
// host or id is written into the repository) and written into the app's bundle. Nothing here is a secret:
// a PKCE client id is public by design. docs/deploy.md says how to set each one up.

export type BackendEnv = Partial<Record<string, string>>;

const HOSTS = ['github', 'gitlab', 'gitea'] as const;

/**
 * The backend for the deployed app from CMS_BACKEND (github, gitlab or gitea), CMS_REPO (owner/name),
 * CMS_BRANCH (default main), CMS_BASE_URL (the host, for a self-hosted GitLab, Gitea or Forgejo; for GitHub
 * the OAuth service), CMS_APP_ID (the OAuth application's client id: PKCE login for GitLab and Gitea).
 * Undefined when CMS_BACKEND is not set: the app then says that the login is not set up yet.
 */
export function backendFromEnv(env: BackendEnv): CmsBackend | undefined {
  const name = env.CMS_BACKEND;
  if (!name) return undefined;
  if (!(HOSTS as readonly string[]).includes(name))
    throw new Error(`CMS_BACKEND=${name}: expected one of ${HOSTS.join(', ')}`);
  const repo = env.CMS_REPO;
  if (!repo || !/^[\w.-]+\/[\w./-]+$/.test(repo))
    throw new Error('CMS_REPO: expected owner/name of the repository');
  const branch = env.CMS_BRANCH || 'main';
  const base = env.CMS_BASE_URL;
  const appId = env.CMS_APP_ID;
  if (name === 'github') {
    // GitHub has no PKCE for OAuth apps: the login runs through an OAuth service (CMS_BASE_URL).
    return { name, repo, branch, ...(base ? { base_url: base } : {}) } as CmsBackend;
  }
  if (!appId) throw new Error(`CMS_APP_ID: ${name} logs in with PKCE and needs the OAuth application's id`);
  // An empty setting counts as none: a pipeline passes a variable that is not set as an empty string.
  const host = base || (name === 'gitlab' ? 'https://gitlab.com' : undefined);
  if (!host) throw new Error('CMS_BASE_URL: expected the address of the Gitea or Forgejo server');
  return {
    name,
    repo,
    branch,
    auth_type: 'pkce',
    app_id: appId,
    base_url: host,
    api_root: name === 'gitlab' ? `${host}/api/v4` : `${host}/api/v1`,
    auth_endpoint: name === 'gitlab' ? 'oauth/authorize' : 'login/oauth/authorize',
  } as CmsBackend;
}

/** The backend of `npm run cms`: the local server on this machine, writing into the checkout. */
export const localBackend = (port: number): CmsBackend =>
  ({ name: 'proxy', proxy_url: `http://127.0.0.1:${port}/api/v1`, branch: 'main' }) as CmsBackend;
