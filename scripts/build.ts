// `npm run build`: validates the content, builds the client and the server bundle with Vite, prerenders
// every page and writes the deployable site to dist/. It is built in a staging folder and moved into place
// at the end, so a failed build leaves dist/ as it was.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { backendFromEnv } from '../src/admin/backend.ts';
import { writeJsonSchemas } from '../src/content/json-schema-files.ts';
import { ContentError, countProblems, formatProblems } from '../src/content/problems.ts';
import { contentSelection } from '../src/content/selection.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import { fillCopy } from '../src/lib/copy.ts';
import { validatedContent } from '../vite/content-plugin.ts';
import { ADMIN_FILE, ADMIN_ROUTE, adminHeaders, adminHeadersBlock, backendOrigins } from './admin-headers.ts';
import type { BuildInfo } from './build-state.ts';
import { headersFile, nginxCspMap, nginxHeaders, redirectsFile, serveConfig } from './headers.ts';
import { precompress } from './precompress.ts';
import { robotsTxt, sitemapXml } from './prerender/site-files.ts';
import { prerender } from './prerender.ts';
import { shareImagePng } from './share-image.ts';

const root = resolve(import.meta.dirname, '..');
// DIST_DIR lets tests build a second site (another municipality) without touching dist/.
const dist = resolve(root, process.env.DIST_DIR || 'dist');
const { slug, municipalitiesDir } = contentSelection();
// Recorded with the build: a file saved after this moment may not be in it (scripts/build-state.ts).
const startedAt = Date.now();
const staging = join(root, '.build', `build-${process.pid}`);
const clientDir = join(staging, 'client');

/** The images `npm run images` draws into public/. */
const IMAGES = ['social/campaign.png', 'favicon-32.png', 'apple-touch-icon.png', 'icon-512.png'];
const out = (file: string) => join(clientDir, file);
const write = (file: string, text: string | Uint8Array) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

async function main() {
  // The editors' JSON Schemas follow the zod schemas; regenerated on every build.
  writeJsonSchemas(root);
  // Validated once: both Vite builds below reuse this result (vite/content-plugin.ts).
  const { site, municipality } = validatedContent(root, { slug, municipalitiesDir }).content;
  await build({ root, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
  const ssr = { ssr: 'src/entry-server.tsx', outDir: join(staging, 'server'), manifest: false };
  await build({ root, logLevel: 'warn', build: { ...ssr, emptyOutDir: true } });
  const server = (await import(pathToFileURL(join(ssr.outDir, 'entry-server.js')).href)) as {
    renderPages: (hasPublicFile: (path: string) => boolean) => RenderedPage[];
  };
  const manifest = JSON.parse(readFileSync(out('.vite/manifest.json'), 'utf8')) as Manifest;
  // The municipality's link preview, beside public/'s files: the pages find it as their own image.
  write(out(`social/${slug}.png`), shareImagePng(fillCopy(site.hero.headline, municipality), site));
  const pages = server.renderPages((path) => existsSync(out(path)));
  const { styleHashes, scriptHashes, pageHashes } = prerender(clientDir, manifest, pages);
  rmSync(out('.vite'), { recursive: true });
  // The editing app, a client of its own (vite.admin.config.ts), into admin/: no page loads its files.
  await build({
    configFile: join(root, 'vite.admin.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDir },
  });
  const adminBackend = backendFromEnv(process.env) ?? null;
  write(out('admin/backend.json'), `${JSON.stringify(adminBackend, null, 2)}\n`);
  const adminOrigins = backendOrigins(adminBackend);

  // Search engines, link previews, home screens and static hosts.
  const routes = pages.flatMap(({ route, file }) => (route ? [{ route, file }] : []));
  const paths = routes.map(({ route }) => route);
  write(out('sitemap.xml'), sitemapXml(site.siteUrl, paths));
  write(out('robots.txt'), robotsTxt(site.siteUrl));
  write(
    out('_headers'),
    headersFile({ styleHashes, scriptHashes, production: true }) + adminHeadersBlock(adminOrigins),
  );
  write(out('_redirects'), redirectsFile(paths));
  const missing = IMAGES.filter((file) => !existsSync(out(file)));
  if (missing.length > 0)
    throw new Error(`public/ lacks ${missing.join(', ')}: run \`npm run images\` and commit the files.`);
  // Brotli and gzip copies of every text file, for servers to send as they are (scripts/precompress.ts).
  await precompress(clientDir);

  if (existsSync(dist)) renameSync(dist, join(staging, 'previous'));
  renameSync(clientDir, dist);

  // `npm start` serves the site by .serve/<dist folder>.json, whose CSP names this build's inline hashes.
  const serve = join(root, '.serve', basename(dist));
  const options = { styleHashes, scriptHashes, production: false };
  const admin = { route: ADMIN_ROUTE.slice(0, -1), file: ADMIN_FILE };
  const config = serveConfig(relative(dirname(serve), dist), options, [...routes, admin], pageHashes);
  config.pageHeaders[ADMIN_FILE] = adminHeaders(adminOrigins, false);
  write(`${serve}.json`, `${JSON.stringify(config, null, 2)}\n`);
  // deploy/nginx.conf includes these two files (docs/deploy.md); a build into DIST_DIR keeps its own copy.
  const nginx = (name: string) => (process.env.DIST_DIR ? `${serve}.${name}` : join(root, 'deploy', name));
  const production = { ...options, production: true };
  write(nginx('nginx-headers.conf'), nginxHeaders(production));
  write(nginx('nginx-csp.conf'), nginxCspMap(production, pageHashes));
  const info: BuildInfo = { municipality: slug, municipalitiesDir, startedAt };
  write(`${serve}.build-info.json`, `${JSON.stringify(info)}\n`);
  console.log(`Built ${pages.length} pages for ${slug} into ${relative(root, dist)}/.`);
}

// Whatever happens, the staging folder goes: the finished site has moved out of it by then.
const clean = () => rmSync(staging, { recursive: true, force: true });
clean();
process.on('exit', clean);
main().catch((error: unknown) => {
  if (error instanceof ContentError) {
    const summary = `der Inhalt hat ${countProblems(error.problems)}; ${relative(root, dist)}/ bleibt unverändert`;
    console.error(`Build angehalten: ${summary}.\n${formatProblems(error.problems)}`);
  } else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
