import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { TOP_LEVEL } from './src/base/top-level.ts';
import { decapPatches } from './vite/decap-patches.ts';

// The editing app (/admin/): a second client, built apart from the public pages so that none of its bytes
// touch theirs. `npm run cms` (scripts/cms/start.ts) serves it with Vite's dev server and answers
// /admin/backend.json with the local backend; `npm run build` writes it into dist/admin/, and the git host
// chosen by CMS_BACKEND into dist/admin/backend.json (src/admin/backend.ts). The app reads that file at start.
const root = import.meta.dirname;

export default defineConfig(({ command }) => ({
  root,
  appType: 'mpa',
  publicDir: command === 'serve' ? 'public' : false,
  cacheDir: 'node_modules/.vite-admin',
  plugins: [react(), tailwindcss(), decapPatches],
  // Found up front, so Decap's bundle is prepared once at the start, not again when the preview's imports
  // turn up (a second round holds every request until it is done).
  // Decap's TOML parser reads Node's `global`. Since the app imports a module of decap-cms-core beside
  // decap-cms-app (src/admin/new-slug.ts), the dev prebundle runs that code as the app starts, and without
  // `global` it stopped there («global is not defined»): a blank app.
  optimizeDeps: {
    entries: ['admin/index.html'],
    rolldownOptions: { transform: { define: { global: 'globalThis' } }, plugins: [decapPatches] },
  },
  resolve: { alias: { '@': `${root}/src` } },
  build: {
    target: 'es2022',
    assetsDir: `${TOP_LEVEL.admin}/${TOP_LEVEL.assets}`,
    emptyOutDir: false,
    chunkSizeWarningLimit: 6000,
    rollupOptions: {
      input: { admin: `${root}/admin/index.html` },
      // Decap's TOML parser calls eval for a Node-only helper, which the app never reaches.
      onwarn: (warning, warn) => (warning.code === 'EVAL' ? undefined : warn(warning)),
    },
  },
}));
