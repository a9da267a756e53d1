import { describe, expect, it } from 'vitest';
import type { ChartSize } from './chart-size.ts';
import { plotBox, responsivePlot } from './responsive-plot.ts';

// Two layouts of a chart, as the houses chart has them: a narrow 320×280 and a wide 600×360 drawing.
const narrow: ChartSize = {
  width: 320,
  height: 280,
  margin: { top: 28, right: 42, bottom: 30, left: 34 },
  fontSize: 12,
};
const wide: ChartSize = {
  width: 600,
  height: 360,
  margin: { top: 32, right: 112, bottom: 34, left: 44 },
  fontSize: 13,
};
const layout = responsivePlot({
  narrow,
  wide,
  scope: '[data-chart=x]',
  lines: { grid: { width: 1 }, dashed: { width: 3, dash: [7, 5], dashOffset: 4 } },
  wideRules: ['[data-chart=x] .name{display:inline}'],
});

/** The numbers of a CSS function in `css`, e.g. matrix(…) of the rule for `.plot` (NaN where missing). */
const numbers = (css: string, selector: string, fn: string) => {
  const rule = css.slice(css.indexOf(selector));
  const args = (new RegExp(`${fn}\\(([^)]*)\\)`).exec(rule)?.[1] ?? '').split(/[,\s]+/);
  return Array.from({ length: 6 }, (_, i) => Number.parseFloat(args[i] ?? ''));
};

describe('responsivePlot', () => {
  it('draws in the narrow plot: it starts at the plot corner and is as large as the plot', () => {
    expect(layout.plot).toEqual({ x: 34, y: 28, width: 244, height: 222 });
    expect(layout.plotTransform).toBe('translate(34 28)');
  });

  it('puts every point of the narrow plot where the wide layout draws it, in the viewBox the frame fills', () => {
    // The wide frame is filled by the viewBox's height: 360 wide units are 280 of the viewBox.
    expect(layout.unit).toBeCloseTo(280 / 360, 10);
    const [a = 0, , , d = 0, e = 0, f = 0] = numbers(layout.css, '.plot{', 'matrix');
    const w = plotBox(wide);
    for (const [x, y] of [
      [0, 0],
      [244, 222],
      [100, 50],
    ] as const) {
      // The same fraction of the plot in both layouts.
      const wideX = (w.x + (x / 244) * w.width) * layout.unit;
      const wideY = (w.y + (y / 222) * w.height) * layout.unit;
      expect(a * x + e).toBeCloseTo(wideX, 3);
      expect(d * y + f).toBeCloseTo(wideY, 3);
    }
  });

  it("gives labels and markers their shape back, at the wide layout's size", () => {
    const [a = 0, , , d = 0] = numbers(layout.css, '.plot{', 'matrix');
    const [sx = 0, sy = 0] = numbers(layout.css, '.glyph{', 'scale');
    // Stretched by the plot and scaled by the glyph: one wide unit either way.
    expect(a * sx).toBeCloseTo(layout.unit, 4);
    expect(d * sy).toBeCloseTo(layout.unit, 4);
  });

  it("moves the unit above the y-axis by the difference of the layouts' top margins", () => {
    const [, dy = 0] = numbers(layout.css, '.unit{', 'translate');
    const [scale = 0] = numbers(layout.css, '.unit{', 'scale');
    // The narrow unit stands at y = 28 − 16; the wide at 32 − 16 wide units.
    expect(scale * (28 - 16) + dy).toBeCloseTo(layout.unit * (32 - 16), 3);
  });

  it("draws lines with the wide layout's widths and dashes, in pixels of the frame", () => {
    expect(layout.css).toContain('--u:calc(100cqw/600)');
    expect(layout.css).toContain(
      '[data-chart=x] .dashed{vector-effect:non-scaling-stroke;stroke-width:calc(var(--u)*3);stroke-dasharray:calc(var(--u)*7) calc(var(--u)*5);stroke-dashoffset:calc(var(--u)*4)}',
    );
    expect(layout.css).toContain(
      '[data-chart=x] .grid{vector-effect:non-scaling-stroke;stroke-width:calc(var(--u)*1)}',
    );
  });

  it('applies only to a frame shaped more like the wide layout (5:3) than the narrow one (8:7)', () => {
    const ratio = /^@container \(min-aspect-ratio:(\d+)\/(\d+)\)\{/.exec(layout.css);
    const threshold = Number(ratio?.[1]) / Number(ratio?.[2]);
    expect(threshold).toBeGreaterThan(320 / 280);
    expect(threshold).toBeLessThan(600 / 360);
    expect(layout.css).toContain('[data-chart=x]{font-size:13px;');
    expect(layout.css.endsWith('[data-chart=x] .name{display:inline}}')).toBe(true);
  });
});
