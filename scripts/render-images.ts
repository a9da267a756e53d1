// `npm run images`: renders the PNG images of the site from SVG drawn here, in Chromium, into public/:
//   favicon-32.png, apple-touch-icon.png (180), icon-512.png (the organisation's logo in JSON-LD): the favicon for browsers and
//   home screens that take no SVG (public/favicon.svg stays the one the browsers use);
//   social/<municipality>.png: the 1200×630 link preview with the wordmark and the municipality's headline,
//   and social/campaign.png with the campaign's slogan, used by municipalities without an image of their own;
//   hero-illustration-{light,dark}.svg: the hero's drawing in each colour scheme (scripts/hero-illustration-files.ts).
// Run it after changing the headline or for a new municipality (MUNICIPALITY=slug), and commit the PNGs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { escapeHtml } from '../src/content/escape-html.ts';
import { loadContent } from '../src/content/load.ts';
import { contentSelection } from '../src/content/selection.ts';
import { fillCopy } from '../src/lib/copy.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { heroIllustrationFiles } from './hero-illustration-files.ts';

const root = resolve(import.meta.dirname, '..');
const { slug, municipalitiesDir } = contentSelection();
const { site, municipality } = loadContent(root, slug, municipalitiesDir);

// The palette of src/styles/global.css (light scheme): campaign green, sky blue, sun yellow.
const GREEN = '#1f6b3a';
const DARK_GREEN = '#17532d';
const SKY = '#1b5a86';
const SUN = '#f5b700';

/** The favicon's sun and house, full-bleed (home screens round the corners themselves). */
const icon = (size: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${GREEN}"/>
  <circle cx="32" cy="32" r="19" fill="${SUN}"/>
  <path d="M20.5 38.5 32 28l11.5 10.5v9h-23z" fill="${GREEN}"/>
  <path d="M28.5 47.5v-6.5h7v6.5" fill="${SUN}"/>
</svg>`;

/** The wordmark of src/components/brand/logo.tsx (light variant). */
const wordmark = `
<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120" viewBox="0 0 200 80">
  <rect x="1" y="1" width="198" height="78" rx="39" fill="#ffffff" stroke="#d5e3d9" stroke-width="2"/>
  <circle cx="40" cy="40" r="23" fill="${SUN}"/>
  <path d="M27 48 40 36l13 12v9H27z" fill="${GREEN}"/>
  <path d="M36 57v-7h8v7" fill="${SUN}"/>
  <text x="72" y="51" font-family="system-ui, sans-serif" font-size="30" font-weight="800" textLength="114"
    lengthAdjust="spacingAndGlyphs" fill="${GREEN}">100<tspan fill="#8a5a00">in</tspan>100</text>
</svg>`;

const headline = fillCopy(site.hero.headline, municipality);

/** The link preview: gradient of the hero, wordmark, headline, a sun rising over a row of houses. */
const shareCard = (headline: string) => `<!doctype html>
<html lang="de-CH"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: "Noto Sans", "DejaVu Sans", system-ui, sans-serif; }
  .card { position: relative; width: 1200px; height: 630px; padding: 64px 72px;
    background: linear-gradient(160deg, ${GREEN} 0%, ${GREEN} 35%, ${SKY} 100%); color: #fff; }
  h1 { margin-top: 40px; max-width: 720px; font-size: 52px; text-wrap: balance; line-height: 1.08; font-weight: 800; letter-spacing: -0.02em; }
  .footer { position: absolute; left: 72px; bottom: 52px; display: flex; align-items: center; gap: 16px;
    font-size: 26px; font-weight: 600; }
  .bar { width: 56px; height: 8px; border-radius: 4px; background: ${SUN}; }
  .art { position: absolute; right: 0; bottom: 0; }
</style></head><body><div class="card">
  ${wordmark}
  <h1>${escapeHtml(headline)}</h1>
  <p class="footer"><span class="bar"></span>${escapeHtml(`${site.cooperative.name} · gemeinnützig`)}</p>
  <svg class="art" xmlns="http://www.w3.org/2000/svg" width="400" height="630" viewBox="0 0 400 630">
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
  </svg>
</div></body></html>`;

async function main() {
  for (const [file, svg] of Object.entries(heroIllustrationFiles(root))) {
    writeFileSync(join(root, 'public', file), svg);
    console.log(`public/${file}`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const shoot = async (html: string, width: number, height: number, file: string, transparent = false) => {
      await page.setViewportSize({ width, height });
      await page.setContent(html);
      await page.screenshot({ path: join(root, 'public', file), omitBackground: transparent });
      console.log(`public/${file} (${width}×${height})`);
    };
    const svgPage = (svg: string) =>
      `<!doctype html><style>*{margin:0}svg{display:block}</style>${svg.replace(/^\s+/, '')}`;

    const favicon = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
    await shoot(
      svgPage(favicon.replace('width="64" height="64"', 'width="32" height="32"')),
      32,
      32,
      'favicon-32.png',
      true,
    );
    for (const size of [180, 512]) {
      await shoot(
        svgPage(icon(size)),
        size,
        size,
        size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`,
      );
    }
    mkdirSync(join(root, 'public', 'social'), { recursive: true });
    await shoot(shareCard(headline), 1200, 630, `social/${slug}.png`);
    // Used by every municipality that has no image of its own yet.
    await shoot(shareCard(site.slogan), 1200, 630, 'social/campaign.png');
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
