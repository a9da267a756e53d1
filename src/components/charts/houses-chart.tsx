import type { AxisRange, RenewableSeries } from '@/lib/figures';
import { formatNumber } from '@/lib/format';
import { axisTicks, linearScale, linePath } from '@/lib/scale';
import { XLabels, YGrid } from './axes';
import { type ChartSize, NARROW, VARIANT_CLASS, WIDE_COMPACT } from './chart-size';
import { ChartSvg } from './chart-svg';
import { Marker } from './series-style';

// The line chart of single-family houses with renewable heating, year by year up to the project's start,
// and the two projections for the year after: with and without 100in100. Rendered at build time (real SVG
// in index.html), drawn with the site's own little scale: no chart library in the initial bundle.

/**
 * Wide: the projections are labelled right of the last year with value and name. Narrow: only the values
 * sit there, and the names go into a key in the plot's empty top-left corner, so the years keep their room.
 */
const SIZES: { size: ChartSize; className: string; labelFont: number; keyInPlot: boolean }[] = [
  {
    size: { ...NARROW, margin: { ...NARROW.margin, right: 42 } },
    className: VARIANT_CLASS.narrow,
    labelFont: 12,
    keyInPlot: true,
  },
  {
    size: { ...WIDE_COMPACT, margin: { ...WIDE_COMPACT.margin, right: 112 } },
    className: VARIANT_CLASS.wide,
    labelFont: 13,
    keyInPlot: false,
  },
];

const WITH_DASH = '7 5';
const WITHOUT_DASH = '2 5';

export const START_LABEL = 'Start 100in100';
export const WITH_LABEL = 'mit 100in100';
export const WITHOUT_LABEL = 'ohne 100in100';

interface HousesChartProps {
  series: RenewableSeries;
  axis: AxisRange;
  /** One sentence for screen readers: what the chart shows. */
  summary: string;
}

function HousesSvg({
  series,
  axis,
  summary,
  size,
  className,
  labelFont,
  keyInPlot,
}: HousesChartProps & { size: ChartSize; className: string; labelFont: number; keyInPlot: boolean }) {
  const { width, height, margin, fontSize } = size;
  const first = series.actual[0]?.year ?? series.startYear;
  const years = Array.from({ length: series.projectionYear - first + 1 }, (_, i) => first + i);
  const x = linearScale([first, series.projectionYear], [margin.left, width - margin.right]);
  const y = linearScale([axis.min, axis.max], [height - margin.bottom, margin.top]);
  const actual = series.actual.map((p) => [x(p.year), y(p.houses)] as const);
  const start = actual.at(-1) ?? [x(series.startYear), y(axis.min)];
  const withEnd = [x(series.projectionYear), y(series.withProject)] as const;
  const withoutEnd = [x(series.projectionYear), y(series.withoutProject)] as const;
  const bottom = height - margin.bottom;
  const labelX = withEnd[0] + 12;
  // Keep the two projection labels apart even when their values are close.
  const gap = keyInPlot ? labelFont * 1.4 : labelFont * 2.6;
  const withLabelY = Math.min(withEnd[1], withoutEnd[1] - gap);

  return (
    <ChartSvg
      size={size}
      summary={summary}
      unit="Häuser"
      chart="renewable-houses"
      className={className}
      // The y-axis range, for tests and tools: derived from the figures or set in the municipality file.
      data={{ 'data-axis-min': axis.min, 'data-axis-max': axis.max }}
    >
      <YGrid size={size} ticks={axisTicks(axis.min, axis.max)} y={y} format={(t) => formatNumber(t)} />
      <XLabels size={size} years={years} x={x} />

      {/* Start of the project: a marker line through the whole plot. */}
      <line
        x1={start[0]}
        x2={start[0]}
        y1={margin.top - 4}
        y2={bottom}
        stroke="var(--muted)"
        strokeWidth={1.5}
        strokeDasharray="3 4"
        data-marker="start"
      />
      <text
        x={start[0]}
        y={margin.top - 12}
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight={700}
        fill="var(--ink)"
      >
        {START_LABEL}
      </text>

      {/* The houses so far, with a soft area beneath. */}
      <path
        d={`${linePath(actual)}L${start[0]},${bottom}L${actual[0]?.[0] ?? start[0]},${bottom}Z`}
        fill="var(--brand)"
        fillOpacity={0.1}
      />
      <path
        d={linePath(actual)}
        fill="none"
        stroke="var(--brand)"
        strokeWidth={3}
        strokeLinejoin="round"
        data-line="actual"
      />

      {/* The two projections, dashed, each with its own dash and marker. */}
      {[
        {
          id: 'without-project',
          end: withoutEnd,
          color: 'var(--fossil)',
          width: 2.5,
          dash: WITHOUT_DASH,
          cap: 'round' as const,
        },
        {
          id: 'with-project',
          end: withEnd,
          color: 'var(--brand)',
          width: 3,
          dash: WITH_DASH,
          cap: undefined,
        },
      ].map((line) => (
        <path
          key={line.id}
          d={linePath([start, line.end])}
          fill="none"
          stroke={line.color}
          strokeWidth={line.width}
          strokeDasharray={line.dash}
          strokeLinecap={line.cap}
          data-line={line.id}
        />
      ))}
      {actual.map(([px, py], i) => (
        <Marker key={series.actual[i]?.year} shape="circle" x={px} y={py} r={4} color="var(--brand)" />
      ))}
      <Marker shape="square" x={withoutEnd[0]} y={withoutEnd[1]} r={4.5} color="var(--fossil)" hollow />
      <Marker shape="circle" x={withEnd[0]} y={withEnd[1]} r={5.5} color="var(--brand)" hollow />

      {/* Direct labels: the value, and (wide) what it means. */}
      {[
        {
          id: 'with-project',
          y: withLabelY,
          color: 'var(--brand)',
          value: series.withProject,
          name: WITH_LABEL,
        },
        {
          id: 'without-project',
          y: Math.max(withoutEnd[1], withLabelY + gap),
          color: 'var(--fossil)',
          value: series.withoutProject,
          name: WITHOUT_LABEL,
        },
      ].map(({ id, name, ...label }) => (
        <ProjectionLabel
          key={id}
          x={labelX}
          font={labelFont}
          name={keyInPlot ? null : name}
          data={id}
          {...label}
        />
      ))}
      {keyInPlot ? (
        <g fontSize={labelFont} data-key="projections">
          {[
            { label: WITH_LABEL, color: 'var(--brand)', dash: WITH_DASH, width: 3 },
            { label: WITHOUT_LABEL, color: 'var(--fossil)', dash: WITHOUT_DASH, width: 2.5 },
          ].map((item, i) => {
            const rowY = margin.top + 10 + i * (labelFont + 8);
            return (
              <g key={item.label}>
                <line
                  x1={margin.left + 10}
                  x2={margin.left + 34}
                  y1={rowY}
                  y2={rowY}
                  stroke={item.color}
                  strokeWidth={item.width}
                  strokeDasharray={item.dash}
                  strokeLinecap="round"
                />
                <text x={margin.left + 42} y={rowY} dy="0.35em" fill={item.color} fontWeight={600}>
                  {item.label}
                </text>
              </g>
            );
          })}
        </g>
      ) : null}
    </ChartSvg>
  );
}

/** A projection's value at the end of its line and, where there is room, its name below. */
function ProjectionLabel(props: {
  x: number;
  y: number;
  font: number;
  color: string;
  value: number;
  name: string | null;
  data: string;
}) {
  return (
    <text
      x={props.x}
      y={props.y}
      dy="0.35em"
      fontSize={props.font}
      fill={props.color}
      data-label={props.data}
    >
      <tspan fontWeight={800} fontSize={props.font + 2}>
        {formatNumber(props.value)}
      </tspan>
      {props.name === null ? null : (
        <tspan x={props.x} dy="1.3em">
          {props.name}
        </tspan>
      )}
    </text>
  );
}

export function HousesChart(props: HousesChartProps) {
  return (
    <>
      {SIZES.map(({ size, className, labelFont, keyInPlot }) => (
        <HousesSvg
          key={size.width}
          {...props}
          size={size}
          className={className}
          labelFont={labelFont}
          keyInPlot={keyInPlot}
        />
      ))}
    </>
  );
}
