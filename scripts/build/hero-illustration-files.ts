import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HERO_ILLUSTRATION, HeroDrawing } from '../../src/components/brand/hero-illustration.tsx';
import { ROOT } from '../settings.ts';

// An image cannot see the page's custom properties, so each `var(--name)` in a drawn image becomes its value
// in src/styles/global.css, the palette's one source. The hero drawing's files are committed in public/
// (`npm run images`); scripts/build/hero-illustration-files.test.ts fails when they are out of step.

export type Scheme = keyof typeof HERO_ILLUSTRATION;

const GLOBAL_CSS = join(ROOT, 'src', 'styles', 'global.css');

/** The custom properties of a scheme in `css`: `:root`, or `:root` within the dark media query. */
export function palette(css: string, scheme: Scheme): Map<string, string> {
  const colours = new Map<string, string>();
  postcss.parse(css).walkRules(':root', (rule) => {
    const media = rule.parent?.type === 'atrule' ? (rule.parent as AtRule).params : '';
    if (scheme === 'dark' ? /prefers-color-scheme:\s*dark/.test(media) : rule.parent?.type === 'root')
      rule.walkDecls(/^--/, ({ prop, value }) => void colours.set(prop, value));
  });
  if (colours.size === 0) throw new Error(`global.css: no ${scheme} palette (:root block) found`);
  return colours;
}

/** `svg` with each `var(--name)` replaced by its value in the scheme's palette. */
export function paint(svg: string, scheme: Scheme, css = readFileSync(GLOBAL_CSS, 'utf8')): string {
  const colours = palette(css, scheme);
  return svg.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const value = colours.get(name);
    if (!value) throw new Error(`global.css: the ${scheme} palette has no ${name}, which an image uses`);
    return value;
  });
}

/** The hero drawing's file for one scheme. */
export const heroIllustrationFile = (scheme: Scheme, css?: string) =>
  `${paint(renderToStaticMarkup(createElement(HeroDrawing)), scheme, css)}\n`;

/** Every file, as its URL path → content. */
export const heroIllustrationFiles = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(HERO_ILLUSTRATION).map(([scheme, path]) => [path, heroIllustrationFile(scheme as Scheme)]),
  );
