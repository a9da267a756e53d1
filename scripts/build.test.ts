import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectCopy } from '../tests/support/project-copy.ts';
import { TSX_CLI } from './tsx-cli.ts';

/** Runs the build in a project copy; tsx's own temporary files (its IPC folder) go into the copy too. */
const runBuild = (cwd: string, env: Record<string, string> = {}) => {
  const tmp = join(cwd, '.tmp');
  mkdirSync(tmp, { recursive: true });
  return spawnSync(process.execPath, [TSX_CLI, 'scripts/build.ts'], {
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
    expect(result.stderr).toContain('content/municipalities/diepoldsau.json: housing.fossil: is 1254');
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
    expect(result.stderr).toContain('content/site.json: cooperative.email: is "kontakt"');
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  it('stops when the privacy policy misses a topic, naming the file and the topic', () => {
    const dir = projectCopy('100in100-build-');
    const file = join(dir, 'content', 'legal', 'privacy-policy.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{#marketing}', ''));
    const result = runBuild(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'content/legal/privacy-policy.md: the topic marketing {#marketing} is missing',
    );
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  it('lists the municipalities that exist for an unknown MUNICIPALITY', () => {
    const dir = projectCopy('100in100-build-');
    const result = runBuild(dir, { MUNICIPALITY: 'atlantis' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'MUNICIPALITY=atlantis: there is no content/municipalities/atlantis.json; the municipalities that exist: diepoldsau',
    );
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});
