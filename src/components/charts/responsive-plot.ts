import { round } from '@/lib/scale.ts';
import type { ChartSize } from './chart-size.ts';

// One drawing of a chart for both of its layouts: the narrow one (a phone's 8:7 frame) and the wide one (the
// 5:3 frame from md on). The SVG's coordinates are the narrow layout's, and its viewBox keeps them. In the
// wide frame the viewBox fills the frame's height, so the wide layout is drawn in the same coordinates,
// reduced by `unit` (one unit of the wide layout in the viewBox's units); what differs is where the plot
// sits and how large it is. So the chart puts
// - its plot in one group (`plot`), placed by an attribute for the narrow layout, and by one matrix of the
//   SVG's own style for the wide one (the lines are stretched with it);
// - every label and marker at its point, in a group of its own (`glyph`), which the wide style scales back
//   by the inverse of the plot's stretch and down to the wide layout's size, so it keeps its shape;
// - every line's width and dashes in the wide layout's units again, as a stroke that the stretch leaves
//   alone (`vector-effect: non-scaling-stroke`, measured in CSS pixels: `--u` is one wide unit in pixels).
// The wide style applies while the frame (a size container) is wider than halfway between the two shapes.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The plot's box: the drawing without its margins. */
export const plotBox = ({ width, height, margin }: ChartSize): Box => ({
  x: margin.left,
  y: margin.top,
  width: width - margin.left - margin.right,
  height: height - margin.top - margin.bottom,
});

/** A line of the plot: its width, its dashes and where they start, in units of the layout. */
export interface LineStyle {
  width: number;
  dash?: readonly [number, number];
  dashOffset?: number;
}

export interface ResponsivePlot {
  /** The narrow layout's plot: the plot's own coordinates run from (0, 0) to its width and height. */
  plot: Box;
  /** Places the plot in the narrow layout (an SVG transform attribute). */
  plotTransform: string;
  /** One unit of the wide layout, in the viewBox's units (the narrow layout's). */
  unit: number;
  /** The wide layout's plot in the viewBox's units: where the matrix puts the narrow plot. */
  widePlot: Box;
  /** The wide layout's rules (a <style> of the SVG), scoped to `scope`. */
  css: string;
}

const number = (n: number) => String(Math.round(n * 1e5) / 1e5);

/**
 * The geometry and the wide layout's style of a chart drawn once for `narrow` and `wide`. `lines` names the
 * classes of the plot's lines; `wideRules` adds rules of the chart's own (selectors inside `scope`).
 */
export function responsivePlot({
  narrow,
  wide,
  scope,
  lines,
  wideRules = [],
}: {
  narrow: ChartSize;
  wide: ChartSize;
  scope: string;
  lines: Record<string, LineStyle>;
  wideRules?: string[];
}): ResponsivePlot {
  const unit = narrow.height / wide.height;
  const plot = plotBox(narrow);
  const w = plotBox(wide);
  const widePlot = { x: unit * w.x, y: unit * w.y, width: unit * w.width, height: unit * w.height };
  const stretch = [widePlot.width / plot.width, widePlot.height / plot.height] as const;
  const px = (n: number) => `calc(var(--u)*${number(n)})`;
  const lineRules = Object.entries(lines).map(([name, { width, dash, dashOffset }]) =>
    [
      `${scope} .${name}{vector-effect:non-scaling-stroke;stroke-width:${px(width)}`,
      dash ? `;stroke-dasharray:${dash.map(px).join(' ')}` : '',
      dashOffset ? `;stroke-dashoffset:${px(dashOffset)}` : '',
      '}',
    ].join(''),
  );
  // Halfway between the two frames' shapes (8:7 and 5:3), as a ratio of whole numbers.
  const between = (narrow.width / narrow.height + wide.width / wide.height) / 2;
  const rules = [
    `${scope}{font-size:${wide.fontSize}px;--u:calc(100cqw/${wide.width})}`,
    `${scope} .plot{transform:matrix(${[stretch[0], 0, 0, stretch[1], widePlot.x, widePlot.y].map(number).join()})}`,
    `${scope} .glyph{transform:scale(${number(unit / stretch[0])},${number(unit / stretch[1])})}`,
    // The unit above the y-axis (ChartSvg) stands a fixed distance above the plot in either layout.
    `${scope} .unit{transform:translate(0,${number(unit * (wide.margin.top - narrow.margin.top))}px) scale(${number(unit)})}`,
    ...lineRules,
    ...wideRules,
  ];
  return {
    plot,
    plotTransform: `translate(${round(plot.x)} ${round(plot.y)})`,
    unit,
    widePlot,
    css: `@container (min-aspect-ratio:${Math.round(between * 1000)}/1000){${rules.join('')}}`,
  };
}
