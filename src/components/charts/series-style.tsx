// How each series of the heat-pump index chart looks: its colour (a theme variable, so it follows the
// colour scheme) and a marker shape, so that series differ by more than colour. Minus lines are dashed.

import { round, svgPath } from '@/lib/scale.ts';

type MarkerShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'triangle-down' | 'cross';

const SERIES_STYLE: readonly { color: string; marker: MarkerShape }[] = [
  { color: 'var(--chart-1)', marker: 'circle' },
  { color: 'var(--chart-2)', marker: 'square' },
  { color: 'var(--chart-3)', marker: 'diamond' },
  { color: 'var(--chart-4)', marker: 'triangle' },
  { color: 'var(--chart-5)', marker: 'triangle-down' },
  { color: 'var(--chart-6)', marker: 'cross' },
];

export const seriesStyle = (index: number) =>
  SERIES_STYLE[index % SERIES_STYLE.length] ?? { color: 'var(--ink)', marker: 'circle' as const };

/** The dash pattern of a Minus line (the lower estimate). */
export const MINUS_DASH = '6 4';

interface MarkerProps {
  shape: MarkerShape;
  x: number;
  y: number;
  /** Half the marker's width. */
  r: number;
  color: string;
  /** Hollow markers (filled with the card colour) sit on Minus lines. */
  hollow?: boolean;
}

/** A marker's paint: filled with its colour and ringed by the card's, or hollow (the card's, ringed by it). */
export const markerPaint = (color: string, hollow = false) => ({
  fill: hollow ? 'var(--card)' : color,
  stroke: hollow ? color : 'var(--card)',
  strokeWidth: 1.5,
});

export function Marker({ shape, x, y, r, color, hollow = false }: MarkerProps) {
  const paint = markerPaint(color, hollow);
  switch (shape) {
    case 'circle':
      // 0 is SVG's default: a marker drawn at its group's origin writes no position.
      return <circle cx={x ? round(x) : undefined} cy={y ? round(y) : undefined} r={round(r)} {...paint} />;
    case 'square':
      return (
        <rect
          x={round(x - r * 0.9)}
          y={round(y - r * 0.9)}
          width={round(r * 1.8)}
          height={round(r * 1.8)}
          {...paint}
        />
      );
    case 'diamond':
      return (
        <path
          d={svgPath`M${x},${y - r * 1.2}L${x + r * 1.2},${y}L${x},${y + r * 1.2}L${x - r * 1.2},${y}Z`}
          {...paint}
        />
      );
    case 'triangle':
      return (
        <path
          d={svgPath`M${x},${y - r * 1.2}L${x + r * 1.1},${y + r * 0.8}L${x - r * 1.1},${y + r * 0.8}Z`}
          {...paint}
        />
      );
    case 'triangle-down':
      return (
        <path
          d={svgPath`M${x},${y + r * 1.2}L${x + r * 1.1},${y - r * 0.8}L${x - r * 1.1},${y - r * 0.8}Z`}
          {...paint}
        />
      );
    case 'cross': {
      const a = r * 0.45;
      const b = r * 1.15;
      return (
        <path
          d={svgPath`M${x - a},${y - b}h${2 * a}v${b - a}h${b - a}v${2 * a}h${a - b}v${b - a}h${-2 * a}v${a - b}h${a - b}v${-2 * a}h${b - a}Z`}
          {...paint}
        />
      );
    }
  }
}
