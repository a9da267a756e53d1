import type { Scale } from '@/lib/scale.ts';
import type { ChartSize } from './chart-size.ts';

interface GridProps {
  size: ChartSize;
  ticks: readonly number[];
  y: Scale;
  format: (value: number) => string;
  /** A tick drawn a little stronger, such as the index's base line 1. */
  emphasise?: number;
}

/** Light horizontal grid lines with their values at the left. */
export function YGrid({ size, ticks, y, format, emphasise }: GridProps) {
  const { width, margin, fontSize } = size;
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={tick === emphasise ? 'var(--muted)' : 'var(--grid)'}
            strokeWidth={1}
            strokeDasharray={tick === emphasise ? '2 3' : undefined}
          />
          <text
            x={margin.left - 8}
            y={y(tick)}
            dy="0.35em"
            textAnchor="end"
            fontSize={fontSize}
            fill="var(--muted)"
          >
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The years along the bottom. */
export function XLabels({ size, years, x }: { size: ChartSize; years: readonly number[]; x: Scale }) {
  const { height, margin, fontSize } = size;
  return (
    <g>
      {years.map((year) => (
        <text
          key={year}
          x={x(year)}
          y={height - margin.bottom + fontSize + 8}
          textAnchor="middle"
          fontSize={fontSize}
          fill="var(--muted)"
        >
          {year}
        </text>
      ))}
    </g>
  );
}
