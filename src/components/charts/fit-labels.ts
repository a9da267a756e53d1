import { type RefObject, useEffect } from 'react';

// A chart places its labels for the text size it is drawn with. A visitor's own text spacing or larger
// text (WCAG 1.4.12, 1.4.4) makes a label longer than that: the SVG would cut it at its edge, and the years
// of an axis would run into each other. So, in the browser, every chart measures its texts as drawn (CSS
// transforms of the responsive layout included): a row of labels that overlap shows every other one (the
// last, the latest year, always), and the viewBox grows to take in what sticks out, so the drawing gets a
// little smaller and every label stays whole. At the default settings nothing overlaps or sticks out and
// the chart stays as built.

/** One user unit of room beyond the measured text. */
const PAD = 1;
/** How far (px) a text's box may pass the SVG's edge before the chart makes room: a glyph's side bearing. */
const SLACK = 1.5;

const shown = (texts: SVGTextElement[]) =>
  texts.map((t) => [t, t.getBoundingClientRect()] as const).filter(([, r]) => r.width > 0);

/** Rows of three or more labels side by side (an axis's years), left to right. */
function rows(texts: SVGTextElement[]): SVGTextElement[][] {
  const byTop = new Map<number, [SVGTextElement, DOMRect][]>();
  for (const [t, r] of shown(texts)) {
    const key = Math.round(r.top);
    byTop.set(key, [...(byTop.get(key) ?? []), [t, r]]);
  }
  return [...byTop.values()]
    .filter((row) => row.length >= 3)
    .map((row) => row.sort((a, b) => a[1].left - b[1].left).map(([t]) => t));
}

/** Shows every `step`-th label of the row, counted back from the last, with the fewest steps that do not overlap. */
function thinOut(row: SVGTextElement[]) {
  for (let step = 1; step < row.length; step++) {
    row.forEach((t, i) => {
      t.style.visibility = (row.length - 1 - i) % step === 0 ? '' : 'hidden';
    });
    const boxes = row.filter((t) => t.style.visibility === '').map((t) => t.getBoundingClientRect());
    if (boxes.every((b, i) => i === 0 || (boxes[i - 1]?.right ?? 0) <= b.left)) return;
  }
}

/** Fits `svg`'s labels; again whenever the SVG or one of its texts changes size. */
export function fitLabels(svg: SVGSVGElement): () => void {
  const built = svg.getAttribute('viewBox');
  const texts = [...svg.querySelectorAll('text')];
  const fit = () => {
    if (built) svg.setAttribute('viewBox', built);
    for (const t of texts) t.style.visibility = '';
    const frame = svg.getBoundingClientRect();
    const toUser = svg.getScreenCTM()?.inverse();
    if (frame.width === 0 || !toUser) return; // not shown (the other layout's drawing)
    for (const row of rows(texts)) thinOut(row);
    // The part of the user space the frame shows, and the texts' boxes, in user units.
    const corners = (r: { left: number; top: number; right: number; bottom: number }) =>
      [new DOMPoint(r.left, r.top), new DOMPoint(r.right, r.bottom)].map((p) => p.matrixTransform(toUser));
    const [a, b] = corners(frame) as [DOMPoint, DOMPoint];
    const view = { left: a.x, top: a.y, right: b.x, bottom: b.y };
    // A glyph box may pass the edge by a fraction of a pixel where the ink does not: that is left alone.
    const [c, d] = corners({
      left: frame.left - SLACK,
      top: frame.top - SLACK,
      right: frame.right + SLACK,
      bottom: frame.bottom + SLACK,
    }) as [DOMPoint, DOMPoint];
    const need = { ...view };
    for (const [t, r] of shown(texts)) {
      if (t.style.visibility === 'hidden') continue;
      const [p, q] = corners(r) as [DOMPoint, DOMPoint];
      need.left = Math.min(need.left, p.x);
      need.top = Math.min(need.top, p.y);
      need.right = Math.max(need.right, q.x);
      need.bottom = Math.max(need.bottom, q.y);
    }
    const within = { left: c.x, top: c.y, right: d.x, bottom: d.y };
    if (
      need.left >= within.left &&
      need.top >= within.top &&
      need.right <= within.right &&
      need.bottom <= within.bottom
    )
      return;
    need.left = need.left < within.left ? need.left - PAD : view.left;
    need.top = need.top < within.top ? need.top - PAD : view.top;
    need.right = need.right > within.right ? need.right + PAD : view.right;
    need.bottom = need.bottom > within.bottom ? need.bottom + PAD : view.bottom;
    svg.setAttribute(
      'viewBox',
      [need.left, need.top, need.right - need.left, need.bottom - need.top]
        .map((n) => Math.round(n * 100) / 100)
        .join(' '),
    );
  };
  // Texts report their own size changes (a style sheet of the visitor's, a font); the SVG its frame's.
  const observer = new ResizeObserver(fit);
  observer.observe(svg);
  for (const text of texts) observer.observe(text);
  return () => {
    observer.disconnect();
    if (built) svg.setAttribute('viewBox', built);
  };
}

/** Fits the labels of every chart (`svg[data-chart]`) inside `ref`'s element while it is mounted. */
export function useFittedLabels(ref: RefObject<Element | null>) {
  useEffect(() => {
    const stops = [...(ref.current?.querySelectorAll<SVGSVGElement>('svg[data-chart]') ?? [])].map(fitLabels);
    return () => {
      for (const stop of stops) stop();
    };
  }, [ref]);
}
