// `npm run images`: writes into public/, to be committed, the images that follow the drawings and the
// palette rather than a municipality's content: the hero drawing per colour scheme, the favicon as PNG for
// browsers and home screens that take no SVG (icon-512.png is also the logo in the JSON-LD), and the
// campaign-wide link preview (the dev server's). Each municipality's own preview comes from the build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { CAMPAIGN_SHARE_IMAGE } from '../../src/base/share-image.ts';
import { loadContent } from '../../src/content/load.ts';
import { fillContent } from '../../src/content/placeholders.ts';
import { ROOT } from '../settings.ts';
import { heroIllustrationFiles } from './hero-illustration-files.ts';
import { shareImagePng } from './share-image.ts';

const root = ROOT;
// Campaign-wide: any municipality's content has it; its placeholders filled, as the build's are.
const { site } = fillContent(loadContent(root));

const png = (svg: string, width: number) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
const favicon = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
// Square: home screens round the corners themselves.
const fullBleed = favicon.replace(/ rx="[\d.]+"/, '');

const files: Record<string, string | Buffer> = {
  ...heroIllustrationFiles(),
  '/favicon-32.png': png(favicon, 32),
  '/apple-touch-icon.png': png(fullBleed, 180),
  '/icon-512.png': png(fullBleed, 512),
  [CAMPAIGN_SHARE_IMAGE]: shareImagePng(site.slogan, site),
};
mkdirSync(join(root, 'public', 'social'), { recursive: true });
for (const [file, content] of Object.entries(files)) {
  writeFileSync(join(root, 'public', file), content);
  console.log(`public${file}`);
}
