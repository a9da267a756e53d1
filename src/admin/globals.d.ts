// Set by vite.admin.config.ts: in `npm run cms`, the local backend (src/admin/backend.ts); in the build,
// null, and the app reads its git host from /admin/backend.json, which the build writes.
declare const __CMS_LOCAL_BACKEND__: import('decap-cms-core').CmsBackend | null;
