import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import getPort from 'get-port';
import { type Run, spawnGroup, startProcess } from '../support/process.ts';
import { projectCopy, repo } from '../support/project-copy.ts';

// The README's commands, each first from a fresh clone of this checkout (no .build/, no dist/, nothing an
// earlier command left), as a newcomer types them after `npm install`, on the checkout's own content: the
// servers to their ready line and a first answer, the checks to their result. So a missing folder or a step
// that only worked after another cannot come back. (npm test builds the cooperative's content once more in
// its own step, the pipeline's build job, and holds its pages to valid HTML: scripts/test/test.sh.)

/** The environment a newcomer's shell has: none of the settings the tests give their own builds. */
const NEWCOMER = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      !['MUNICIPALITY', 'MUNICIPALITIES_DIR', 'DIST_DIR', 'SOURCE_DATE_EPOCH', 'PORT', 'CMS_PORT'].includes(
        name,
      ),
  ),
);

const clone = () => projectCopy('100in100-clone-', repo);

/** Runs `npm <args>` in `dir` to its end; answers its exit code and output. */
async function finished(dir: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const run: Run = spawnGroup('npm', args, { cwd: dir, env: { ...NEWCOMER, ...env } });
  const code = await run.exited;
  return { code, output: run.output() };
}

/** Starts `npm <args>` in `dir` until `ready` matches its output; answers the URL it printed. */
async function serving(dir: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv) {
  const run = await startProcess('npm', args, {
    cwd: dir,
    env: { ...NEWCOMER, ...env },
    ready,
    timeout: 170_000,
    name: `npm ${args.join(' ')}`,
  });
  test.info().attach('output', { body: run.output() });
  return run;
}

test.describe.configure({ timeout: 200_000 });

test('npm run cms: the editing app and its local backend, ready and answering', async ({ request }) => {
  const [port, cmsPort] = [await getPort(), await getPort()];
  const cms = await serving(clone(), ['run', 'cms'], /Die Redaktion läuft: (\S+)/, {
    PORT: String(port),
    CMS_PORT: String(cmsPort),
  });
  try {
    const app = await request.get(cms.answer);
    expect(app.status()).toBe(200);
    expect(await app.text()).toContain('<title>');
  } finally {
    await cms.stop();
  }
});

test('npm run dev: the development server, ready and answering with the home page', async ({ request }) => {
  const port = await getPort();
  const dev = await serving(clone(), ['run', 'dev'], /(http:\/\/\S+) \(bereit nach/, { PORT: String(port) });
  try {
    const home = await request.get(dev.answer);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<h1');
  } finally {
    await dev.stop();
  }
});

test('npm start: builds the site and serves it', async ({ request }) => {
  const port = await getPort();
  const start = await serving(clone(), ['start'], /Serving the site for .+ on (\S+)/, { PORT: String(port) });
  try {
    const home = await request.get(start.answer);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<h1');
    expect((await request.get(`${start.answer}/gibt-es-nicht`)).status()).toBe(404);
  } finally {
    await start.stop();
  }
});

test('npm run content:check: the content passes its rules', async () => {
  const { code, output } = await finished(clone(), ['run', '--silent', 'content:check']);
  expect(output).toBe('Alle Inhalte sind in Ordnung.\n');
  expect(code).toBe(0);
});

test('npm run launch-check: lists what is left before the launch and weighs the pages', async () => {
  const { code, output } = await finished(clone(), ['run', '--silent', 'launch-check']);
  // Whether placeholders remain is the cooperative's business; the check runs to its result either way.
  expect(output).toMatch(
    /^(Keine Platzhalter mehr|Noch \d+ Platzhalter) in den Inhalten für alle veröffentlichten Gemeinden/m,
  );
  expect(output).toMatch(
    /^(Alle \d+ Seiten kommen mit der ersten Übertragung|Achtung: \d+ Seiten? (ist|sind) grösser)/m,
  );
  expect([0, 1]).toContain(code);
  expect(code).toBe(/^Noch \d+ Platzhalter/m.test(output) ? 1 : 0);
});

test('npm run build: writes the deployable site of every published municipality', async () => {
  const dir = clone();
  const build = await finished(dir, ['run', '--silent', 'build']);
  expect(build.output).toMatch(/^Built \d+ pages for every municipality \(.+\) into dist\/\.$/m);
  expect(build.code).toBe(0);
  expect(existsSync(join(dir, 'dist', 'index.html'))).toBe(true);
});
