// A house with a heat pump beside it and solar panels on its roof, under the sun; drawn for this site in
// the hero's colours. Decoration only. The page shows it as an image, one file per colour scheme
// (public/hero-illustration-{light,dark}.svg, written by `npm run images` from HeroDrawing and the palette of
// src/styles/global.css; a unit test keeps them in step): inline, its 2.3 KB of SVG cost `/` its first
// round trip on every phone, where it is not even shown.

/** The two files, by colour scheme. */
export const HERO_ILLUSTRATION = {
  light: '/hero-illustration-light.svg',
  dark: '/hero-illustration-dark.svg',
} as const;

const INK = 'var(--hero-ink)';

/** On wide screens only: below 1024 px it is hidden, and a hidden lazy image is never fetched. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <picture>
      <source media="(prefers-color-scheme: dark)" srcSet={HERO_ILLUSTRATION.dark} />
      <img
        src={HERO_ILLUSTRATION.light}
        alt=""
        width={480}
        height={400}
        loading="lazy"
        className={className}
      />
    </picture>
  );
}

/** The drawing, in the palette's custom properties (the image files replace them by the scheme's colours). */
export function HeroDrawing() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 400" width="480" height="400" aria-hidden="true">
      {/* sun, and the light it sends to the roof */}
      <circle cx="392" cy="84" r="40" fill="var(--accent)" />
      <path
        d="M392 14v16M392 138v16M322 84h16M446 84h16M343 35l11 11M430 122l11 11M343 133l11-11M430 46l11-11"
        stroke="var(--accent)"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M336 118q-26 14-34 36"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      {/* ground and a tree */}
      <ellipse cx="240" cy="356" rx="236" ry="22" fill={INK} fillOpacity=".14" />
      <circle cx="62" cy="286" r="30" fill={INK} fillOpacity=".2" />
      <path d="M62 300v54" stroke={INK} strokeOpacity=".35" strokeWidth="6" strokeLinecap="round" />
      {/* house: walls, windows, door */}
      <rect x="120" y="226" width="210" height="130" rx="4" fill={INK} fillOpacity=".95" />
      <rect x="148" y="256" width="44" height="40" rx="3" fill="var(--hero-from)" />
      <rect x="258" y="256" width="44" height="40" rx="3" fill="var(--hero-from)" />
      <path
        d="M170 256v40M148 276h44M280 256v40M258 276h44"
        stroke={INK}
        strokeOpacity=".7"
        strokeWidth="2"
      />
      <rect x="206" y="284" width="38" height="72" rx="3" fill="var(--hero-to)" />
      {/* roof with two rows of solar panels */}
      <path
        d="M100 232l50-82h150l50 82z"
        fill={INK}
        fillOpacity=".3"
        stroke={INK}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M160 162h30v28h-30zM193 162h30v28h-30zM226 162h30v28h-30zM259 162h30v28h-30zM160 196h30v28h-30zM193 196h30v28h-30zM226 196h30v28h-30zM259 196h30v28h-30z"
        fill="var(--hero-to)"
        stroke={INK}
        strokeOpacity=".85"
        strokeWidth="1.5"
      />
      <path
        d="M160 176h129M160 210h129M175 162v62M208 162v62M241 162v62M274 162v62"
        stroke={INK}
        strokeOpacity=".35"
      />
      {/* heat pump: a box with a fan, piped into the house */}
      <path d="M330 322h16" stroke={INK} strokeWidth="5" />
      <rect x="346" y="298" width="76" height="58" rx="6" fill={INK} fillOpacity=".95" />
      <circle cx="374" cy="327" r="18" fill="none" stroke="var(--hero-from)" strokeWidth="4" />
      <path
        d="M374 327l8-12M374 327l-14 2M374 327l6 13M401 312h12M401 322h12M401 332h12M401 342h12"
        stroke="var(--hero-from)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
