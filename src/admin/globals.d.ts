// Set by vite.admin.config.ts: the backend this build of the editing app saves to (src/admin/backend.ts),
// or null when the deployed app's login is not set up.
declare const __CMS_BACKEND__: import('decap-cms-core').CmsBackend | null;
