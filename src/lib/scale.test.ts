import { describe, expect, it } from 'vitest';
import { axisTicks, bandPath, linearScale, linePath, svgPath } from './scale.ts';

describe('linearScale', () => {
  it('maps the domain onto the range, also inverted (SVG y grows downward)', () => {
    const x = linearScale([2020, 2027], [0, 700]);
    expect(x(2020)).toBe(0);
    expect(x(2027)).toBe(700);
    expect(x(2023.5)).toBe(350);
    const y = linearScale([180, 480], [300, 0]);
    expect(y(180)).toBe(300);
    expect(y(480)).toBe(0);
    expect(y(330)).toBe(150);
  });
  it('puts everything in the middle for an empty domain', () => {
    expect(linearScale([1, 1], [0, 10])(1)).toBe(5);
  });
  it('rounds to 1/100, so that the SVG carries no float noise such as 116.80000000000001', () => {
    expect(linearScale([2020, 2027], [34, 278])(2021)).toBe(68.86);
    expect(linearScale([0, 3], [0, 1])(1)).toBe(0.33);
  });
});

describe('svgPath', () => {
  it('writes every number of the path rounded to 1/100', () => {
    const a = 3.5 * 0.45;
    expect(svgPath`M${20 - a},${0.1 + 0.2}h${2 * a}Z`).toBe('M18.43,0.3h3.15Z');
  });
});

describe('linePath and bandPath', () => {
  it('draws straight segments, rounded to 1/100', () => {
    expect(
      linePath([
        [0, 10],
        [5.5, 2.123],
        [10, 0],
      ]),
    ).toBe('M0,10L5.5,2.12L10,0');
    expect(linePath([])).toBe('');
  });
  it('closes a band along the upper line and back along the lower', () => {
    expect(
      bandPath(
        [
          [0, 1],
          [1, 2],
        ],
        [
          [0, 3],
          [1, 4],
        ],
      ),
    ).toBe('M0,1L1,2L1,4L0,3Z');
  });
});

describe('axisTicks', () => {
  it('divides 180-480 into five steps of 60', () => {
    expect(axisTicks(180, 480)).toEqual([180, 240, 300, 360, 420, 480]);
  });
  it('divides an index axis 0-4 into whole steps', () => {
    expect(axisTicks(0, 4, 0.5)).toEqual([0, 1, 2, 3, 4]);
  });
  it('falls back to round steps when the span does not divide evenly', () => {
    expect(axisTicks(0, 73)).toEqual([0, 20, 40, 60]);
  });
});
