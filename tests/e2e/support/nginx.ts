import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../scripts/free-port';

// Runs deploy/nginx.conf with Debian's nginx as the current user, on a free loopback port: a main config
// in a temporary folder (pid, logs and temp paths there, in the foreground) wraps the server block, whose
// deployment paths (/srv/100in100/…) point at this checkout's dist/ and deploy/nginx-headers.conf.

const repo = resolve(import.meta.dirname, '..', '..', '..');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const accepts = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** The server block of deploy/nginx.conf, with its deployment paths and port replaced for a test. */
export function siteConfig(port: number): string {
  const config = readFileSync(join(repo, 'deploy', 'nginx.conf'), 'utf8');
  return config
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
    .replaceAll('/srv/100in100/dist', join(repo, 'dist'))
    .replaceAll('/srv/100in100/nginx-headers.conf', join(repo, 'deploy', 'nginx-headers.conf'));
}

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
}

export async function startNginx(): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is missing at ${NGINX}: run scripts/ensure-system-packages.sh (as root) or apt-get install nginx`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), '100in100-nginx-'));
  for (const temp of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const port = await freePort();
  writeFileSync(join(dir, 'site.conf'), siteConfig(port));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 128; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/client;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (await accepts(port)) {
      return {
        origin: `http://127.0.0.1:${port}`,
        stop: async () => {
          child.kill('SIGQUIT');
          await exited;
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  child.kill('SIGKILL');
  const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  throw new Error(`nginx did not start on port ${port}:\n${stderr}\n${log}`);
}
