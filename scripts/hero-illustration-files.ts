import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HERO_ILLUSTRATION, HeroDrawing } from '../src/components/brand/hero-illustration.tsx';

// The hero illustration's image files, one per colour scheme: the drawing of
// src/components/brand/hero-illustration.tsx with each `var(--name)` replaced by that scheme's value in
// src/styles/global.css (an image cannot see the page's custom properties). `npm run images` writes them
// to public/; scripts/hero-illustration-files.test.ts fails when the committed files are out of step.

export type Scheme = keyof typeof HERO_ILLUSTRATION;

/** The custom properties of the palette in global.css: `:root`, and `:root` within the dark media query. */
export function palette(css: string, scheme: Scheme): Map<string, string> {
  const colours = new Map<string, string>();
  postcss.parse(css).walkRules(':root', (rule) => {
    const parent = rule.parent;
    const inDark =
      parent?.type === 'atrule' && /prefers-color-scheme:\s*dark/.test((parent as AtRule).params);
    const atTop = parent?.type === 'root';
    if (scheme === 'light' ? atTop : inDark)
      rule.walkDecls(/^--/, (decl) => {
        colours.set(decl.prop, decl.value);
      });
  });
  if (colours.size === 0) throw new Error(`global.css: no ${scheme} palette (:root block) found`);
  return colours;
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
