import type { IconNode } from 'lucide';
import { createElement } from 'react';
import { DecorativeSvg } from '@/components/ui/decorative-svg.tsx';

/** Lucide's drawings: a 24 px grid, round unfilled lines in the text's colour, inherited by every part. */
const LUCIDE_GRID = { viewBox: '0 0 24 24', width: 24, height: 24 } as const;
const LUCIDE_LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

interface IconProps {
  /** A drawing of the Lucide set, imported by name from `lucide` (tree-shaken): `import { Mail } from 'lucide'`. */
  icon: IconNode;
  className?: string;
  /** Lucide draws with 2 px strokes on its 24 px grid. */
  strokeWidth?: number;
  'data-spinner'?: string;
}

/**
 * A decorative Lucide icon in the surrounding text's colour. Drawn here from the icon's data rather than by
 * lucide-react, whose components write `xmlns` and two class names into every icon: about 95 B of gzip on
 * the home page, whose HTML must arrive in the first round trip (docs/performance.md).
 */
export function Icon({ icon, className, strokeWidth = 2, ...data }: IconProps) {
  return (
    <DecorativeSvg
      {...LUCIDE_GRID}
      {...LUCIDE_LINE}
      strokeWidth={strokeWidth}
      className={className}
      {...data}
    >
      {icon.map(([tag, attributes], index) =>
        // The drawing's parts never change order: their index is a stable key.
        createElement(tag, { key: index, ...attributes }),
      )}
    </DecorativeSvg>
  );
}
