import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeIn } from '../../tests/support/content-fixture.ts';
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

/** Replaces `from` by `to` in a file of the copy; fails when the file no longer holds `from`. */
function change(dir: string, file: string, from: string, to: string) {
  const text = readFileSync(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(join(dir, file), text.replace(from, to));
}

// Each test runs a whole build process (a copy of the project with the browser tests' content,
// tests/fixtures/site): seconds on an idle machine, more when it is busy. The build stops before Vite.
describe('npm run build with bad content', { timeout: 60_000 }, () => {
  it('stops, names every file and field with a problem, and leaves dist/ untouched', () => {
    const dir = projectCopy('100in100-build-');
    const site = JSON.parse(readFileSync(join(dir, 'content', 'site.json'), 'utf8'));
    const home = `content/municipalities/${site.homeMunicipality}.json`;
    const { renewable, fossil, total } = JSON.parse(readFileSync(join(dir, home), 'utf8')).housing;
    change(dir, home, `"fossil": ${fossil}`, `"fossil": ${fossil - 1}`);
    change(dir, 'content/site.json', `"email": "${site.cooperative.email}"`, '"email": "kontakt"');
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), 'the previous build');

    const result = runBuild(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Build angehalten: der Inhalt hat 2 Probleme; dist/ bleibt unverändert.');
    expect(result.stderr).toContain(
      `${home}, ${placeIn(dir, home, '"fossil": ', String(fossil - 1))}: Einfamilienhäuser, fossil geheizt: Erneuerbar ${renewable} + fossil ${fossil - 1} = ${renewable + fossil - 1}, aber total ist ${total}.`,
    );
    expect(result.stderr).toContain(
      `content/site.json, ${placeIn(dir, 'content/site.json', '"email": ', '"kontakt"')}: Genossenschaft, E-Mail: Hier steht der Text "kontakt".`,
    );
    expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).toBe('the previous build');
  });

  it('stops when the privacy policy misses a topic, naming the file and the topic, and writes no dist/ when there was none', () => {
    const dir = projectCopy('100in100-build-');
    const policy = 'content/legal/privacy-policy.md';
    change(dir, policy, '{#marketing}', '');
    const result = runBuild(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${policy}: Das Thema «Marketing» {#marketing} fehlt.`);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  it('lists the municipalities that exist for an unknown MUNICIPALITY', () => {
    const dir = projectCopy('100in100-build-');
    const known = readdirSync(join(dir, 'content', 'municipalities'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    const result = runBuild(dir, { MUNICIPALITY: 'atlantis' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `MUNICIPALITY=atlantis: Die Datei content/municipalities/atlantis.json gibt es nicht. Erwartet eine dieser Gemeinden: ${known.join(', ')}\n`,
    );
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});
