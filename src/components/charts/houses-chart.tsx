import type { ReactNode } from 'react';
import { formatNumber } from '@/base/format.ts';
import type { AxisRange, RenewableSeries } from '@/lib/figures.ts';
import { axisTicks, linearScale, linePath, round } from '@/lib/scale.ts';
import { type ChartSize, NARROW, WIDE_COMPACT } from './chart-size.ts';
import { ChartSvg } from './chart-svg.tsx';
import { type LineStyle, responsivePlot } from './responsive-plot.ts';
import { Marker, markerPaint } from './series-style.tsx';

// The line chart of single-family houses with renewable heating, year by year up to the project's start,
// and the two projections for the year after: with and without 100in100. Rendered at build time (real SVG
// in index.html, no JavaScript), drawn with the site's own little scale, and drawn once for phones and wide
// screens alike (responsive-plot.ts): its lines in the plot, its labels and markers each at its point.

/** Narrow: only the values right of the plot; the names go into a key in the plot's empty top-left corner. */
const NARROW_LAYOUT: ChartSize = { ...NARROW, margin: { ...NARROW.margin, right: 42 } };
/** Wide: value and name right of the plot. */
const WIDE_LAYOUT: ChartSize = { ...WIDE_COMPACT, margin: { ...WIDE_COMPACT.margin, right: 112 } };

/** How far the start marker reaches above the plot, under its label. */
const START_ABOVE = 4;
/** The lines of the plot, by class. The start marker's dashes go on from the part above the plot. */
const LINES = {
  grid: { width: 1 },
  start: { width: 1.5, dash: [3, 4], dashOffset: START_ABOVE },
  actual: { width: 3 },
  without: { width: 2.5, dash: [2, 5] },
  with: { width: 3, dash: [7, 5] },
} as const satisfies Record<string, LineStyle>;

const dashes = (style: LineStyle) => style.dash?.join(' ');

const SCOPE = '[data-chart=renewable-houses]';
const LAYOUT = responsivePlot({
  narrow: NARROW_LAYOUT,
  wide: WIDE_LAYOUT,
  scope: SCOPE,
  lines: LINES,
  // The wide layout names the projections beside their values (a key in the narrow one), a size larger.
  wideRules: [
    `${SCOPE} [data-key]{display:none}`,
    `${SCOPE} .name{display:inline}`,
    `${SCOPE} .value{font-size:${WIDE_LAYOUT.fontSize + 2}px}`,
  ],
});

/** The font sizes of both layouts, in their own units: label gaps are kept in whichever needs more room. */
const LABEL_GAP = Math.max(
  // Narrow: one line (the value) per label.
  NARROW_LAYOUT.fontSize * 1.4,
  // Wide: two lines per label, measured in the narrow plot's units.
  (WIDE_LAYOUT.fontSize * 2.6 * LAYOUT.unit * LAYOUT.plot.height) / LAYOUT.widePlot.height,
);

interface HousesChartProps {
  series: RenewableSeries;
  axis: AxisRange;
  /** One sentence for screen readers: what the chart shows. */
  summary: string;
  /** The y-axis' unit, the start's label and the two projections' names (site.json → wilChart). */
  labels: { unit: string; start: string; with: string; without: string };
}

/** A label or marker at a point of the plot: it keeps its shape and takes the wide layout's size there. */
function Glyph({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <g transform={`translate(${round(x)}${y ? ` ${round(y)}` : ''})`}>
      <g className="glyph">{children}</g>
    </g>
  );
}

export function HousesChart({ series, axis, summary, labels }: HousesChartProps) {
  const { plot, plotTransform, css } = LAYOUT;
  const first = series.actual[0]?.year ?? series.startYear;
  const years = Array.from({ length: series.projectionYear - first + 1 }, (_, i) => first + i);
  const x = linearScale([first, series.projectionYear], [0, plot.width]);
  const y = linearScale([axis.min, axis.max], [plot.height, 0]);
  const actual = series.actual.map((point) => [x(point.year), y(point.houses)] as const);
  const start = actual.at(-1) ?? [x(series.startYear), y(axis.min)];
  const withEnd = [x(series.projectionYear), y(series.withProject)] as const;
  const withoutEnd = [x(series.projectionYear), y(series.withoutProject)] as const;
  // Keep the two projection labels apart even when their values are close.
  const withLabelY = Math.min(withEnd[1], withoutEnd[1] - LABEL_GAP);
  const projections = [
    { id: 'with-project', style: 'with', end: withEnd, color: 'var(--brand)', cap: undefined },
    { id: 'without-project', style: 'without', end: withoutEnd, color: 'var(--fossil)', cap: 'round' },
  ] as const;

  return (
    <ChartSvg
      size={NARROW_LAYOUT}
      summary={summary}
      unit={labels.unit}
      chart="renewable-houses"
      fit="xMinYMin meet"
      unitClassName="unit"
    >
      <style>{css}</style>
      <g className="plot" transform={plotTransform}>
        {axisTicks(axis.min, axis.max).map((tick) => (
          <line
            key={tick}
            className="grid"
            x2={plot.width}
            y1={y(tick)}
            y2={y(tick)}
            stroke="var(--grid)"
            strokeWidth={LINES.grid.width}
          />
        ))}

        {/* Start of the project: a marker line through the whole plot. */}
        <line
          className="start"
          x1={start[0]}
          x2={start[0]}
          y2={plot.height}
          stroke="var(--muted)"
          strokeWidth={LINES.start.width}
          strokeDasharray={dashes(LINES.start)}
          strokeDashoffset={LINES.start.dashOffset}
        />

        {/* The houses so far, with a soft area beneath. */}
        <path
          d={`${linePath(actual)}L${start[0]},${plot.height}L${actual[0]?.[0] ?? start[0]},${plot.height}Z`}
          fill="var(--brand)"
          fillOpacity={0.1}
        />
        <path
          className="actual"
          d={linePath(actual)}
          fill="none"
          stroke="var(--brand)"
          strokeWidth={LINES.actual.width}
          strokeLinejoin="round"
        />

        {/* The two projections, dashed, each with its own dash and marker. */}
        {projections.map((line) => (
          <path
            key={line.id}
            className={line.style}
            d={linePath([start, line.end])}
            fill="none"
            stroke={line.color}
            strokeWidth={LINES[line.style].width}
            strokeDasharray={dashes(LINES[line.style])}
            strokeLinecap={line.cap}
          />
        ))}

        {axisTicks(axis.min, axis.max).map((tick) => (
          <Glyph key={tick} x={0} y={y(tick)}>
            <text x={-8} dy="0.35em" textAnchor="end">
              {formatNumber(tick)}
            </text>
          </Glyph>
        ))}
        {years.map((year) => (
          <Glyph key={year} x={x(year)} y={plot.height}>
            <text y={8} dy="1em" textAnchor="middle">
              {year}
            </text>
          </Glyph>
        ))}
        <Glyph x={start[0]} y={0}>
          <line
            y1={-START_ABOVE}
            stroke="var(--muted)"
            strokeWidth={LINES.start.width}
            strokeDasharray={dashes(LINES.start)}
          />
          <text y={-12} textAnchor="middle" fontWeight={700} fill="var(--ink)">
            {labels.start}
          </text>
        </Glyph>

        {/* The years' dots: their paint once, on their group (bytes of the first round trip). */}
        <g {...markerPaint('var(--brand)')}>
          {actual.map(([px, py], i) => (
            <Glyph key={series.actual[i]?.year} x={px} y={py}>
              <circle r={4} />
            </Glyph>
          ))}
        </g>
        <Glyph x={withoutEnd[0]} y={withoutEnd[1]}>
          <Marker shape="square" x={0} y={0} r={4.5} color="var(--fossil)" hollow />
        </Glyph>
        <Glyph x={withEnd[0]} y={withEnd[1]}>
          <Marker shape="circle" x={0} y={0} r={5.5} color="var(--brand)" hollow />
        </Glyph>

        {/* Direct labels right of the plot: the value, and (wide) what it means. */}
        {[
          {
            id: 'with-project',
            y: withLabelY,
            color: 'var(--brand)',
            value: series.withProject,
            name: labels.with,
          },
          {
            id: 'without-project',
            y: Math.max(withoutEnd[1], withLabelY + LABEL_GAP),
            color: 'var(--fossil)',
            value: series.withoutProject,
            name: labels.without,
          },
        ].map((label) => (
          <Glyph key={label.id} x={plot.width} y={label.y}>
            <text x={12} dy="0.35em" fill={label.color} data-label={label.id}>
              <tspan className="value" fontWeight={800} fontSize={NARROW_LAYOUT.fontSize + 2}>
                {formatNumber(label.value)}
              </tspan>
              <tspan className="name" x={12} dy="1.3em" display="none">
                {label.name}
              </tspan>
            </text>
          </Glyph>
        ))}

        {/* The narrow layout's key, in the plot's empty top-left corner. */}
        <g data-key="projections">
          {projections.map((line, i) => {
            const rowY = 10 + i * (NARROW_LAYOUT.fontSize + 8);
            return (
              <g key={line.id}>
                <line
                  x1={10}
                  x2={34}
                  y1={rowY}
                  y2={rowY}
                  stroke={line.color}
                  strokeWidth={LINES[line.style].width}
                  strokeDasharray={dashes(LINES[line.style])}
                  strokeLinecap="round"
                />
                <text x={42} y={rowY} dy="0.35em" fill={line.color} fontWeight={600}>
                  {line.id === 'with-project' ? labels.with : labels.without}
                </text>
              </g>
            );
          })}
        </g>
      </g>
    </ChartSvg>
  );
}
