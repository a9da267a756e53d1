import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './vite/content-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The client entries, one per page; scripts/build.ts adds the SSR build and the prerender.
export const clientEntries = {
  home: 'src/entries/home.tsx',
  'privacy-policy': 'src/entries/privacy-policy.tsx',
  'not-found': 'src/entries/not-found.tsx',
};

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
