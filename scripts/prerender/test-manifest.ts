import type { Manifest } from './manifest';

/** A small Vite manifest for tests: an entry, a shared chunk with CSS, an import cycle, a lazy chunk. */
export const manifest: Manifest = {
  'src/entries/home.tsx': {
    file: 'assets/home-1.js',
    isEntry: true,
    imports: ['_hydrate.js'],
    dynamicImports: ['src/sections/chart.tsx'],
  },
  '_hydrate.js': { file: 'assets/hydrate-1.js', imports: ['_react.js'], css: ['assets/hydrate-1.css'] },
  '_react.js': { file: 'assets/react-1.js', imports: ['_hydrate.js'] },
  'src/sections/chart.tsx': { file: 'assets/chart-1.js', css: ['assets/chart-1.css'] },
};
