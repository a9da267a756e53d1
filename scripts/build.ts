// `npm run build`: validates the content, builds the client and the server bundle with Vite, prerenders
// every page into complete HTML and writes the deployable site to dist/. Everything is built in a staging
// folder first and moved into place at the end, so a failed build leaves dist/ as it was.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeJsonSchemas } from '../src/content/json-schema.ts';
import { ContentError, countProblems, formatProblems } from '../src/content/problems.ts';
import { contentSelection } from '../src/content/selection.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import { fillCopy } from '../src/lib/copy.ts';
import { validatedContent } from '../vite/content-plugin.ts';
import type { BuildInfo } from './build-state.ts';
import { headersFile, nginxCspMap, nginxHeaders, redirectsFile, serveConfig } from './headers.ts';
import { precompress } from './precompress.ts';
import type { Manifest } from './prerender/manifest.ts';
import { robotsTxt, sitemapXml } from './prerender/site-files.ts';
import { prerender } from './prerender.ts';
import { shareImagePng } from './share-image.ts';

const root = resolve(import.meta.dirname, '..');
// DIST_DIR lets tests build a second site (another municipality) without touching dist/.
const dist = resolve(root, process.env.DIST_DIR || 'dist');
const { slug, municipalitiesDir } = contentSelection();
// Recorded with the build: a file saved after this moment may not be in it (scripts/build-state.ts).
const startedAt = Date.now();

async function main() {
  // The editors' JSON Schemas follow the zod schemas; regenerated on every build.
  writeJsonSchemas(root);
  let content: ReturnType<typeof validatedContent>['content'];
  try {
    // Validated once: both Vite builds below reuse this result (vite/content-plugin.ts).
    content = validatedContent(root, { slug, municipalitiesDir }).content;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(
      `Build angehalten: der Inhalt hat ${countProblems(error.problems)}; ${relative(root, dist)}/ bleibt unverändert.`,
    );
    console.error(formatProblems(error.problems));
    process.exit(1);
  }

  const staging = join(root, '.build', `build-${process.pid}`);
  const clientDir = join(staging, 'client');
  const serverDir = join(staging, 'server');
  rmSync(staging, { recursive: true, force: true });
  try {
    await build({ root, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
    await build({
      root,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false },
    });

    const server = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as {
      renderPages: (hasPublicFile: (path: string) => boolean) => RenderedPage[];
    };
    const manifestFile = join(clientDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    // The municipality's link preview, drawn from its content (scripts/share-image.ts), beside public/'s
    // files: the pages find it as their own image.
    const { site, municipality } = content;
    mkdirSync(join(clientDir, 'social'), { recursive: true });
    writeFileSync(
      join(clientDir, 'social', `${slug}.png`),
      shareImagePng(fillCopy(site.hero.headline, municipality), `${site.cooperative.name} · gemeinnützig`),
    );
    const pages = server.renderPages((path) => existsSync(join(clientDir, path)));
    const { styleHashes, scriptHashes, pageHashes } = prerender(clientDir, manifest, pages);
    rmSync(join(clientDir, '.vite'), { recursive: true });

    // Search engines, link previews, home screens and static hosts.
    const routes = pages.flatMap(({ route }) => (route ? [route] : []));
    writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(site.siteUrl, routes));
    writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(site.siteUrl));
    writeFileSync(join(clientDir, '_headers'), headersFile({ styleHashes, scriptHashes, production: true }));
    writeFileSync(join(clientDir, '_redirects'), redirectsFile(routes));
    const missing = ['social/campaign.png', 'favicon-32.png', 'apple-touch-icon.png', 'icon-512.png'].filter(
      (file) => !existsSync(join(clientDir, file)),
    );
    if (missing.length > 0) {
      throw new Error(`public/ lacks ${missing.join(', ')}: run \`npm run images\` and commit the files.`);
    }

    // Brotli and gzip copies of every text file, for servers to send as they are (scripts/precompress.ts).
    await precompress(clientDir);

    // Move the finished site into place.
    const previous = join(root, '.build', `previous-${process.pid}`);
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(dist)) renameSync(dist, previous);
    renameSync(clientDir, dist);
    rmSync(previous, { recursive: true, force: true });

    // `npm start` serves the site with these headers; the CSP names the inline styles of this very build.
    // One config per output folder: .serve/dist.json for dist/.
    const serveDir = join(root, '.serve');
    mkdirSync(serveDir, { recursive: true });
    writeFileSync(
      join(serveDir, `${basename(dist)}.json`),
      `${JSON.stringify(
        serveConfig(
          relative(serveDir, dist),
          { styleHashes, scriptHashes, production: false },
          pages.flatMap(({ route, file }) => (route ? [{ route, file }] : [])),
          pageHashes,
        ),
        null,
        2,
      )}\n`,
    );
    // nginx: deploy/nginx.conf includes these two files, written beside it for this very build (see
    // docs/deploy.md). A build into another folder (DIST_DIR, e.g. the tests' second site) keeps its own copy.
    const nginxFile = (name: string) =>
      process.env.DIST_DIR ? join(serveDir, `${basename(dist)}.${name}`) : join(root, 'deploy', name);
    mkdirSync(dirname(nginxFile('nginx-headers.conf')), { recursive: true });
    const production = { styleHashes, scriptHashes, production: true };
    writeFileSync(nginxFile('nginx-headers.conf'), nginxHeaders(production));
    writeFileSync(nginxFile('nginx-csp.conf'), nginxCspMap(production, pageHashes));
    writeFileSync(
      join(serveDir, `${basename(dist)}.build-info.json`),
      `${JSON.stringify({ municipality: slug, municipalitiesDir, startedAt } satisfies BuildInfo)}\n`,
    );
    console.log(`Built ${pages.length} pages for ${slug} into ${relative(root, dist)}/.`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
