import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PAGES } from './src/pages/page-list.ts';
import { contentPlugin } from './vite/content-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// One client entry per page (src/pages/page-list.ts); scripts/build.ts adds the SSR build and the prerender.
const clientEntries = Object.fromEntries(PAGES.map((page) => [page.name, page.entry]));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), contentPlugin(root)],
  resolve: { alias: { '@': `${root}src` } },
  build: {
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: clientEntries },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'vite/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/vitest-setup.ts'],
  },
});
