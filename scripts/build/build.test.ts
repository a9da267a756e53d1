import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectCopy } from '../../tests/support/project-copy.ts';
import { TSX_CLI } from './build-state.ts';

/** Runs the build in a project copy; tsx's own temporary files (its IPC folder) go into the copy too. */
const runBuild = (cwd: string, env: Record<string, string> = {}) => {
  const tmp = join(cwd, '.tmp');
  mkdirSync(tmp, { recursive: true });
  return spawnSync(process.execPath, [TSX_CLI, 'scripts/build/build.ts'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, TMPDIR: tmp, ...env },
  });
};

// Each test runs a whole build process: seconds on an idle machine, more when it is busy.
describe('npm run build with bad content', { timeout: 60_000 }, () => {
  it('stops, names the file and the field, and leaves dist/ untouched', () => {
    const dir = projectCopy('100in100-build-');
    const file = join(dir, 'content', 'municipalities', 'diepoldsau.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"fossil": 1255', '"fossil": 1254'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), 'the previous build');

    const result = runBuild(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Build angehalten: der Inhalt hat 1 Problem; dist/ bleibt unverändert.');
    expect(result.stderr).toContain(
      'content/municipalities/diepoldsau.json, Zeile 8, Spalte 15: Einfamilienhäuser, fossil geheizt: Erneuerbar 312 + fossil 1254 = 1566, aber total ist 1567.',
    );
    expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).toBe('the previous build');
  });

  it('writes no dist/ at all when there was none', () => {
    const dir = projectCopy('100in100-build-');
    const file = join(dir, 'content', 'site.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"email": "kontakt@100in100.example"', '"email": "kontakt"'),
    );
    const result = runBuild(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'content/site.json, Zeile 17, Spalte 14: Genossenschaft, E-Mail: Hier steht der Text "kontakt".',
    );
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  it('stops when the privacy policy misses a topic, naming the file and the topic', () => {
    const dir = projectCopy('100in100-build-');
    const file = join(dir, 'content', 'legal', 'privacy-policy.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{#marketing}', ''));
    const result = runBuild(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'content/legal/privacy-policy.md: Das Thema «Marketing» {#marketing} fehlt.',
    );
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  it('lists the municipalities that exist for an unknown MUNICIPALITY', () => {
    const dir = projectCopy('100in100-build-');
    const result = runBuild(dir, { MUNICIPALITY: 'atlantis' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'MUNICIPALITY=atlantis: Die Datei content/municipalities/atlantis.json gibt es nicht. Erwartet eine dieser Gemeinden: diepoldsau',
    );
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});
