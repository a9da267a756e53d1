import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './vite/content-plugin.ts';

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), contentPlugin(root)],
  resolve: { alias: { '@': `${root}/src` } },
  build: {
    manifest: true,
    target: 'es2022',
    // One stylesheet for the site, which the prerender inlines into each page (the part the page uses) and
    // then removes. Split per chunk, the lazily loaded chart's imports would list it, and Vite's loader
    // would fetch the removed file again.
    cssCodeSplit: false,
    // One client entry per page of the build (src/pages/page-list.ts), which vite/content-plugin.ts sets
    // from the content; scripts/build/build.ts adds the SSR build and the prerender.
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'vite/**/*.test.ts',
      'tests/support/*.test.ts',
    ],
    environment: 'node',
    // Jsdom only where a file asks for it (`// @vitest-environment jsdom`). The files run in one worker that
    // keeps the modules it loaded, instead of a fresh process per file, which loaded Vite, zod and React
    // anew each time: most of the run. A test file restores what it changes (vi.unstubAllEnvs, its temporary
    // folders); shuffled runs (`--sequence.shuffle.files`) show one that does not.
    isolate: false,
    setupFiles: ['tests/support/vitest-setup.ts'],
  },
});
