// `npm run images`: renders the site's images that follow its drawings and palette, not its content, into
// public/, to be committed:
//   favicon-32.png, apple-touch-icon.png (180), icon-512.png (the organisation's logo in JSON-LD): the favicon for browsers and
//   home screens that take no SVG (public/favicon.svg stays the one the browsers use), in Chromium;
//   social/campaign.png: the campaign-wide link preview with the slogan (the dev server's fallback);
//   hero-illustration-{light,dark}.svg: the hero's drawing in each colour scheme (scripts/hero-illustration-files.ts).
// Run it after changing a drawing or the palette. A municipality's own link preview comes from the build
// (scripts/share-image.ts), so a new municipality needs nothing from here.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { loadContent } from '../src/content/load.ts';
import { contentSelection } from '../src/content/selection.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { heroIllustrationFiles } from './hero-illustration-files.ts';
import { shareImagePng } from './share-image.ts';

const root = resolve(import.meta.dirname, '..');
const { slug, municipalitiesDir } = contentSelection();
const { site } = loadContent(root, slug, municipalitiesDir);

// The palette of src/styles/global.css (light scheme): campaign green, sun yellow.
const GREEN = '#1f6b3a';
const SUN = '#f5b700';

/** The favicon's sun and house, full-bleed (home screens round the corners themselves). */
const icon = (size: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${GREEN}"/>
  <circle cx="32" cy="32" r="19" fill="${SUN}"/>
  <path d="M20.5 38.5 32 28l11.5 10.5v9h-23z" fill="${GREEN}"/>
  <path d="M28.5 47.5v-6.5h7v6.5" fill="${SUN}"/>
</svg>`;

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
    writeFileSync(
      join(root, 'public', 'social', 'campaign.png'),
      shareImagePng(site.slogan, `${site.cooperative.name} · gemeinnützig`),
    );
    console.log('public/social/campaign.png (1200×630)');
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
