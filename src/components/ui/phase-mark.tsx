import type { CampaignPhase } from '@/content/campaign-time.ts';
import { markerPath } from '@/lib/campaign-markers.ts';
import { DecorativeSvg } from './decorative-svg.tsx';

// A campaign phase's mark as the map draws it (src/lib/campaign-markers.ts), for the legend and the list's
// headings: the same shape, in the page's colour tokens, which the map's own colours follow. Under forced
// colours it keeps them, as the map (an image) does, so that legend and map still match.

const PAINT: Record<CampaignPhase, string> = {
  running: 'fill-accent stroke-ink',
  announced: 'fill-card stroke-brand',
  finished: 'fill-brand stroke-card',
};

export function PhaseMark({ phase, className = '' }: { phase: CampaignPhase; className?: string }) {
  return (
    <DecorativeSvg
      viewBox="-12 -12 24 24"
      className={`size-5 shrink-0 forced-color-adjust-none ${PAINT[phase]} ${className}`}
      strokeWidth={2.5}
    >
      <path d={markerPath(phase, 8)} />
    </DecorativeSvg>
  );
}
