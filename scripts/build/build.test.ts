import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { positions } from '../../src/content/positions.ts';
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

/** Replaces `from` by `to` in the copy's file; answers where the content checks report it: "Zeile 8, Spalte 15". */
function replaceIn(dir: string, file: string, from: string, to: string, at = from.indexOf(':') + 2) {
  const text = readFileSync(join(dir, file), 'utf8');
  const index = text.indexOf(from);
  if (index < 0) throw new Error(`${file} has no ${from}`);
  writeFileSync(join(dir, file), text.replace(from, to));
  const { line, column } = positions(text)(index + at);
  return `Zeile ${line}, Spalte ${column}`;
}

// Each test runs a whole build process: seconds on an idle machine, more when it is busy.
describe('npm run build with bad content', { timeout: 60_000 }, () => {
  it('stops, names the file and the field, and leaves dist/ untouched', () => {
    const dir = projectCopy('100in100-build-');
    const at = replaceIn(dir, 'content/municipalities/diepoldsau.json', '"fossil": 1255', '"fossil": 1254');
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), 'the previous build');

    const result = runBuild(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Build angehalten: der Inhalt hat 1 Problem; dist/ bleibt unverändert.');
    expect(result.stderr).toContain(
      `content/municipalities/diepoldsau.json, ${at}: Einfamilienhäuser, fossil geheizt: Erneuerbar 312 + fossil 1254 = 1566, aber total ist 1567.`,
    );
    expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).toBe('the previous build');
  });

  it('writes no dist/ at all when there was none', () => {
    const dir = projectCopy('100in100-build-');
    const { email } = JSON.parse(readFileSync(join(dir, 'content', 'site.json'), 'utf8')).cooperative;
    const at = replaceIn(dir, 'content/site.json', `"email": "${email}"`, '"email": "kontakt"');
    const result = runBuild(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `content/site.json, ${at}: Genossenschaft, E-Mail: Hier steht der Text "kontakt".`,
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
      `MUNICIPALITY=atlantis: Die Datei content/municipalities/atlantis.json gibt es nicht. Erwartet eine dieser Gemeinden: ${readdirSync(
        join(dir, 'content', 'municipalities'),
      )
        .map((file) => file.replace('.json', ''))
        .join(', ')}`,
    );
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});
