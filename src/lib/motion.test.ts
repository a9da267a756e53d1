import { describe, expect, it } from 'vitest';
import { clamp, easeOutCubic, heroLogoHeight, lerp } from './motion';

describe('easeOutCubic', () => {
  it('starts at 0, ends at 1 and stays within', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
  it('is past the middle at half time (ease-out) and never goes back', () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    let previous = 0;
    for (let t = 0; t <= 1; t += 0.05) {
      expect(easeOutCubic(t)).toBeGreaterThanOrEqual(previous);
      previous = easeOutCubic(t);
    }
  });
});

describe('lerp and clamp', () => {
  it('interpolate and bound', () => {
    expect(lerp(312, 412, 0.5)).toBe(362);
    expect(lerp(1255, 1155, 1)).toBe(1155);
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-5, 0, 3)).toBe(0);
  });
});

describe('heroLogoHeight', () => {
  it('shrinks from 80 to 40 px over half the window height, then stays', () => {
    expect(heroLogoHeight(0, 800)).toBe(80);
    expect(heroLogoHeight(200, 800)).toBe(60);
    expect(heroLogoHeight(400, 800)).toBe(40);
    expect(heroLogoHeight(3000, 800)).toBe(40);
    expect(heroLogoHeight(-50, 800)).toBe(80);
  });
});
