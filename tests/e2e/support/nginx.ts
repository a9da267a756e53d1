import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { type Run, spawnGroup, startProcess } from '../../support/process.ts';
import { tempDir } from '../../support/temp-dir.ts';
import { dist, siteRoot } from './pages.ts';

// Runs deploy/nginx.conf with Debian's nginx as the current user, on free loopback ports (one for its
// http server, one for https with a certificate from a throw-away authority made by openssl, whose OCSP
// responder `openssl ocsp` plays, so that stapling is tested too): a main config in a
// temporary folder (pid, logs, certificate and temp paths there, in the foreground) wraps the server
// blocks, whose deployment paths (/srv/100in100/…) point at a copy of this checkout's dist/ made of links
// (plus the dotfiles an operator might copy along by mistake) and at deploy/nginx-headers.conf.

/** A file the tests' site's build writes beside its deploy/nginx.conf (scripts/build/build.ts). */
const generated = (file: string) => join(siteRoot, 'deploy', file);
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** deploy/nginx.conf sends the build's Brotli copies (brotli_static): Debian's libnginx-mod-http-brotli-static. */
export const BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** The name deploy/nginx.conf serves (server_name); every other is refused. */
export const SERVER_NAME = '100in100.example';

/** Files that reach the output folder by mistake (public/.env, a .DS_Store): never served. */
export const PLANTED_DOTFILES: Record<string, string> = {
  '.env': 'SECRET=planted-env-7c1e',
  '.DS_Store': 'planted-ds-store-7c1e',
  '.git/config': 'planted-git-config-7c1e',
};
/** /.well-known/ is the one dot-folder that is public. */
export const WELL_KNOWN = {
  path: '.well-known/security.txt',
  text: 'Contact: mailto:security@100in100.example\n',
};

/**
 * deploy/nginx.conf for a test: its ports (80, 443) replaced by loopback ports, its deployment paths
 * (/srv/100in100/…) by this checkout's dist/, deploy/nginx-headers.conf and deploy/nginx-csp.conf and a
 * temporary ACME webroot, its
 * certificate by a throw-away one.
 */
export function siteConfig({ http, https, dir }: { http: number; https: number; dir: string }): string {
  const config = readFileSync(join(siteRoot, 'deploy', 'nginx.conf'), 'utf8');
  const replaced = config
    .replace(/^\s*listen \[::\]:(80|443)\b.*\n/gm, '')
    .replace(/^(\s*)listen 80\b/gm, `$1listen 127.0.0.1:${http}`)
    .replace(/^(\s*)listen 443\b/gm, `$1listen 127.0.0.1:${https}`)
    .replace(/^(\s*ssl_certificate) \S+;/m, `$1 ${join(dir, 'cert.pem')};`)
    .replace(/^(\s*ssl_trusted_certificate) \S+;/m, `$1 ${join(dir, 'ca.pem')};`)
    .replace(/^(\s*ssl_certificate_key) \S+;/m, `$1 ${join(dir, 'key.pem')};`)
    .replaceAll('/srv/100in100/dist', join(dir, 'site'))
    .replaceAll('/srv/100in100/nginx-headers.conf', generated('nginx-headers.conf'))
    .replaceAll('/srv/100in100/nginx-csp.conf', generated('nginx-csp.conf'))
    .replaceAll('/srv/100in100/nginx-routes.conf', generated('nginx-routes.conf'))
    .replaceAll('/srv/100in100/acme', join(dir, 'acme'));
  const left = replaced.replace(/#.*$/gm, '').match(/\/srv\/100in100|\/etc\/letsencrypt|listen (80|443)\b/);
  if (left) throw new Error(`siteConfig: deploy/nginx.conf has a ${left[0]} the test cannot replace`);
  return replaced;
}

function openssl(args: string[], what: string) {
  const run = spawnSync('openssl', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl could not make ${what}: ${run.error ?? run.stderr}`);
}

/**
 * A throw-away certificate authority, valid for a day, and a certificate it signed for the site's name and
 * 127.0.0.1 that names an OCSP responder on `ocspPort` (as a real authority's certificate does, so that
 * nginx has something to staple): ca.pem and ca-key.pem, cert.pem (the certificate and the authority, as
 * certbot's fullchain.pem) and key.pem, and the responder's index.txt, in `dir`. Returns the authority's
 * certificate, to trust.
 */
function testCertificates(dir: string, ocspPort: number): string {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const file = (name: string) => join(dir, name);
  openssl(
    [
      'req',
      '-x509',
      ...ec,
      '-days',
      '1',
      '-subj',
      '/CN=100in100 test authority',
      '-keyout',
      file('ca-key.pem'),
    ]
      .concat(['-out', file('ca.pem'), '-addext', 'basicConstraints=critical,CA:TRUE'])
      .concat(['-addext', 'keyUsage=critical,keyCertSign,cRLSign,digitalSignature']),
    'a test certificate authority',
  );
  openssl(
    ['req', ...ec, '-subj', `/CN=${SERVER_NAME}`, '-keyout', file('key.pem'), '-out', file('site.csr')],
    'a certificate request',
  );
  writeFileSync(
    file('site.ext'),
    [
      `subjectAltName=DNS:${SERVER_NAME},IP:127.0.0.1`,
      `authorityInfoAccess=OCSP;URI:http://127.0.0.1:${ocspPort}`,
      'basicConstraints=CA:FALSE',
      'extendedKeyUsage=serverAuth',
      '',
    ].join('\n'),
  );
  openssl(
    ['x509', '-req', '-in', file('site.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca-key.pem')].concat([
      '-set_serial',
      '0x1001',
      '-days',
      '1',
      '-extfile',
      file('site.ext'),
      '-out',
      file('site.pem'),
    ]),
    'the test certificate',
  );
  const ca = readFileSync(file('ca.pem'), 'utf8');
  writeFileSync(file('cert.pem'), readFileSync(file('site.pem'), 'utf8') + ca);
  // The responder's database: certificate 1001 is valid ("V"), until a date far ahead.
  writeFileSync(file('index.txt'), `V\t491231235959Z\t\t1001\tunknown\t/CN=${SERVER_NAME}\n`);
  return ca;
}

/** The arguments of `openssl ocsp` answering for the test authority on `port`, as its responder would. */
const ocspResponderArgs = (dir: string, port: number) => {
  const file = (name: string) => join(dir, name);
  // OpenSSL 3.0 takes a port only (and listens on every address; it answers for a throw-away authority).
  return ['ocsp', '-index', file('index.txt'), '-port', String(port), '-CA', file('ca.pem')].concat([
    '-rsigner',
    file('ca.pem'),
    '-rkey',
    file('ca-key.pem'),
    '-nmin',
    '60',
  ]);
};

export interface RunningNginx {
  /** The https server: the site. */
  origin: string;
  /** The plain http server: the redirect and the ACME challenge. */
  httpOrigin: string;
  /** The certificate authority of `origin`'s certificate, to trust. */
  ca: string;
  /** Where it was started from: its logs, configuration and certificate, removed by stop(). */
  dir: string;
  /** The ACME webroot (certbot --webroot -w). */
  acmeDir: string;
  stop: () => Promise<void>;
}

export async function startNginx(): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is missing at ${NGINX}: run scripts/ensure-system-packages.sh (as root) or apt-get install nginx`,
    );
  }
  const dir = tempDir('100in100-nginx-');
  for (const temp of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const http = await getPort();
  const port = await getPort();
  const ocsp = await getPort();
  const ca = testCertificates(dir, ocsp);
  const responder = spawnGroup('openssl', ocspResponderArgs(dir, ocsp), {});
  mkdirSync(join(dir, 'acme', '.well-known', 'acme-challenge'), { recursive: true });
  // The site: dist/ by links, and the files an operator might copy along with it.
  const site = join(dir, 'site');
  mkdirSync(site);
  for (const name of readdirSync(dist)) symlinkSync(join(dist, name), join(site, name));
  const planted: [string, string][] = [
    ...Object.entries(PLANTED_DOTFILES),
    [WELL_KNOWN.path, WELL_KNOWN.text],
  ];
  for (const [path, text] of planted) {
    mkdirSync(join(site, path, '..'), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  writeFileSync(join(dir, 'site.conf'), siteConfig({ http, https: port, dir }));
  writeFileSync(
    join(dir, 'nginx.conf'),
    // Started by root, nginx would serve as nobody, who may not reach a private $TMPDIR or checkout.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
load_module ${BROTLI_STATIC_MODULE};
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
  let nginx: Run;
  try {
    // It refuses requests for any other name than its own, so a port that accepts is its answer.
    nginx = await startProcess(
      NGINX,
      ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')],
      {
        ready: { port },
        timeout: 10_000,
        name: `nginx on port ${port}`,
      },
    );
  } catch (error) {
    await responder.stop();
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error instanceof Error ? error.message : error}\n${log}`);
  }
  return {
    origin: `https://127.0.0.1:${port}`,
    httpOrigin: `http://127.0.0.1:${http}`,
    ca,
    dir,
    acmeDir: join(dir, 'acme'),
    stop: async () => {
      await Promise.all([nginx.stop(), responder.stop()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
