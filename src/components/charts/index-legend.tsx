import { DecorativeSvg } from '@/components/ui/decorative-svg.tsx';
import type { HeatPumpIndex } from '@/content/schema/heat-pump-index.ts';
import type { Site } from '@/content/schema/site.ts';
import { Marker, MINUS_DASH, seriesStyle } from './series-style.tsx';

/**
 * The custom legend of the heat-pump index chart: one entry per series with its colour, marker and line
 * style. Rendered at build time beside the chart's reserved frame, so it never shifts anything.
 */
export function IndexLegend({
  index,
  copy,
}: {
  index: HeatPumpIndex;
  copy: Pick<Site['heatPumpChart'], 'legendLabel' | 'legendNote'>;
}) {
  const hasRanges = index.series.some((series) => series.minus);
  return (
    <div className="mt-6">
      <ul aria-label={copy.legendLabel} className="grid gap-x-6 gap-y-2 text-base sm:grid-cols-2">
        {index.series.map((series, i) => {
          const { color, marker } = seriesStyle(i);
          return (
            <li key={series.key} className="flex items-center gap-3">
              <DecorativeSvg viewBox="0 0 40 18" width={40} height={18} className="shrink-0">
                {series.minus ? (
                  <>
                    <line x1="2" y1="5" x2="38" y2="5" stroke={color} strokeWidth="2.5" />
                    <line
                      x1="2"
                      y1="13"
                      x2="38"
                      y2="13"
                      stroke={color}
                      strokeWidth="2.5"
                      strokeDasharray={MINUS_DASH}
                    />
                    <Marker shape={marker} x={20} y={5} r={3.5} color={color} />
                    <Marker shape={marker} x={20} y={13} r={3.5} color={color} hollow />
                  </>
                ) : (
                  <>
                    <line x1="2" y1="9" x2="38" y2="9" stroke={color} strokeWidth={i === 0 ? 3.5 : 2.5} />
                    <Marker shape={marker} x={20} y={9} r={i === 0 ? 4.5 : 3.5} color={color} />
                  </>
                )}
              </DecorativeSvg>
              <span className={i === 0 ? 'font-semibold' : undefined}>{series.label}</span>
            </li>
          );
        })}
      </ul>
      {hasRanges ? <p className="mt-3 text-sm text-muted">{copy.legendNote}</p> : null}
    </div>
  );
}
