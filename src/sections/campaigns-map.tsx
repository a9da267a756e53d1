import { formatNumber } from '@/base/format.ts';
import { OverviewSection } from '@/components/layout/overview-section.tsx';
import { PhaseMark } from '@/components/ui/phase-mark.tsx';
import { GEODATA_YEAR } from '@/content/geodata/official-municipalities.ts';
import { fill } from '@/content/placeholders.ts';
import type { CampaignSummary } from '@/content/schema/content.ts';
import type { Site } from '@/content/schema/site.ts';
import { MARKER_PHASES } from '@/lib/campaign-markers.ts';

// The map of all campaigns on the overview page: an SVG file drawn by the build (scripts/build/
// campaigns-map/), loaded when it comes near the screen, its size reserved so that nothing moves. Its text
// alternative names every campaign by phase; the legend shows each phase's mark and how many there are.

/** A map's file as the build wrote it: its path and its size in its own units (the image's aspect). */
interface MapFile {
  path: string;
  width: number;
  height: number;
}

/** The map's two drawings: for screens from 640 px, and for phones (larger marks and names for its size). */
export interface MapImage {
  wide: MapFile;
  narrow: MapFile;
}

/** «Karte der Schweiz … Läuft jetzt: Balsthal. Angekündigt: Seengen. Abgeschlossen: Weinfelden, Diepoldsau.» */
export function mapText(copy: Site['campaignsOverview'], campaigns: CampaignSummary[]): string {
  const phases = MARKER_PHASES.flatMap((phase) => {
    const names = campaigns.filter((c) => c.status.phase === phase).map((c) => c.name);
    return names.length > 0 ? [`${copy.phases[phase]}: ${names.join(', ')}.`] : [];
  });
  return [fill(copy.mapText, { count: formatNumber(campaigns.length) }), ...phases].join(' ');
}

export function CampaignsMap({
  copy,
  campaigns,
  map,
}: {
  copy: Site['campaignsOverview'];
  campaigns: CampaignSummary[];
  map: MapImage;
}) {
  return (
    <OverviewSection
      id="karte"
      heading={copy.mapHeading}
      className="mx-auto max-w-content px-5 pt-16 sm:px-8"
    >
      <figure className="mt-6">
        <picture>
          <source
            media="(min-width: 40rem)"
            srcSet={map.wide.path}
            width={map.wide.width}
            height={map.wide.height}
          />
          <img
            src={map.narrow.path}
            width={map.narrow.width}
            height={map.narrow.height}
            alt={mapText(copy, campaigns)}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl border border-line"
          />
        </picture>
        <figcaption className="mt-4 flex flex-col gap-3">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {MARKER_PHASES.map((phase) => (
              <li key={phase} className="flex items-center gap-2 font-semibold">
                <PhaseMark phase={phase} />
                {`${copy.phases[phase]} (${formatNumber(campaigns.filter((c) => c.status.phase === phase).length)})`}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">{fill(copy.mapSource, { year: String(GEODATA_YEAR) })}</p>
        </figcaption>
      </figure>
    </OverviewSection>
  );
}
