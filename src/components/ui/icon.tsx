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

/**
 * An icon drawn once per page for `UsedIcon` to repeat (the partners' six «opens in a new tab» marks): each
 * repeat is a short reference instead of the whole drawing, bytes of the first round trip.
 */
export function IconSymbol({ id, icon }: { id: string; icon: IconNode }) {
  return (
    <DecorativeSvg width={0} height={0} className="absolute">
      <symbol id={id} {...LUCIDE_GRID} {...LUCIDE_LINE} strokeWidth={2}>
        {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </symbol>
    </DecorativeSvg>
  );
}

/** The icon `IconSymbol` drew under `id`. */
export function UsedIcon({ id, className }: { id: string; className?: string }) {
  return (
    <DecorativeSvg viewBox={LUCIDE_GRID.viewBox} className={className}>
      <use href={`#${id}`} />
    </DecorativeSvg>
  );
}
