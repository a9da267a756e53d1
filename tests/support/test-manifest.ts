import type { Manifest } from 'vite';

/**
 * A small Vite manifest for tests, as the build writes it (one stylesheet for the site): an entry, a shared
 * chunk, an import cycle, a lazy chunk and the stylesheet.
 */
export const manifest: Manifest = {
  'src/entries/home.tsx': {
    file: 'assets/home-1.js',
    isEntry: true,
    imports: ['_hydrate.js'],
    dynamicImports: ['src/sections/chart.tsx'],
  },
  '_hydrate.js': { file: 'assets/hydrate-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js', imports: ['_hydrate.js'] },
  'src/sections/chart.tsx': { file: 'assets/chart-1.js', imports: ['_hydrate.js'] },
  'style.css': { file: 'assets/style-1.css', src: 'style.css' },
};
