// `npm run build`: validates the content, builds the client and the server bundle with Vite, prerenders
// every page (each published municipality, the privacy policy, the not-found page) and writes the
// deployable site to dist/. It is built in a staging folder and moved into place
// at the end, so a failed build leaves dist/ as it was.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { backendFromEnv } from '../../src/admin/backend.ts';
import { PUBLISH_SETTINGS_FILE, publishSettingsFromEnv } from '../../src/admin/publish-settings.ts';
import { BUILD_JSON } from '../../src/base/build-json.ts';
import { CAMPAIGN_SHARE_IMAGE, CAMPAIGNS_SHARE_IMAGE, shareImagePath } from '../../src/base/share-image.ts';
import { TOP_LEVEL } from '../../src/base/top-level.ts';
import { writeJsonSchemas } from '../../src/content/json-schema-files.ts';
import { ContentError, countProblems, formatProblems } from '../../src/content/problems.ts';
import { contentSelection, selectionName } from '../../src/content/selection.ts';
import { municipalityRoute, validatedContent } from '../../src/content/validated-content.ts';
import type * as EntryServer from '../../src/entry-server.tsx';
import { buildPages } from '../../src/pages/page-list.ts';
import { appContent } from '../cms/app-content.ts';
import { buildFiles, distDir, ROOT, stagingDir } from '../settings.ts';
import { ADMIN_FILE, ADMIN_ROUTE, adminHeaders, adminHeadersBlock, backendOrigins } from './admin-headers.ts';
import { buildJsonOf, contentTexts } from './build-json.ts';
import type { BuildInfo } from './build-state.ts';
import { builtPages } from './built-pages.ts';
import { campaignPhases } from './campaign-phases.ts';
import { mapImages, overviewMaps } from './campaigns-map/draw.ts';
import {
  headersFile,
  nginxCspMap,
  nginxHeaders,
  nginxRoutes,
  type Redirect,
  redirectsFile,
  serveConfig,
} from './headers.ts';
import { precompress } from './precompress.ts';
import { robotsTxt, sitemapXml } from './prerender/site-files.ts';
import { prerender } from './prerender/write-pages.ts';
import { shareImagePng } from './share-image.ts';

const root = ROOT;
const dist = distDir();
const selection = contentSelection();
// Recorded with the build: a file saved after this moment may not be in it (scripts/build/build-state.ts).
const startedAt = Date.now();
const staging = stagingDir();
const clientDir = join(staging, 'client');

/** The images `npm run images` draws into public/. */
const IMAGES = [CAMPAIGN_SHARE_IMAGE.slice(1), 'favicon-32.png', 'apple-touch-icon.png', 'icon-512.png'];
const out = (file: string) => join(clientDir, file);
const write = (file: string, text: string | Uint8Array) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

async function main() {
  // The editors' JSON Schemas follow the zod schemas; regenerated on every build.
  writeJsonSchemas(root);
  // The texts build.json hashes: read as the content is validated next, so that it names what was built.
  const texts = contentTexts(root, selection);
  // How the app follows a save to this site (the site is the app's own origin here): checked before the
  // minute of building, so that a wrong CMS_ONLINE_LIMIT_MINUTES stops it at once.
  const publishSettings = publishSettingsFromEnv(process.env);
  // Validated once: both Vite builds below reuse this result (src/content/validated-content.ts).
  const content = validatedContent(root, selection);
  const { site } = content.campaigns;
  // The pages of the build: the client build takes its entries from the same list (vite/content-plugin.ts).
  const sitePages = buildPages(content);
  await build({ root, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
  const ssr = { ssr: 'src/entry-server.tsx', outDir: join(staging, 'server'), manifest: false };
  await build({ root, logLevel: 'warn', build: { ...ssr, emptyOutDir: true } });
  const server = (await import(
    pathToFileURL(join(ssr.outDir, 'entry-server.js')).href
  )) as typeof EntryServer;
  const manifest = JSON.parse(readFileSync(out('.vite/manifest.json'), 'utf8')) as Manifest;
  // Each municipality's link preview and the overview's, beside public/'s files: each page finds its own.
  for (const { kind, slug } of sitePages) {
    const page = content.contents[slug];
    if (kind === 'municipality' && page)
      write(out(shareImagePath(slug)), shareImagePng(page.site.hero.headline, page.site));
    if (kind === 'campaigns' && page)
      write(out(CAMPAIGNS_SHARE_IMAGE), shareImagePng(page.site.campaignsOverview.heading, page.site));
  }
  // The overview's maps, drawn from the geodata: files of assets/, named by their content.
  const maps = overviewMaps(content.contents[content.campaigns.home]?.overview ?? []);
  for (const map of [maps.wide, maps.narrow]) write(out(map.path), map.svg);
  const images = { campaignsMap: mapImages(maps) };
  const pages = server.renderPages(sitePages, content, (path) => existsSync(out(path)), images);
  const { styleHashes, scriptHashes, pageHashes } = prerender(clientDir, manifest, pages);
  rmSync(out('.vite'), { recursive: true });
  // The editing app, a client of its own (vite.admin.config.ts), into admin/: no page loads its files.
  await build({
    configFile: join(root, 'vite.admin.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDir },
  });
  const adminBackend = backendFromEnv(process.env) ?? null;
  write(out(`${TOP_LEVEL.admin}/${PUBLISH_SETTINGS_FILE}`), `${JSON.stringify(publishSettings, null, 2)}\n`);
  write(
    out(`${TOP_LEVEL.admin}/backend.json`),
    `${JSON.stringify(adminBackend, null, 2)}
`,
  );
  // The other content files the app shows an entry with and checks it against, outside its bundle, and the
  // pages' weights it measures an edited page against.
  const built = builtPages(clientDir, sitePages, content.today, root);
  write(out(`${TOP_LEVEL.admin}/content.json`), JSON.stringify({ ...appContent(root, root), built }));
  const adminOrigins = backendOrigins(adminBackend);

  // Search engines, link previews, home screens and static hosts.
  const routes = pages.flatMap(({ route, file }) => (route ? [{ route, file }] : []));
  const paths = routes.map(({ route }) => route);
  // The home municipality's own path leads to /, where its page is.
  const { home } = content.campaigns;
  const redirects: Redirect[] = [{ from: `/${home}`, to: municipalityRoute(home, home) }];
  write(out(TOP_LEVEL.sitemap), sitemapXml(site.siteUrl, paths));
  write(out(TOP_LEVEL.robots), robotsTxt(site.siteUrl));
  write(
    out('_headers'),
    headersFile({ styleHashes, scriptHashes, production: true }) + adminHeadersBlock(adminOrigins),
  );
  write(out('_redirects'), redirectsFile(paths, redirects));
  const missing = IMAGES.filter((file) => !existsSync(out(file)));
  if (missing.length > 0)
    throw new Error(`public/ lacks ${missing.join(', ')}: run \`npm run images\` and commit the files.`);
  // What the build says about itself (src/base/build-json.ts), last: its time is when the site was done.
  const report = await buildJsonOf({
    texts,
    municipalitiesDirs: selection.municipalitiesDirs,
    built: new Set(sitePages.filter((page) => page.kind === 'municipality').map((page) => page.slug)),
    day: content.today,
    env: process.env,
    builtAt: new Date(),
  });
  write(out(BUILD_JSON), `${JSON.stringify(report, null, 2)}\n`);
  // Brotli and gzip copies of every text file, for servers to send as they are (scripts/build/precompress.ts).
  await precompress(clientDir);

  if (existsSync(dist)) renameSync(dist, join(staging, 'previous'));
  renameSync(clientDir, dist);

  // `npm start` serves the site by .serve/<dist folder>.json, whose CSP names this build's inline hashes;
  // deploy/nginx.conf includes the two nginx files (docs/deploy.md).
  const files = buildFiles(dist);
  // The editing app is served like a page, at /admin/, with headers of its own (admin-headers.ts); it is
  // no page of the site's list, so it is in no sitemap, _redirects or byte budget.
  const options = { styleHashes, scriptHashes, production: false };
  const admin = { route: ADMIN_ROUTE.slice(0, -1), file: ADMIN_FILE };
  const config = serveConfig(
    relative(dirname(files.serveConfig), dist),
    options,
    [...routes, admin],
    pageHashes,
    redirects,
  );
  config.pageHeaders[ADMIN_FILE] = adminHeaders(adminOrigins, false);
  // The app answers at /admin/ only (its login returns there); /admin leads to it, as on nginx and Pages.
  delete config.routes[ADMIN_ROUTE.slice(0, -1)];
  config.redirects[ADMIN_ROUTE.slice(0, -1)] = ADMIN_ROUTE;
  write(files.serveConfig, `${JSON.stringify(config, null, 2)}\n`);
  const production = { ...options, production: true };
  write(files.nginxHeaders, nginxHeaders(production));
  const adminProduction = adminHeaders(adminOrigins, true);
  const adminOwn = {
    [ADMIN_FILE]: {
      policy: adminProduction['Content-Security-Policy'] ?? '',
      robots: adminProduction['X-Robots-Tag'] ?? '',
    },
  };
  write(files.nginxCsp, nginxCspMap(production, pageHashes, adminOwn));
  // nginx answers the app at /admin/ only and leads /admin there (as Cloudflare Pages does).
  write(files.nginxRoutes, nginxRoutes([...routes, { route: ADMIN_ROUTE, file: ADMIN_FILE }], redirects));
  const info: BuildInfo = { ...selection, startedAt, day: content.today };
  write(files.buildInfo, `${JSON.stringify(info)}\n`);
  const slugs = pages.filter((page) => page.kind === 'municipality').map((page) => page.slug);
  console.log(campaignPhases(content));
  console.log(
    `Built ${pages.length} pages for ${selectionName(selection)} (${slugs.join(', ')}) into ${relative(root, dist)}/.`,
  );
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
