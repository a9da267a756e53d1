import type { ReactNode } from 'react';
import type { ChartSize } from './chart-size';

interface ChartSvgProps {
  size: ChartSize;
  /** One sentence for screen readers: what the chart shows. */
  summary: string;
  /** The unit above the y-axis ("Häuser", "Index (2020 = 1)"). */
  unit: ReactNode;
  /** What the chart is, for tests and tools: `data-chart`. */
  chart: string;
  className?: string;
  /** Further `data-` attributes for tests and tools. */
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}

/** The frame of every chart: an SVG that fills its box, named for screen readers, the unit at the top left. */
export function ChartSvg({ size, summary, unit, chart, className = '', data, children }: ChartSvgProps) {
  const { width, height, margin, fontSize } = size;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height="100%"
      role="img"
      aria-label={summary}
      className={`absolute inset-0 size-full ${className}`}
      data-chart={chart}
      {...data}
    >
      <text x={0} y={margin.top - 16} fontSize={fontSize} fill="var(--muted)">
        {unit}
      </text>
      {children}
    </svg>
  );
}
