import type { CampaignPhase } from '../../../src/content/campaign-time.ts';
import { MARKER_PHASES } from '../../../src/lib/campaign-markers.ts';

// Which municipalities the map names, and where: beside its mark where the name fits inside the drawing
// without covering another mark or name, tried right, left, above and below; else it stays unnamed (the
// page's list and the image's text name every one). Running campaigns are named first, then announced,
// then finished ones in the order given (the most recent first).

interface Mark {
  name: string;
  bfsNumber: number;
  phase: CampaignPhase;
  x: number;
  y: number;
}

export interface Label {
  name: string;
  bfsNumber: number;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How wide a name is drawn, generously: system sans serifs at weight 600 average about 0.55 em a letter,
 * capitals and wide letters more. A name counted too wide only stays unnamed where it would have fitted.
 */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const letter of text)
    em += /[MWmw]/.test(letter)
      ? 0.9
      : /[A-ZÄÖÜ]/.test(letter)
        ? 0.72
        : /[ilj.,' ]/.test(letter)
          ? 0.3
          : 0.58;
  return em * fontSize;
}

export function placeLabels(
  marks: Mark[],
  frame: { width: number; height: number },
  { markRadius, fontSize, margin }: { markRadius: number; fontSize: number; margin: number },
): Label[] {
  const pad = markRadius * 1.3;
  const taken: Box[] = marks.map(({ x, y }) => ({
    left: x - pad,
    top: y - pad,
    right: x + pad,
    bottom: y + pad,
  }));
  const inside = (box: Box) =>
    box.left >= margin / 2 &&
    box.top >= margin / 2 &&
    box.right <= frame.width - margin / 2 &&
    box.bottom <= frame.height - margin / 2;
  const labels: Label[] = [];
  const byPriority = marks
    .map((mark, i) => ({ mark, i }))
    .sort((a, b) => MARKER_PHASES.indexOf(a.mark.phase) - MARKER_PHASES.indexOf(b.mark.phase) || a.i - b.i);
  for (const { mark } of byPriority) {
    const width = textWidth(mark.name, fontSize);
    const gap = pad + 3;
    // Text drawn at y stands on its baseline: its box from 0.8 em above to 0.25 em below.
    const rise = fontSize * 0.35;
    const candidates: Label[] = [
      { name: mark.name, bfsNumber: mark.bfsNumber, x: mark.x + gap, y: mark.y + rise, anchor: 'start' },
      { name: mark.name, bfsNumber: mark.bfsNumber, x: mark.x - gap, y: mark.y + rise, anchor: 'end' },
      {
        name: mark.name,
        bfsNumber: mark.bfsNumber,
        x: mark.x,
        y: mark.y - gap - fontSize * 0.25,
        anchor: 'middle',
      },
      {
        name: mark.name,
        bfsNumber: mark.bfsNumber,
        x: mark.x,
        y: mark.y + gap + fontSize * 0.8,
        anchor: 'middle',
      },
    ];
    for (const label of candidates) {
      const left =
        label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - width : label.x - width / 2;
      const box = {
        left,
        top: label.y - fontSize * 0.8,
        right: left + width,
        bottom: label.y + fontSize * 0.25,
      };
      if (!inside(box) || taken.some((other) => overlaps(box, other))) continue;
      taken.push(box);
      labels.push({ ...label, x: Math.round(label.x), y: Math.round(label.y) });
      break;
    }
  }
  return labels;
}
