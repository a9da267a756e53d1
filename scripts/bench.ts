// `npm run bench`: builds the site, serves it with npm start's server (MUNICIPALITY and PORT honoured), runs
// Lighthouse three times on every page (mobile profile, its default simulated slow 4G and 4x CPU
// slowdown, Debian's Chromium) and prints the medians beside the budgets of ../shared/QUALITY.md. Writes
// the same as JSON to bench-results/. Exits with 1 when a budget is missed. Timings depend on the CPU: run
// it on an idle machine. It measures the floor too, a page of the hero text alone (bench/floor-page.ts), in
// the same run and without a budget: what this machine gives the fastest possible page.

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { floorPage } from './bench/floor-page.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import type { ServeConfig } from './headers.ts';
import { startSiteServer } from './site-server.ts';

const root = resolve(import.meta.dirname, '..');
const port = process.env.PORT || '4173';
const origin = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS || 3);
const chromePath = CHROMIUM_PATH;
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * The pages. The not-found page is measured at /404.html, which the bench alone answers with that document
 * and status 200 (npm start answers it with 404, as every other path): Lighthouse refuses to audit a page
 * whose status is 404. Two of its audits fail by requirement, and only those may
 * hold its scores below 100: it asks not to be indexed (noindex: SEO's "is-crawlable"), and the spec has it
 * log the requested path with console.error (Best Practices' "errors-in-console").
 */
const PAGES: { name: string; path: string; allowedFailures: string[] }[] = [
  { name: '/', path: '/', allowedFailures: [] },
  { name: '/privacy-policy', path: '/privacy-policy', allowedFailures: [] },
  { name: 'not-found page', path: '/404.html', allowedFailures: ['is-crawlable', 'errors-in-console'] },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// LCP at the floor: a page of only the hero text paints at about 0.66 s (docs/performance.md).
export const BUDGET = { score: 100, lcp: 750, tbt: 30, cls: 0, bytes: 100 * 1024 };
const FLOOR_NAME = 'floor: hero text alone';

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  failedAudits: string[];
  /** Per category, the audits that cost it points (weight > 0, score below 1). */
  costly: Record<(typeof CATEGORIES)[number], string[]>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function summarise(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details;
  const failedAudits = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id} (${a.title}${a.displayValue ? `: ${a.displayValue}` : ''})`);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
    failedAudits,
    costly: Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      ]),
    ) as Run['costly'],
  };
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${url}: ${result.lhr.runtimeError.message}`);
    return summarise(result.lhr);
  } finally {
    chrome.kill();
  }
}

const ms = (v: number) => `${Math.round(v)} ms`;
const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`;

async function main() {
  console.log('Building…');
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);

  // This build, served as npm start serves it, plus one route for the not-found document (see PAGES).
  const served = join(root, '.serve', 'dist.json');
  const config = JSON.parse(readFileSync(served, 'utf8')) as ServeConfig;
  const benchConfig = join(root, '.serve', 'dist.bench.json');
  const routes = { ...config.routes, '/404.html': config.notFound };
  writeFileSync(benchConfig, JSON.stringify({ ...config, routes }));
  // Refuses a port that is taken, so the bench never measures some other server.
  const server = await startSiteServer({ configFile: benchConfig, port: Number(port) });
  // The floor, from this build's home page, on a loopback port of its own.
  const homeFile = join(dirname(served), config.public, config.routes['/'] ?? 'index.html');
  const floorHtml = floorPage(readFileSync(homeFile, 'utf8'));
  const floorServer = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(floorHtml);
  });
  await new Promise<void>((done) => floorServer.listen(0, '127.0.0.1', done));
  const floorUrl = `http://localhost:${(floorServer.address() as AddressInfo).port}/`;
  const targets: { name: string; url: string; allowedFailures: string[]; floor: boolean }[] = [
    ...PAGES.map((page) => ({ ...page, url: origin + page.path, floor: false })),
    { name: FLOOR_NAME, url: floorUrl, allowedFailures: [], floor: true },
  ];
  const results = [];
  let failures: string[] = [];
  try {
    for (const page of targets) {
      const all: Run[] = [];
      for (let i = 1; i <= runs; i++) {
        process.stdout.write(`Lighthouse ${page.name}, run ${i} of ${runs}…\n`);
        all.push(await audit(page.url));
      }
      const med = {
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(all.map((r) => r.scores[c]))])),
        fcp: median(all.map((r) => r.fcp)),
        lcp: median(all.map((r) => r.lcp)),
        tbt: median(all.map((r) => r.tbt)),
        cls: median(all.map((r) => r.cls)),
        bytes: median(all.map((r) => r.bytes)),
        requests: median(all.map((r) => r.requests)),
      } as Omit<Run, 'failedAudits' | 'costly'>;
      // One line per audit (the first run's value), however many runs it failed in.
      const byId = new Map<string, string>();
      for (const line of all.flatMap((r) => r.failedAudits)) {
        const id = line.split(' ')[0] ?? line;
        if (!byId.has(id)) byId.set(id, line);
      }
      const failedAudits = [...byId.values()];
      results.push({
        page: page.name,
        url: page.url,
        floor: page.floor,
        median: med,
        runs: all,
        failedAudits,
      });
      // The floor has no budget: it is the measure of the machine.
      if (page.floor) continue;

      for (const c of CATEGORIES) {
        // Below 100 is accepted only where every audit that costs the category points is an allowed one.
        const costly = new Set(all.flatMap((r) => r.costly[c]));
        const excused = costly.size > 0 && [...costly].every((id) => page.allowedFailures.includes(id));
        if (med.scores[c] < BUDGET.score && !excused)
          failures.push(`${page.name}: ${c} ${med.scores[c]} < ${BUDGET.score} (${[...costly].join(', ')})`);
      }
      if (med.lcp > BUDGET.lcp) failures.push(`${page.name}: LCP ${ms(med.lcp)} > ${ms(BUDGET.lcp)}`);
      if (med.tbt > BUDGET.tbt) failures.push(`${page.name}: TBT ${ms(med.tbt)} > ${ms(BUDGET.tbt)}`);
      if (Number(med.cls.toFixed(3)) > BUDGET.cls)
        failures.push(`${page.name}: CLS ${med.cls.toFixed(3)} > 0`);
      if (med.bytes > BUDGET.bytes) failures.push(`${page.name}: ${kb(med.bytes)} > ${kb(BUDGET.bytes)}`);
    }
  } finally {
    await server.close();
    floorServer.close();
  }

  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'requests'];
  const rows = [
    header,
    ['budget', '100', '100', '100', '100', '', ms(BUDGET.lcp), ms(BUDGET.tbt), '0', kb(BUDGET.bytes), ''],
    ...results.map(({ page, median: m }) => [
      page,
      ...CATEGORIES.map((c) => String(m.scores[c])),
      ms(m.fcp),
      ms(m.lcp),
      ms(m.tbt),
      m.cls.toFixed(3),
      kb(m.bytes),
      String(m.requests),
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  console.log(`\nLighthouse ${runs}× per page, mobile, simulated throttling; medians:\n`);
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  for (const { page, failedAudits, floor } of results) {
    if (failedAudits.length && !floor)
      console.log(`\n${page}: audits below 100 in some run:\n  ${failedAudits.join('\n  ')}`);
  }

  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const json = `${JSON.stringify({ date: new Date().toISOString(), runs, budget: BUDGET, results, failures }, null, 2)}\n`;
  writeFileSync(join(dir, `bench-${stamp}.json`), json);
  writeFileSync(join(dir, 'latest.json'), json);
  console.log(`\nWritten to bench-results/bench-${stamp}.json (and latest.json).`);

  failures = [...new Set(failures)];
  if (failures.length) {
    console.error(`\n${failures.length} budget(s) missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
