import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { escapeHtml } from '../../src/base/escape-html.ts';
import { fill } from '../../src/content/placeholders.ts';
import type { Site } from '../../src/content/schema/site.ts';
import { paint } from './hero-illustration-files.ts';

// A municipality's 1200×630 link preview, drawn from its content in the light palette and rasterised by
// resvg at build time: no browser, and a new municipality gets its own image with its first build. The
// font is the self-hosted DejaVu Sans, so no system font decides how the image looks.

const FONTS = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansCondensed-Bold.ttf'].map((file) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`),
);

/** The headline in lines (resvg does not wrap), at the largest size from 52 px that keeps it to five. */
function headlineLines(text: string): { size: number; lines: string[] } {
  for (let size = 52; ; size -= 4) {
    // The column is 720 px wide; an average bold character takes 0.62 of the font size.
    const perLine = Math.floor(720 / (size * 0.62));
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

/** The hero's gradient, the wordmark, the headline, the byline, a sun rising over two houses. */
function shareImageSvg(headline: string, footer: string): string {
  const { size, lines } = headlineLines(headline);
  const lineHeight = Math.round(size * 1.08);
  const text = lines
    .map((line, i) => `<tspan x="72" y="${274 + i * lineHeight}">${escapeHtml(line)}</tspan>`)
    .join('');
  return paint(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0.2" y1="0" x2="0.8" y2="1">
    <stop offset="0" stop-color="var(--brand)"/><stop offset="0.35" stop-color="var(--brand)"/><stop offset="1" stop-color="var(--hero-to)"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(72 64) scale(1.5)">
    <rect x="1" y="1" width="198" height="78" rx="39" fill="var(--logo-bg)" stroke="var(--logo-ring)" stroke-width="2"/>
    <circle cx="40" cy="40" r="23" fill="var(--accent)"/>
    <path d="M27 48 40 36l13 12v9H27z" fill="var(--brand)"/>
    <path d="M36 57v-7h8v7" fill="var(--accent)"/>
    <text x="72" y="51" font-family="DejaVu Sans" font-stretch="condensed" font-size="27" font-weight="bold" letter-spacing="-0.5" fill="var(--brand)">100<tspan fill="var(--logo-accent)">in</tspan>100</text>
  </g>
  <text font-family="DejaVu Sans" font-size="${size}" font-weight="bold" fill="var(--hero-ink)" letter-spacing="-1">${text}</text>
  <rect x="72" y="559" width="56" height="8" rx="4" fill="var(--accent)"/>
  <text x="144" y="572" font-family="DejaVu Sans" font-size="26" font-weight="bold" fill="var(--hero-ink)">${escapeHtml(footer)}</text>
  <g transform="translate(800 0)">
    <circle cx="250" cy="250" r="120" fill="var(--accent)"/>
    <circle cx="250" cy="250" r="160" fill="none" stroke="var(--accent)" stroke-opacity="0.35" stroke-width="6"/>
    <g fill="var(--brand-strong)">
      <path d="M40 470 130 390l90 80v160H40z"/>
      <path d="M200 500 290 420l90 80v130H200z"/>
      <rect x="0" y="600" width="400" height="30"/>
    </g>
    <g fill="var(--accent)">
      <rect x="110" y="540" width="40" height="90"/>
      <rect x="270" y="560" width="40" height="70"/>
      <path d="M60 455 130 393l30 27-70 62z" fill-opacity="0.9"/>
      <path d="M220 485 290 423l30 27-70 62z" fill-opacity="0.9"/>
    </g>
  </g>
</svg>`,
    'light',
  );
}

/** The preview with `headline`, and the byline of site.json → shareImage under it. */
export function shareImagePng(headline: string, site: Site): Buffer {
  const byline = fill(site.shareImage.byline, { cooperative: site.cooperative.name });
  const resvg = new Resvg(shareImageSvg(headline, byline), {
    font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
