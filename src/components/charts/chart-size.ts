// Each chart has a narrow layout (a phone's 8:7 frame) and a wide one (from md on), so that a viewBox scaled
// to the screen keeps its text near its drawn size (about 12-13 px) on a phone and on a desktop. The houses
// chart, prerendered into the page, is one drawing for both (responsive-plot.ts); the heat-pump chart, drawn
// in the browser, renders one SVG per layout and CSS shows one. The frame around them reserves the same
// aspect ratio in every state, so nothing shifts.

export interface ChartSize {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  fontSize: number;
}

export const NARROW: ChartSize = {
  width: 320,
  height: 280,
  margin: { top: 28, right: 14, bottom: 30, left: 34 },
  fontSize: 12,
};

export const WIDE: ChartSize = {
  width: 720,
  height: 400,
  margin: { top: 32, right: 24, bottom: 34, left: 44 },
  fontSize: 13,
};

/** The houses chart sits in a narrower column on wide screens (beside the counter cards). */
export const WIDE_COMPACT: ChartSize = {
  width: 600,
  height: 360,
  margin: { top: 32, right: 24, bottom: 34, left: 44 },
  fontSize: 13,
};

/**
 * The frames' classes: the aspect ratios of NARROW (8/7, at most 28rem wide) and of the wide drawing (from
 * md: WIDE 9/5, WIDE_COMPACT 5/3). Written out in full so Tailwind finds them. The compact frame is a size
 * container: the houses chart chooses its layout by the frame's shape and sizes its lines by its width.
 */
export const FRAME_CLASS = {
  wide: 'relative mx-auto aspect-[8/7] w-full max-w-md md:aspect-[9/5] md:max-w-none',
  compact: '@container-size relative mx-auto aspect-[8/7] w-full max-w-md md:aspect-[5/3] md:max-w-none',
} as const;
/** Which of the heat-pump chart's two drawings shows. */
export const VARIANT_CLASS = { narrow: 'md:hidden', wide: 'hidden md:block' } as const;
