import type { CampaignPhase } from '@/content/campaign-time.ts';

// How the map of all campaigns marks a municipality by its campaign's phase, shared by the map (drawn by
// the build, scripts/build/campaigns-map/) and its legend on the page: a shape of its own for each phase
// and a colour of its own, so that the phase never rests on colour alone. The map is an image, which the
// page's colour tokens do not reach: its colours are written here, as the tokens' light and dark values.

/** The phases in the order the legend names them. */
export const MARKER_PHASES = ['running', 'announced', 'finished'] as const satisfies readonly CampaignPhase[];

/**
 * The outline of a phase's mark centred on 0,0, `r` its half width: running a diamond, announced a
 * triangle, finished a circle (a path too, so that the legend draws it the same way).
 */
export function markerPath(phase: CampaignPhase, r: number): string {
  const n = (value: number) => Number(value.toFixed(2));
  if (phase === 'running') {
    const d = n(r * 1.25);
    return `M0 ${-d}L${d} 0L0 ${d}L${-d} 0Z`;
  }
  if (phase === 'announced') {
    const h = n(r * 1.2);
    return `M0 ${-h}L${h} ${n(h * 0.8)}L${-h} ${n(h * 0.8)}Z`;
  }
  // A circle looks smaller than a diamond or a triangle of the same width: a little larger.
  const c = n(r * 1.15);
  return `M${-c} 0a${c} ${c} 0 1 0 ${2 * c} 0a${c} ${c} 0 1 0 ${-2 * c} 0Z`;
}

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

/** The map's colours in the site's light and dark schemes (src/styles/global.css: card, brand, accent, ink). */
export const MAP_PALETTES: Record<'light' | 'dark', MapPalette> = {
  light: {
    ground: '#ffffff',
    land: '#eef3ef',
    border: '#a9b9ae',
    outline: '#5f7266',
    lake: '#cbe0ee',
    label: '#14231a',
    halo: '#ffffff',
    marks: {
      running: { fill: '#f5b700', edge: '#14231a' },
      announced: { fill: '#ffffff', edge: '#1f6b3a' },
      finished: { fill: '#1f6b3a', edge: '#ffffff' },
    },
  },
  dark: {
    ground: '#18241e',
    land: '#223129',
    border: '#4a5f52',
    outline: '#8a9e91',
    lake: '#1d3a4f',
    label: '#e7efe9',
    halo: '#18241e',
    marks: {
      running: { fill: '#f5c542', edge: '#0e1512' },
      announced: { fill: '#0e1512', edge: '#6fd39a' },
      finished: { fill: '#6fd39a', edge: '#0e1512' },
    },
  },
};
