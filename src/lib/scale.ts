// The little chart maths the site needs, written out so that no chart library ships in the initial
// bundle: a linear scale, an SVG path through points, and the ticks of an axis.

export type Scale = (value: number) => number;

/**
 * A coordinate rounded to 1/100 px: finer than any screen shows, and it keeps the prerendered SVG free of
 * digits like 116.80000000000001 that only weigh on the first round trip (docs/performance.md).
 */
export const round = (n: number) => Math.round(n * 100) / 100;

/** An SVG path written with a template literal, every number in it rounded to 1/100 px. */
export const svgPath = (parts: TemplateStringsArray, ...numbers: number[]) =>
  parts.reduce((path, part, i) => path + part + (i < numbers.length ? round(numbers[i] ?? 0) : ''), '');

/** Maps [d0, d1] linearly onto [r0, r1] (not clamped), rounded to 1/100. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): Scale {
  const span = d1 - d0;
  return (value) => round(span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** "M x,y L x,y …": straight segments through the points, rounded to 1/100 px. */
export function linePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join('');
}

/** A closed area between an upper and a lower line over the same x positions. */
export function bandPath(
  upper: readonly (readonly [number, number])[],
  lower: readonly (readonly [number, number])[],
): string {
  if (upper.length === 0) return '';
  return `${linePath([...upper, ...[...lower].reverse()])}Z`;
}

/**
 * Evenly spaced ticks from `min` to `max`, both included, in steps that are multiples of `unit` (3 to 7
 * ticks, the fewest intervals preferred after 5); falls back to round steps inside the range.
 */
export function axisTicks(min: number, max: number, unit = 10): number[] {
  const span = max - min;
  if (span <= 0) return [min];
  for (const intervals of [5, 4, 6, 3]) {
    const step = span / intervals;
    if (Number.isInteger(step / unit)) return Array.from({ length: intervals + 1 }, (_, i) => min + i * step);
  }
  const raw = span / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + 1e-9; t += step)
    ticks.push(Math.round(t * 1e6) / 1e6);
  return ticks;
}
