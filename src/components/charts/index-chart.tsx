import { useEffect, useRef } from 'react';
import { formatNumber } from '@/base/format.ts';
import { fill } from '@/content/placeholders.ts';
import type { HeatPumpIndex } from '@/content/schema/heat-pump-index.ts';
import type { Site } from '@/content/schema/site.ts';
import { type IndexLine, indexHighlight, indexLines, indexMax } from '@/lib/figures.ts';
import { axisTicks, bandPath, linearScale, linePath } from '@/lib/scale.ts';
import { XLabels, YGrid } from './axes.tsx';
import { type ChartSize, NARROW, VARIANT_CLASS, WIDE } from './chart-size.ts';
import { ChartSvg } from './chart-svg.tsx';
import { fitLabels } from './fit-labels.ts';
import { Marker, MINUS_DASH, seriesStyle } from './series-style.tsx';

// The multi-line chart of heat-pump applications indexed to 2020 = 1. This module is its own chunk, loaded
// only when the chart section has been seen (see src/sections/heat-pump-index.tsx).

/** The chart's texts (site.json → heatPumpChart). */
type Copy = Pick<Site['heatPumpChart'], 'unit' | 'chartSummary' | 'summaryHighlight' | 'summaryRange'>;

const index2 = (value: number) => formatNumber(value, { decimals: 2 });

/** One sentence that says what the chart shows, for screen readers (the table has every value). */
export function indexSummary(index: HeatPumpIndex, copy: Copy): string {
  const years = { firstYear: String(index.years[0]), year: String(index.years.at(-1)) };
  const highlight = indexHighlight(index);
  const others = indexLines(index)
    .filter((line) => line.key !== highlight?.key)
    .flatMap((line) => line.values.slice(-1));
  return [
    fill(copy.chartSummary, years),
    highlight
      ? fill(copy.summaryHighlight, {
          name: highlight.name,
          year: String(highlight.year),
          factor: index2(highlight.value),
        })
      : '',
    others.length > 0
      ? fill(copy.summaryRange, {
          ...years,
          min: index2(Math.min(...others)),
          max: index2(Math.max(...others)),
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function IndexSvg({
  index,
  copy,
  size,
  className,
}: {
  index: HeatPumpIndex;
  copy: Copy;
  size: ChartSize;
  className: string;
}) {
  const { width, height, margin, fontSize } = size;
  const first = index.years[0] ?? 0;
  const last = index.years.at(-1) ?? first + 1;
  const yMax = Math.max(1, Math.ceil(indexMax(index) / 0.5) * 0.5);
  const x = linearScale([first, last], [margin.left, width - margin.right]);
  const y = linearScale([0, yMax], [height - margin.bottom, margin.top]);
  const lines = indexLines(index);
  const points = (line: IndexLine) => line.values.map((v, i) => [x(first + i), y(v)] as const);
  const highlight = indexHighlight(index);
  const isHighlight = (line: IndexLine) => line.key === highlight?.key;
  // The highlighted series is drawn last, on top of the others.
  const ordered = [...lines.filter((line) => !isHighlight(line)), ...lines.filter(isHighlight)];
  const highlighted = lines.find(isHighlight);
  const highlightEnd = highlighted ? points(highlighted).at(-1) : undefined;
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => (ref.current ? fitLabels(ref.current) : undefined), []);

  return (
    <ChartSvg
      ref={ref}
      size={size}
      summary={indexSummary(index, copy)}
      unit={fill(copy.unit, { firstYear: String(first) })}
      chart="heat-pump-index"
      className={className}
    >
      <YGrid
        size={size}
        ticks={axisTicks(0, yMax, 0.5)}
        y={y}
        format={(t) => formatNumber(t)}
        emphasise={1}
      />
      <XLabels size={size} years={index.years} x={x} />
      {index.series.map((series, i) =>
        series.minus ? (
          <path
            key={`band-${series.key}`}
            d={bandPath(
              series.values.map((v, j) => [x(first + j), y(v)] as const),
              series.minus.map((v, j) => [x(first + j), y(v)] as const),
            )}
            fill={seriesStyle(i).color}
            fillOpacity={0.1}
          />
        ) : null,
      )}
      {ordered.map((line) => {
        const { color, marker } = seriesStyle(line.seriesIndex);
        const main = isHighlight(line);
        return (
          <g key={line.key}>
            <path
              d={linePath(points(line))}
              fill="none"
              stroke={color}
              strokeWidth={main ? 3.5 : 2}
              strokeLinejoin="round"
              strokeLinecap="round"
              strokeDasharray={line.kind === 'minus' ? MINUS_DASH : undefined}
              data-line={line.key}
              data-kind={line.kind}
            />
            {points(line).map(([px, py], i) => (
              <Marker
                key={index.years[i]}
                shape={marker}
                x={px}
                y={py}
                r={main ? 4.5 : 3}
                color={color}
                hollow={line.kind === 'minus'}
              />
            ))}
          </g>
        );
      })}
      {highlight && highlighted && highlightEnd ? (
        <text
          x={highlightEnd[0] - 10}
          y={highlightEnd[1]}
          dy="0.35em"
          textAnchor="end"
          fontSize={fontSize + 1}
          fontWeight={700}
          fill={seriesStyle(highlighted.seriesIndex).color}
        >
          {highlight.name} {index2(highlighted.values.at(-1) ?? 0)}
        </text>
      ) : null}
    </ChartSvg>
  );
}

export function IndexChart({ index, copy }: { index: HeatPumpIndex; copy: Copy }) {
  return (
    <>
      <IndexSvg index={index} copy={copy} size={NARROW} className={VARIANT_CLASS.narrow} />
      <IndexSvg index={index} copy={copy} size={WIDE} className={VARIANT_CLASS.wide} />
    </>
  );
}
