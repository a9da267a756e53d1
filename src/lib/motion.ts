// Pure motion maths, shared by the scroll-linked logo and the counters; easy to test without a browser.

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Cubic ease-out: fast start, gentle landing. t in [0, 1]. */
export const easeOutCubic = (t: number) => 1 - (1 - clamp(t, 0, 1)) ** 3;

/** Linear interpolation from `from` to `to` at progress t in [0, 1]. */
export const lerp = (from: number, to: number, t: number) => from + (to - from) * t;

export const HERO_LOGO = { maxHeight: 80, minHeight: 40 } as const;

/**
 * Height of the hero logo after scrolling `scrollY` pixels: it shrinks from 80 to 40 px over the first half
 * of the window height and stays at 40 px after that.
 */
export function heroLogoHeight(scrollY: number, viewportHeight: number): number {
  const progress = viewportHeight > 0 ? clamp(scrollY / (viewportHeight / 2), 0, 1) : 1;
  return lerp(HERO_LOGO.maxHeight, HERO_LOGO.minHeight, progress);
}

/**
 * The value a counter shows `elapsedMs` into an animation from `from` to `to` lasting `durationMs`, eased
 * out (cubic) and rounded to `decimals` digits (whole houses by default). Exactly `to` once time is up.
 */
export function counterValue(from: number, to: number, elapsedMs: number, durationMs: number, decimals = 0) {
  const progress = durationMs > 0 ? elapsedMs / durationMs : 1;
  if (progress >= 1) return to;
  const factor = 10 ** decimals;
  return Math.round(lerp(from, to, easeOutCubic(progress)) * factor) / factor;
}

/** The spec's timings and visibility thresholds of the two chart sections. */
export const MOTION = {
  /** Simulated loading of the heat-pump chart. */
  chartLoadDelayMs: 800,
  chartThreshold: 0.2,
  counterDurationMs: 2500,
  counterThreshold: 0.25,
  percentDurationMs: 1500,
  percentThreshold: 0.3,
} as const;
