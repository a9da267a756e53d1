import type { ReactNode, Ref } from 'react';
import type { ChartSize } from './chart-size.ts';

interface ChartSvgProps {
  size: ChartSize;
  /** One sentence for screen readers: what the chart shows. */
  summary: string;
  /** The unit above the y-axis ("Häuser", "Index (2020 = 1)"). */
  unit: ReactNode;
  /** What the chart is, for tests and tools: `data-chart`. */
  chart: string;
  className?: string;
  /** How the drawing sits in a frame of another shape (`preserveAspectRatio`; see responsive-plot.ts). */
  fit?: string;
  /** A class for the unit's text (responsive-plot.ts moves it in the wide layout). */
  unitClassName?: string;
  /** Further `data-` attributes for tests and tools. */
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
  ref?: Ref<SVGSVGElement>;
}

/**
 * The frame of every chart: an SVG that fills its box, named for screen readers, the unit at the top left.
 * Its text is in the muted colour and the layout's font size unless a text says otherwise.
 */
export function ChartSvg({
  size,
  summary,
  unit,
  chart,
  className = '',
  fit,
  unitClassName,
  data,
  children,
  ref,
}: ChartSvgProps) {
  const { width, height, margin, fontSize } = size;
  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height="100%"
      preserveAspectRatio={fit}
      role="img"
      aria-label={summary}
      className={`absolute inset-0 size-full ${className}`}
      data-chart={chart}
      fontSize={fontSize}
      fill="var(--muted)"
      {...data}
    >
      <text y={margin.top - 16} className={unitClassName}>
        {unit}
      </text>
      {children}
    </svg>
  );
}
