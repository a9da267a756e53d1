// WCAG 2's contrast ratio of two colours written #rrggbb, for tests that judge colours the code writes
// (an image's, a patched style's) where no page shows them to axe.

/** WCAG 2's relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrast(a: string, b: string): number {
  if (![a, b].every((hex) => /^#[0-9a-f]{6}$/i.test(hex)))
    throw new Error(`contrast: ${a}, ${b} are not #rrggbb`);
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
