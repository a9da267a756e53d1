import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HERO_ILLUSTRATION, HeroDrawing } from '../src/components/brand/hero-illustration';

// The hero illustration's image files, one per colour scheme: the drawing of
// src/components/brand/hero-illustration.tsx with each `var(--name)` replaced by that scheme's value in
// src/styles/global.css (an image cannot see the page's custom properties). `npm run images` writes them
// to public/; scripts/hero-illustration-files.test.ts fails when the committed files are out of step.

export type Scheme = keyof typeof HERO_ILLUSTRATION;

/** The custom properties of the palette in global.css: `:root`, and `:root` within the dark media query. */
export function palette(css: string, scheme: Scheme): Map<string, string> {
  const block =
    scheme === 'light'
      ? css.match(/^:root\s*\{([^}]*)\}/m)?.[1]
      : css.match(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}/)?.[1];
  if (block === undefined) throw new Error(`global.css: no ${scheme} palette (:root block) found`);
  return new Map(
    [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [
      name,
      value.trim(),
    ]),
  );
}

/** The SVG file of one scheme. */
export function heroIllustrationFile(scheme: Scheme, css: string): string {
  const colours = palette(css, scheme);
  const svg = renderToStaticMarkup(createElement(HeroDrawing)).replace(
    /var\((--[\w-]+)\)/g,
    (_, name: string) => {
      const value = colours.get(name);
      if (!value)
        throw new Error(`global.css: the ${scheme} palette has no ${name}, which the hero illustration uses`);
      return value;
    },
  );
  return `${svg}\n`;
}

/** Every file, as path below public/ → content. */
export function heroIllustrationFiles(root: string): Record<string, string> {
  const css = readFileSync(join(root, 'src', 'styles', 'global.css'), 'utf8');
  return Object.fromEntries(
    (Object.keys(HERO_ILLUSTRATION) as Scheme[]).map((scheme) => [
      HERO_ILLUSTRATION[scheme].slice(1),
      heroIllustrationFile(scheme, css),
    ]),
  );
}
