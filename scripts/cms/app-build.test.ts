import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { projectCopy } from '../../tests/support/project-copy.ts';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { buildFiles } from '../settings.ts';
import { type AppBuilder, appBuildDir, buildAppIfStale, removeStaleStaging } from './app-build.ts';

describe('removeStaleStaging', () => {
  it('removes the staging folders of ended builds and keeps a running one’s, the app and everything else', () => {
    const root = tempDir('100in100-app-build-');
    // The id of a process that has ended.
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    const folders = ['cms-app', `cms-app-${ended}`, `cms-app-${process.pid}`, 'cms-app.lock', 'dist-e2e'];
    for (const name of folders) mkdirSync(join(root, '.build', name, 'admin'), { recursive: true });
    removeStaleStaging(root);
    expect(readdirSync(join(root, '.build')).sort()).toEqual(
      ['cms-app', `cms-app-${process.pid}`, 'cms-app.lock', 'dist-e2e'].sort(),
    );
  });

  it('does nothing before the first build', () => {
    const root = tempDir('100in100-app-build-');
    removeStaleStaging(root);
    expect(existsSync(join(root, '.build'))).toBe(false);
  });
});

// Vite's build of the app takes a minute; these tests count the builds asked for and stand in for them with
// the page alone, which is all the start needs to find in the folder.
describe('buildAppIfStale', () => {
  const PAGE = '<!doctype html><title>Redaktion</title>';
  const builder = () => {
    const builds: string[] = [];
    const build: AppBuilder = async (_root, outDir) => {
      builds.push(outDir);
      mkdirSync(join(outDir, 'admin'), { recursive: true });
      writeFileSync(join(outDir, 'admin', 'index.html'), PAGE);
    };
    return { build, builds };
  };
  const files = (dir: string) => globSync('**', { cwd: dir, dot: true }).sort();

  /** A site build in dist/ as `npm run build` leaves it, its app with the copies and files it adds. */
  function siteBuild(root: string, startedAt: number) {
    const app = {
      'index.html': PAGE,
      'assets/app-1a2b.js': 'export {};',
      'assets/app-1a2b.js.br': 'brotli',
      'assets/app-1a2b.js.gz': 'gzip',
      'backend.json': 'null',
      'content.json': '{}',
    };
    for (const [file, text] of Object.entries(app)) {
      mkdirSync(dirname(join(root, 'dist', 'admin', file)), { recursive: true });
      writeFileSync(join(root, 'dist', 'admin', file), text);
    }
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html>');
    const info = buildFiles(join(root, 'dist'), root, {}).buildInfo;
    mkdirSync(dirname(info), { recursive: true });
    const day = new Date(startedAt).toISOString().slice(0, 10);
    writeFileSync(info, JSON.stringify({ only: null, municipalitiesDirs: [], startedAt, day }));
  }

  it('builds the app in a fresh clone (no .build/, no dist/) into .build/cms-app/, and then finds it current', async () => {
    const root = projectCopy('100in100-app-build-');
    expect(existsSync(join(root, '.build'))).toBe(false);
    expect(existsSync(join(root, 'dist'))).toBe(false);
    const { build, builds } = builder();
    const said: string[] = [];
    const dir = await buildAppIfStale(root, (line) => said.push(line), { build, env: {} });
    expect(dir).toBe(appBuildDir(root));
    expect(builds).toHaveLength(1);
    expect(said).toEqual(['Die Redaktion wird zum ersten Mal gebaut (etwa eine Minute)…']);
    expect(readFileSync(join(dir, 'admin', 'index.html'), 'utf8')).toBe(PAGE);
    // The lock and the staging folder are gone.
    expect(readdirSync(join(root, '.build'))).toEqual(['cms-app']);

    await buildAppIfStale(root, (line) => said.push(line), { build, env: {} });
    expect(builds).toHaveLength(1);
    expect(said).toHaveLength(1);
  });

  /** A project of the app's code alone: what decides whether a site build's app is current. */
  function appProject() {
    const root = tempDir('100in100-app-build-');
    for (const file of ['src/admin/main.tsx', 'admin/index.html', 'vite.admin.config.ts']) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), '');
    }
    return root;
  }

  it('takes the app over from a site build made since its code last changed, without building it again', async () => {
    const root = appProject();
    const startedAt = Date.now();
    siteBuild(root, startedAt);
    const { build, builds } = builder();
    const said: string[] = [];
    const dir = await buildAppIfStale(root, (line) => said.push(line), { build, env: {} });
    expect(builds).toEqual([]);
    expect(said).toEqual(['Die Redaktion aus dem Bau der Website übernommen (dist/admin/).']);
    expect(files(dir)).toEqual(['admin/assets/app-1a2b.js', 'admin/index.html', 'build-started.json']);
    expect(readFileSync(join(dir, 'admin', 'assets', 'app-1a2b.js'), 'utf8')).toBe('export {};');
    // As current as the build it came from: a change to the app's code after that build's start builds it.
    expect(JSON.parse(readFileSync(join(dir, 'build-started.json'), 'utf8'))).toEqual({ startedAt });
  });

  it('builds the app when a file it is made from changed after the site build started', async () => {
    const root = appProject();
    const startedAt = Date.now();
    siteBuild(root, startedAt);
    const later = (startedAt + 1_000) / 1000;
    utimesSync(join(root, 'src', 'admin', 'main.tsx'), later, later);
    const { build, builds } = builder();
    const said: string[] = [];
    await buildAppIfStale(root, (line) => said.push(line), { build, env: {} });
    expect(builds).toHaveLength(1);
    expect(said).toEqual(['Die Redaktion wird zum ersten Mal gebaut (etwa eine Minute)…']);
  });
});
