import type { Ref } from 'react';

// The 100in100 wordmark, drawn for this site: a badge with the sun over a house and the name. It is inline
// SVG, so it costs no request before the first paint; its colours are the --logo-* tokens of global.css,
// whose light and dark values make the light and dark variants, switched by the colour scheme. A page draws
// it once and shows it again with <use>: / has it three times (top bar, hero, footer), and the drawing is
// 400 bytes of the first round trip each time (docs/performance.md). Its name is set in the page's own
// font (the body's system font stack, inherited), so the drawing names none.

/** The id of the page's one drawing of the wordmark. */
const ART_ID = 'logo-art';

interface LogoProps {
  /** Rendered height in px; the width follows the badge's 5:2 aspect ratio. */
  height: 40 | 80;
  className?: string;
  /** Empty when the logo sits inside a link that already names the destination. */
  alt?: string;
  svgRef?: Ref<SVGSVGElement>;
  id?: string;
  /**
   * This logo holds the drawing, which every other logo of the page shows: exactly one per page (the hero's
   * on /, else the footer's or the page's only one). tests/e2e/links.spec.ts checks that each reference has
   * its target.
   */
  draw?: boolean;
}

export function Logo({ height, className, alt = '100in100', svgRef, id, draw = false }: LogoProps) {
  return (
    <svg
      ref={svgRef}
      id={id}
      viewBox="0 0 200 80"
      width={height * 2.5}
      height={height}
      className={className}
      data-logo=""
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {draw ? (
        <g id={ART_ID}>
          <rect
            x="1"
            y="1"
            width="198"
            height="78"
            rx="39"
            fill="var(--logo-bg)"
            stroke="var(--logo-ring)"
            strokeWidth="2"
          />
          <circle cx="40" cy="40" r="23" fill="var(--logo-sun)" />
          <path d="M27 48 40 36l13 12v9H27z" fill="var(--logo-house)" />
          <path d="M36 57v-7h8v7" fill="var(--logo-sun)" />
          <text
            x="72"
            y="51"
            fontSize="30"
            fontWeight="800"
            textLength="114"
            lengthAdjust="spacingAndGlyphs"
            fill="var(--logo-ink)"
          >
            100<tspan fill="var(--logo-accent)">in</tspan>100
          </text>
        </g>
      ) : (
        <use href={`#${ART_ID}`} />
      )}
    </svg>
  );
}
