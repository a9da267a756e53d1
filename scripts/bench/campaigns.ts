// `npm run bench:campaigns` (docs/performance.md): what the number of campaigns costs. For 1, 10 and 100
// published campaigns (content/municipalities/diepoldsau.json and copies of it under real names and
// numbers, scripts/bench/generated-campaigns.ts) it times `npm run content:check`, `npm run build`, the
// development server's first answer for /kampagnen and /, and what the editing app loads to show its list
// (the content it fetches at start and the local backend's listing of the municipalities), and measures the
// built pages' HTML as Brotli. The build's cost of each further campaign is given as a share of the
// one-campaign build of the same run, so that the machine's speed cancels out; its budget is 1.5 %.
// Not a test: it takes minutes, and its times depend on the machine. Writes bench-results/campaigns.json.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { zurichDay } from '../../src/base/calendar.ts';
import { FIRST_ROUND_TRIP } from '../../src/base/first-round-trip.ts';
import { TOP_LEVEL } from '../../src/base/top-level.ts';
import { TSX_CLI } from '../build/build-state.ts';
import { appContent } from '../cms/app-content.ts';
import { startLocalBackend } from '../cms/local-backend.ts';
import { ROOT } from '../settings.ts';
import { writeGeneratedCampaigns } from './generated-campaigns.ts';

const COUNTS = (process.env.BENCH_CAMPAIGNS ?? '1,10,100').split(',').map(Number);
/** The share of a one-campaign build that each further campaign may add. */
const BUDGET_PER_CAMPAIGN = 0.015;
/** The day the campaigns stand on: noon in Zurich, fixed so that each run builds the same pages. */
const DAY = { iso: '2026-09-15', epoch: String(Date.UTC(2026, 8, 15, 10) / 1000) };

const work = join(ROOT, '.build', 'bench-campaigns');
const seconds = (ms: number) => Math.round(ms / 100) / 10;

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

/** A project-like folder holding N campaigns: content/ of the checkout with N municipality files. */
function contentFor(count: number): { dir: string; root: string } {
  const root = join(work, `content-${count}`);
  rmSync(root, { recursive: true, force: true });
  cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
  writeGeneratedCampaigns(join(root, 'content', 'municipalities'), count, DAY.iso);
  return { dir: `.build/bench-campaigns/content-${count}/content/municipalities`, root };
}

function tsx(script: string, env: Record<string, string>) {
  return timed(() =>
    execFileSync(process.execPath, [TSX_CLI, script], {
      cwd: ROOT,
      env: { ...process.env, SOURCE_DATE_EPOCH: DAY.epoch, MUNICIPALITY: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    }),
  )[1];
}

/** The Brotli copies of the built pages: the largest municipality page and the overview. */
function pageBytes(dist: string) {
  const size = (file: string) => statSync(join(dist, `${file}.br`)).size;
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('index.html') && !file.startsWith(TOP_LEVEL.admin),
  );
  const overview = `${TOP_LEVEL.campaigns}/index.html`;
  const municipalities = pages.filter(
    (file) => file !== overview && !file.startsWith(TOP_LEVEL.privacyPolicy),
  );
  return { municipality: Math.max(...municipalities.map(size)), overview: size(overview) };
}

/** `npm run dev`: from its start to its first page (/), then /kampagnen (its map drawn) and / again. */
async function devServer(dir: string) {
  const port = await getPort();
  const started = performance.now();
  const server = spawn(process.execPath, [TSX_CLI, 'scripts/dev/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), MUNICIPALITIES_DIR: dir, SOURCE_DATE_EPOCH: DAY.epoch },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const fetchPage = async (path: string) => {
      const at = performance.now();
      for (;;) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}${path}`);
          await response.text();
          if (response.ok) return performance.now() - at;
        } catch {
          // Not listening yet.
        }
        await new Promise((next) => setTimeout(next, 100));
      }
    };
    await fetchPage('/');
    const ready = performance.now() - started;
    const overview = await fetchPage('/kampagnen');
    const home = await fetchPage('/');
    return { ready, overview, home };
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await once(server, 'exit');
  }
}

/** The editing app's list: the content it fetches at start, and the local backend's listing. */
async function editingApp(root: string) {
  const [content, load] = timed(() => JSON.stringify(appContent(root, ROOT)));
  const appOrigin = 'http://localhost:5173';
  const backend = await startLocalBackend({ root, port: 0, appOrigin, log: () => {} });
  try {
    const list = async () => {
      const at = performance.now();
      const response = await fetch(backend.url, {
        method: 'POST',
        headers: { Origin: appOrigin, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          action: 'entriesByFolder',
          params: { branch: 'main', folder: 'content/municipalities', extension: 'json', depth: 1 },
        }),
      });
      const entries = (await response.json()) as unknown[];
      return { ms: performance.now() - at, entries: entries.length };
    };
    await list(); // decap-server loads on the first request
    const listed = await list();
    return { contentKB: content.length / 1024, contentMs: load, listMs: listed.ms, entries: listed.entries };
  } finally {
    await backend.close();
  }
}

const results: Record<string, Record<string, number>> = {};
for (const count of COUNTS) {
  const { dir, root } = contentFor(count);
  const dist = `.build/bench-campaigns/dist-${count}`;
  const env = { MUNICIPALITIES_DIR: dir, DIST_DIR: dist };
  const check = tsx('scripts/content/check.ts', env);
  const build = tsx('scripts/build/build.ts', env);
  const bytes = pageBytes(join(ROOT, dist));
  const dev = await devServer(dir);
  const app = await editingApp(root);
  results[count] = {
    'content:check s': seconds(check),
    'build s': seconds(build),
    'municipality page B br': bytes.municipality,
    'overview page B br': bytes.overview,
    'dev ready s': seconds(dev.ready),
    'dev /kampagnen s': seconds(dev.overview),
    'dev / s': seconds(dev.home),
    'app content KB': Math.round(app.contentKB),
    'app list s': seconds(app.listMs),
    'app list entries': app.entries,
  };
  console.log(`${count} campaigns:`, results[count]);
}

const [first, last] = [COUNTS[0], COUNTS.at(-1)] as [number, number];
const one = results[first]?.['build s'] ?? 0;
const many = results[last]?.['build s'] ?? 0;
const share = last > first && one > 0 ? (many - one) / (last - first) / one : 0;
console.table(results);
if (last > first)
  console.log(
    `Build: ${seconds(((many - one) / (last - first)) * 1000)} s for each further campaign, ${(share * 100).toFixed(2)} % of the ${one} s of a build of ${first} (budget ${BUDGET_PER_CAMPAIGN * 100} %).`,
  );
console.log(`The first round trip: ${FIRST_ROUND_TRIP} B.`);
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench-results', 'campaigns.json'),
  `${JSON.stringify({ day: DAY.iso, when: zurichDay(new Date()), results, sharePerCampaign: share }, null, 2)}\n`,
);
rmSync(work, { recursive: true, force: true });
process.exit(share > BUDGET_PER_CAMPAIGN ? 1 : 0);
