import type { CampaignPhase } from '@/content/campaign-time.ts';

// How the map of all campaigns marks a municipality by its campaign's phase, shared by the map (drawn by
// the build, scripts/build/campaigns-map/) and its legend on the page: a shape of its own for each phase
// and a colour of its own, so that the phase never rests on colour alone (the map's colours:
// scripts/build/campaigns-map/palette.ts).

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
