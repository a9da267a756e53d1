import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { ROOT } from '../settings.ts';

// .gitlab-ci.yml run by gitlab-ci-local (pinned in package.json), GitLab's rules evaluated as GitLab does:
// which jobs each kind of pipeline runs, and the deploy job against a stand-in server. Its build job runs
// in `npm test` as the build of the site (scripts/test/gitlab-build-job.sh). The jobs name an image for
// GitLab; here they run in the shell (--force-shell-executor), each in a git repository of its own in the
// temporary directory, with a HOME of its own, so no personal gitlab-ci-local setting takes part.

const CLI = join(ROOT, 'node_modules', 'gitlab-ci-local', 'dist', 'index.js');

/** A git repository in a temporary folder holding the pipeline file, committed on `branch`. */
function repository(branch: string, files: string[] = ['.gitlab-ci.yml']): string {
  const dir = tempDir('100in100-gitlab-');
  for (const file of files) cpSync(join(ROOT, file), join(dir, file), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@100in100.example', 'commit', '-q', '-m', 'pipeline');
  if (branch !== 'main') git('checkout', '-q', '-b', branch);
  return dir;
}

/** Runs gitlab-ci-local in `dir`; resolves with its exit code and output. */
function gitlabCiLocal(dir: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const home = join(dir, '.home');
  mkdirSync(home, { recursive: true });
  const cleanEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('DEPLOY_')),
  );
  const run = spawn(process.execPath, [CLI, '--home', home, '--no-color', ...args], {
    cwd: dir,
    env: { ...cleanEnv, ...env },
  });
  let output = '';
  run.stdout.on('data', (chunk) => {
    output += chunk;
  });
  run.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((done) =>
    run.once('close', (code) => done({ code, output })),
  );
}

const variables = (values: Record<string, string>) =>
  Object.entries(values).flatMap(([name, value]) => ['--variable', `${name}=${value}`]);

/** The jobs a pipeline of `source` on the repository's branch runs, as GitLab's rules decide. */
async function jobs(dir: string, source: string, extra: Record<string, string> = {}, validate = false) {
  const { code, output } = await gitlabCiLocal(dir, [
    '--list-csv',
    ...(validate ? [] : ['--no-json-schema-validation']),
    '--ignore-predefined-vars',
    'CI_PIPELINE_SOURCE',
    ...variables({ CI_PIPELINE_SOURCE: source, ...extra }),
  ]);
  expect(code, output).toBe(0);
  const table = output.slice(output.indexOf('name;stage;'));
  return table
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(';')[0]);
}

describe('the GitLab pipeline', { timeout: 120_000 }, () => {
  it('runs the checks and the build on every push, and deploys from the default branch once a day', async () => {
    const main = repository('main');
    const feature = repository('feature');
    const target = { DEPLOY_TARGET: 'deploy@100in100.example' };
    const runs = await Promise.all([
      jobs(main, 'push', {}, true),
      jobs(main, 'push', target),
      jobs(main, 'schedule'),
      jobs(main, 'web'),
      jobs(feature, 'push', target),
      jobs(feature, 'schedule', target),
    ]);
    expect(runs).toEqual([
      // A push to the default branch before the deploy is set up: no deploy.
      ['checks', 'build'],
      ['checks', 'build', 'deploy'],
      // The daily schedule and "Run pipeline": the code did not change, so no checks.
      ['build', 'deploy'],
      ['build', 'deploy'],
      // Another branch never deploys.
      ['checks', 'build'],
      ['build'],
    ]);
  });

  describe('the deploy job', () => {
    /** The pipeline, the deploy script and a small build, with a stand-in for ssh and sudo on the PATH. */
    function deployCheckout() {
      const dir = repository('main', ['.gitlab-ci.yml', 'scripts/deploy']);
      const write = (file: string, text: string) => {
        mkdirSync(join(dir, file, '..'), { recursive: true });
        writeFileSync(join(dir, file), text);
      };
      write('dist/index.html', '<!doctype html><title>new</title>');
      write('dist/assets/page-new.js', 'new();');
      for (const name of ['headers', 'csp', 'routes'])
        write(`deploy/nginx-${name}.conf`, `# ${name} of the new build\n`);
      // ssh: notes how it was called and runs the remote command here (rsync's server side, and sudo).
      write(
        'bin/ssh',
        `#!/usr/bin/env bash
set -euo pipefail
note=()
while [ $# -gt 0 ]; do
  case "$1" in
    -i) note+=("key=$(tr '\\n' ' ' <"$2")"); shift 2 ;;
    -o) note+=("$2"); [[ "$2" == UserKnownHostsFile=* ]] && note+=("known_hosts=$(cat "\${2#UserKnownHostsFile=}")"); shift 2 ;;
    -l) note+=("user=$2"); shift 2 ;;
    -*) shift ;;
    *) break ;;
  esac
done
note+=("host=$1"); shift
printf 'ssh %s: %s\\n' "\${note[*]}" "$*" >>"$SSH_LOG"
exec bash -c "$*"
`,
      );
      write('bin/sudo', '#!/usr/bin/env bash\nprintf \'sudo %s\\n\' "$*" >>"$SSH_LOG"\n');
      chmodSync(join(dir, 'bin', 'ssh'), 0o755);
      chmodSync(join(dir, 'bin', 'sudo'), 0o755);
      const server = tempDir('100in100-server-');
      mkdirSync(join(server, 'dist', 'assets'), { recursive: true });
      writeFileSync(join(server, 'dist', 'index.html'), 'old');
      writeFileSync(join(server, 'dist', 'assets', 'page-old.js'), 'old();');
      return { dir, server, log: join(dir, 'ssh.log'), path: `${join(dir, 'bin')}:${process.env.PATH}` };
    }

    const deploy = (dir: string, path: string, log: string, settings: Record<string, string>) =>
      gitlabCiLocal(
        dir,
        [
          '--force-shell-executor',
          '--no-json-schema-validation',
          '--ignore-predefined-vars',
          'CI_PIPELINE_SOURCE',
          ...variables({ CI_PIPELINE_SOURCE: 'schedule', ...settings }),
          'deploy',
        ],
        { PATH: path, SSH_LOG: log },
      );

    it('copies the build to the server over ssh, with the key and host key it was given, then checks and reloads nginx', async () => {
      const { dir, server, log, path } = deployCheckout();
      const settings = {
        DEPLOY_TARGET: 'deploy@100in100.example',
        DEPLOY_SSH_KEY: '-----BEGIN OPENSSH PRIVATE KEY-----\nthe key\n-----END OPENSSH PRIVATE KEY-----',
        DEPLOY_KNOWN_HOSTS: '100in100.example ssh-ed25519 AAAAthehostkey',
        DEPLOY_PATH: server,
      };
      const { code, output } = await deploy(dir, path, log, settings);
      expect(code, output).toBe(0);
      expect(output).toContain(`Deployed to deploy@100in100.example:${server} and reloaded nginx.`);
      // The server has the new build, and no file of the old one.
      expect(readdirSync(join(server, 'dist', 'assets'))).toEqual(['page-new.js']);
      expect(readFileSync(join(server, 'dist', 'index.html'), 'utf8')).toBe(
        '<!doctype html><title>new</title>',
      );
      for (const name of ['headers', 'csp', 'routes'])
        expect(readFileSync(join(server, `nginx-${name}.conf`), 'utf8')).toBe(`# ${name} of the new build\n`);
      const calls = readFileSync(log, 'utf8').trim().split('\n');
      const key = `key=${settings.DEPLOY_SSH_KEY.replaceAll('\n', ' ')}`;
      const known = `known_hosts=${settings.DEPLOY_KNOWN_HOSTS}`;
      for (const call of calls.filter((line) => line.startsWith('ssh '))) {
        expect(call).toContain(key);
        expect(call).toContain(known);
        expect(call).toContain('StrictHostKeyChecking=yes');
        expect(call).toMatch(/host=(deploy@)?100in100\.example/);
      }
      expect(calls.filter((line) => line.startsWith('sudo '))).toEqual([
        'sudo -n nginx -t -q',
        'sudo -n systemctl reload nginx',
      ]);
    });

    it('fails without its settings, naming each missing one, and copies nothing', async () => {
      const { dir, server, log, path } = deployCheckout();
      const { code, output } = await deploy(dir, path, log, { DEPLOY_PATH: server });
      expect(code).not.toBe(0);
      expect(output).toContain('Not deployed: DEPLOY_TARGET DEPLOY_SSH_KEY DEPLOY_KNOWN_HOSTS not set.');
      expect(readFileSync(join(server, 'dist', 'index.html'), 'utf8')).toBe('old');
    });
  });
});
