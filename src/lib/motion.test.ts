import { describe, expect, it } from 'vitest';
import { clamp, counterValue, easeOutCubic, heroLogoHeight, lerp } from './motion.ts';

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

describe('counterValue', () => {
  it('starts at from and ends exactly at to', () => {
    expect(counterValue(312, 412, 0, 2500)).toBe(312);
    expect(counterValue(312, 412, 2500, 2500)).toBe(412);
    expect(counterValue(312, 412, 9999, 2500)).toBe(412);
    expect(counterValue(1255, 1155, 2500, 2500)).toBe(1155);
  });
  it('eases out: at half time 87.5 % of the way, in whole houses', () => {
    expect(counterValue(312, 412, 1250, 2500)).toBe(400); // 312 + 0.875 × 100 = 399.5, rounded
    expect(counterValue(1255, 1155, 1250, 2500)).toBe(1168); // 1255 − 87.5 = 1167.5, rounded
    expect(Number.isInteger(counterValue(312, 412, 333, 2500))).toBe(true);
  });
  it('counts monotonically, up or down', () => {
    let up = 312;
    let down = 1255;
    for (let t = 0; t <= 2600; t += 16) {
      const u = counterValue(312, 412, t, 2500);
      const d = counterValue(1255, 1155, t, 2500);
      expect(u).toBeGreaterThanOrEqual(up);
      expect(d).toBeLessThanOrEqual(down);
      up = u;
      down = d;
    }
  });
  it('rounds to the decimals asked for (the 6.4 % share)', () => {
    expect(counterValue(0, 6.4, 750, 1500, 1)).toBe(5.6);
    expect(counterValue(0, 6.38, 1500, 1500, 1)).toBe(6.38); // the end value is exact, not rounded
  });
  it('shows the end at once for a zero duration', () => {
    expect(counterValue(0, 5, 0, 0)).toBe(5);
  });
});
