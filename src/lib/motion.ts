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
