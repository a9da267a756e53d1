import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { escapeHtml } from '../src/content/escape-html.ts';

// The 1200×630 link preview of a municipality, drawn as SVG from its content and rasterised by resvg at
// build time: no browser, and a new municipality gets its own image with its first build. The font is
// DejaVu Sans from the dejavu-fonts-ttf package (the face Chromium drew the previews with on Linux, and
// self-hosted: no system font decides how the image looks).

// The palette of src/styles/global.css (light scheme): campaign green, sky blue, sun yellow.
const GREEN = '#1f6b3a';
const DARK_GREEN = '#17532d';
const SKY = '#1b5a86';
const SUN = '#f5b700';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const FONT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansCondensed-Bold.ttf'].map((file) =>
  join(FONT_DIR, file),
);

/** Width of the headline's column and the share of the font size an average character of DejaVu Sans Bold takes. */
const COLUMN = 720;
const CHARACTER = 0.62;

/**
 * The headline broken into lines that fit the column (resvg sets text but does not wrap it), at the
 * largest size from 52 px down that keeps it to five lines.
 */
export function headlineLines(text: string): { size: number; lines: string[] } {
  for (let size = 52; ; size -= 4) {
    const perLine = Math.floor(COLUMN / (size * CHARACTER));
    const lines: string[] = [];
    for (const word of text.split(/\s+/)) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= perLine)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= 5 || size <= 32) return { size, lines };
  }
}

/** The preview as SVG: the hero's gradient, the wordmark, the headline, a sun rising over two houses. */
export function shareImageSvg(headline: string, footer: string): string {
  const { size, lines } = headlineLines(headline);
  const lineHeight = Math.round(size * 1.08);
  const text = lines
    .map((line, i) => `<tspan x="72" y="${274 + i * lineHeight}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0.2" y1="0" x2="0.8" y2="1">
    <stop offset="0" stop-color="${GREEN}"/><stop offset="0.35" stop-color="${GREEN}"/><stop offset="1" stop-color="${SKY}"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(72 64) scale(1.5)">
    <rect x="1" y="1" width="198" height="78" rx="39" fill="#ffffff" stroke="#d5e3d9" stroke-width="2"/>
    <circle cx="40" cy="40" r="23" fill="${SUN}"/>
    <path d="M27 48 40 36l13 12v9H27z" fill="${GREEN}"/>
    <path d="M36 57v-7h8v7" fill="${SUN}"/>
    <text x="72" y="51" font-family="DejaVu Sans" font-stretch="condensed" font-size="27" font-weight="bold" letter-spacing="-0.5" fill="${GREEN}">100<tspan fill="#8a5a00">in</tspan>100</text>
  </g>
  <text font-family="DejaVu Sans" font-size="${size}" font-weight="bold" fill="#ffffff" letter-spacing="-1">${text}</text>
  <rect x="72" y="559" width="56" height="8" rx="4" fill="${SUN}"/>
  <text x="144" y="572" font-family="DejaVu Sans" font-size="26" font-weight="bold" fill="#ffffff">${escapeHtml(footer)}</text>
  <g transform="translate(800 0)">
    <circle cx="250" cy="250" r="120" fill="${SUN}"/>
    <circle cx="250" cy="250" r="160" fill="none" stroke="${SUN}" stroke-opacity="0.35" stroke-width="6"/>
    <g fill="${DARK_GREEN}">
      <path d="M40 470 130 390l90 80v160H40z"/>
      <path d="M200 500 290 420l90 80v130H200z"/>
      <rect x="0" y="600" width="400" height="30"/>
    </g>
    <g fill="${SUN}">
      <rect x="110" y="540" width="40" height="90"/>
      <rect x="270" y="560" width="40" height="70"/>
      <path d="M60 455 130 393l30 27-70 62z" fill-opacity="0.9"/>
      <path d="M220 485 290 423l30 27-70 62z" fill-opacity="0.9"/>
    </g>
  </g>
</svg>`;
}

/** The preview as PNG. */
export function shareImagePng(headline: string, footer: string): Buffer {
  const resvg = new Resvg(shareImageSvg(headline, footer), {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
