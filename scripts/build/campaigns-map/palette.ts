import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import type { CampaignPhase } from '../../../src/content/campaign-time.ts';

// The map's colours in the site's light and dark schemes. The map is an image, which the page's colour tokens
// do not reach, so the build reads the tokens' values from the one place they are written,
// src/styles/global.css (`:root`, and `:root` in its `prefers-color-scheme: dark` block): a token changed
// there changes the map with the page. Land, borders and lakes have no token on the page; they are the map's
// own.

export type Scheme = 'light' | 'dark';

export interface MapPalette {
  /** The map's ground (the card it is drawn on), the land, the canton borders, the country's outline, the lakes. */
  ground: string;
  land: string;
  border: string;
  outline: string;
  lake: string;
  /** The municipalities' names and the halo that keeps them legible across borders and lakes. */
  label: string;
  halo: string;
  /** Each phase's fill and edge. */
  marks: Record<CampaignPhase, { fill: string; edge: string }>;
}

export const GLOBAL_CSS = new URL('../../../src/styles/global.css', import.meta.url);

/** The map's own colours, which the page has no token for. */
const MAP_OWN: Record<Scheme, Pick<MapPalette, 'land' | 'border' | 'outline' | 'lake'>> = {
  light: { land: '#eef3ef', border: '#a9b9ae', outline: '#5f7266', lake: '#cbe0ee' },
  dark: { land: '#223129', border: '#4a5f52', outline: '#8a9e91', lake: '#1d3a4f' },
};

/** Which scheme a `:root` rule sets: light at the top level, dark in the dark block; none in print's. */
function schemeOf(rule: postcss.Rule): Scheme | undefined {
  const parent = rule.parent;
  if (parent?.type === 'root') return 'light';
  const media = parent?.type === 'atrule' ? (parent as postcss.AtRule) : undefined;
  return media?.name === 'media' && /^\(prefers-color-scheme:\s*dark\)$/.test(media.params)
    ? 'dark'
    : undefined;
}

/** The custom properties of `:root` in each scheme, by name without "--" (`brand`, `ink`). */
function colourTokens(css: string): Record<Scheme, Record<string, string>> {
  const tokens: Record<Scheme, Record<string, string>> = { light: {}, dark: {} };
  postcss.parse(css).walkRules(':root', (rule) => {
    const scheme = schemeOf(rule);
    if (!scheme) return;
    rule.walkDecls(/^--/, (decl) => {
      tokens[scheme][decl.prop.slice(2)] = decl.value;
    });
  });
  return tokens;
}

/** The map's palette in `scheme`, from the page's tokens (`css`: global.css) and the map's own colours. */
export function mapPalette(scheme: Scheme, css: string): MapPalette {
  const tokens = colourTokens(css)[scheme];
  const token = (name: string) => {
    const value = tokens[name];
    if (!value)
      throw new Error(
        `src/styles/global.css: the ${scheme} scheme has no --${name}, which the map’s colours take.`,
      );
    return value;
  };
  return {
    ground: token('card'),
    ...MAP_OWN[scheme],
    label: token('ink'),
    halo: token('card'),
    marks: {
      // The yellow diamond's edge is the scheme's darkest colour: the ink on light, the page on dark.
      running: { fill: token('accent'), edge: token(scheme === 'light' ? 'ink' : 'page') },
      announced: { fill: token('page'), edge: token('brand') },
      finished: { fill: token('brand'), edge: token('page') },
    },
  };
}

/** Both schemes' palettes from global.css as it is. */
export function mapPalettes(css = readFileSync(GLOBAL_CSS, 'utf8')): Record<Scheme, MapPalette> {
  return { light: mapPalette('light', css), dark: mapPalette('dark', css) };
}
