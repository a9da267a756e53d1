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
    // One stylesheet for the site, which the prerender inlines into each page (the part the page uses) and
    // then removes. Split per chunk, the lazily loaded chart's imports would list it, and Vite's loader
    // would fetch the removed file again.
    cssCodeSplit: false,
    rollupOptions: { input: clientEntries },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'vite/**/*.test.ts',
      'tests/support/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/vitest-setup.ts'],
  },
});
