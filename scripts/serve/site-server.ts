import { once } from 'node:events';
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { CACHE_REVALIDATE, cacheControl, type ServeConfig } from '../build/headers.ts';
import { filesBelow, SUFFIXES } from '../build/precompress.ts';
import { isPort } from '../settings.ts';

// `npm start`'s server: the files of one build, each sent by `send` as the build's Brotli or gzip copy when
// the client takes one. Only GET and HEAD; the pages' routes get their HTML, every other path that is no
// public file the not-found page with 404; the redirects (the home municipality's own path) 301. Headers
// and routes come from the build's .serve/<dist folder>.json (scripts/build/headers.ts), re-read when a
// rebuild rewrites it: the CSP names each build's inline hashes.

export interface SiteServerOptions {
  /** .serve/<dist folder>.json, written by the build. */
  configFile: string;
  port: number;
  /** Default 127.0.0.1: only this machine can connect. */
  host?: string;
}

export interface SiteServer {
  url: string;
  /** Where it listens, as the socket reports it. */
  address: AddressInfo;
  close: () => Promise<void>;
}

// Files of the build that are no URL: the HTML is reached by its route, `_headers` and `_redirects` are for
// other hosts, the copies stand in for their file, and dotfiles (but /.well-known/) are nobody's business.
const HIDDEN = /(\.html|\.br|\.gz|\/_headers|\/_redirects)$|\/\.(?!well-known\/)/;
type Encoding = keyof typeof SUFFIXES;
const ENCODINGS = Object.keys(SUFFIXES) as Encoding[];
// Dotfiles reach `send` only from /.well-known/. No byte ranges (the site needs none, and each is work for
// the server); no Last-Modified (the ETag revalidates, and every header byte counts in the first round trip).
const SEND = { dotfiles: 'allow', acceptRanges: false, lastModified: false } as const;
/** Node's names of the protocol errors it reports (the rest are a plain 400). */
const PROTOCOL_ERRORS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

function siteHandler(configFile: string) {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as ServeConfig;
  if (
    typeof config.routes !== 'object' ||
    typeof config.redirects !== 'object' ||
    typeof config.headers !== 'object' ||
    !config.pageHeaders
  )
    throw new Error(`${configFile} was written by an older build: run \`npm run build\``);
  const root = resolve(dirname(configFile), config.public);
  // A request gets a file only when its fully decoded path is one of these, so that no spelling (`%2F`,
  // `%5c`, `%2e%2e`, `//`, double encoding) can name another file.
  const files = new Set(filesBelow(root).map((file) => `/${file}`));
  const plainHeaders = (status: number) => ({
    ...config.headers,
    'Cache-Control': CACHE_REVALIDATE,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(`${status}\n`.length),
    ...(status === 405 ? { Allow: 'GET, HEAD' } : {}),
  });
  const plain = (res: ServerResponse, status: number) => {
    res.writeHead(status, plainHeaders(status)).end(`${status}\n`);
  };
  const serve = (req: IncomingMessage, res: ServerResponse, file: string, status = 200) => {
    const copies = ENCODINGS.filter((name) => files.has(file + SUFFIXES[name]));
    // The client's preference first, then ours. @types/negotiator (0.6) lacks negotiator 1.0's `preferred`:
    // @ts-expect-error
    const [encoding] = new Negotiator(req).encodings(copies, { preferred: copies }) as Encoding[];
    res.statusCode = status;
    // A page (the not-found page included) has its own CSP; every other file the site's.
    for (const [name, value] of Object.entries(config.pageHeaders[file.slice(1)] ?? config.headers))
      res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControl(file));
    if (copies.length > 0) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      // send keeps a type already set: the copy's is that of the file it stands for.
      res.setHeader('Content-Type', contentType(extname(file)) || 'application/octet-stream');
    }
    send(req, encodeURI(file + (encoding ? SUFFIXES[encoding] : '')), { root, ...SEND })
      .on('error', (error: { statusCode: number; message: string }) => {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        if (error.statusCode === 404 && status !== 404) return serve(req, res, `/${config.notFound}`, 404);
        if (error.statusCode >= 500) console.error(`npm start: ${req.method} ${file}: ${error.message}`);
        plain(res, error.statusCode);
      })
      .pipe(res);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // One Host, or none from an HTTP/1.0 client (RFC 9112, 3.2): two could each be read by a different proxy.
    const hosts = req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
    if (hosts > 1 || (hosts === 0 && req.httpVersion !== '1.0')) return plain(res, 400);
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405);
    let path = '';
    try {
      path = decodeURIComponent((req.url ?? '/').replace(/[?#].*$/s, ''));
    } catch {
      // A malformed escape (`/%`) names no file: the not-found page.
    }
    const page = config.routes[path];
    if (page) return serve(req, res, `/${page}`);
    const target = config.redirects[path];
    if (target) {
      const headers = { ...config.headers, 'Cache-Control': CACHE_REVALIDATE, 'Content-Length': '0' };
      return res.writeHead(301, { ...headers, Location: target }).end();
    }
    if (files.has(path) && !HIDDEN.test(path)) return serve(req, res, path);
    serve(req, res, `/${config.notFound}`, 404);
  };
  /** A whole answer with the site's headers, for a socket that has no response object. */
  const raw = (status: number) => {
    const headers = Object.entries({ ...plainHeaders(status), Connection: 'close' });
    const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n${status}\n`;
  };
  return { handle, plain, raw };
}

/** Serves the build named by `configFile`; rejects with a message a person can act on when it cannot. */
export async function startSiteServer({
  configFile,
  port,
  host = '127.0.0.1',
}: SiteServerOptions): Promise<SiteServer> {
  if (!isPort(port)) throw new Error(`the port must be a whole number from 0 to 65535 (PORT), not ${port}`);
  let site = siteHandler(configFile);
  // The response each connection is answering: a protocol error after its headers went out cannot be
  // answered on that connection any more.
  const answering = new WeakMap<Duplex, ServerResponse>();
  // The Host check is the handler's, so that its 400 carries the site's headers like every other answer.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    answering.set(req.socket, res);
    res.once('close', () => {
      if (answering.get(req.socket) === res) answering.delete(req.socket);
    });
    site.handle(req, res);
  });
  // Node answers these itself, without the site's headers, unless told otherwise: a request it cannot
  // parse or that is too large (400, 431), too slow (408), CONNECT (left hanging), an Expect it cannot meet.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET' || answering.get(socket)?.headersSent)
      return socket.destroy();
    socket.end(site.raw(PROTOCOL_ERRORS[error.code ?? ''] ?? 400));
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => socket.end(site.raw(405)));
  server.on('checkExpectation', (_req, res) => site.plain(res, 417));
  const reload = () => {
    try {
      site = siteHandler(configFile);
    } catch (error) {
      // A build that failed halfway leaves no new configuration; keep serving the last good one.
      console.error(`npm start: keeping the previous build: ${(error as Error).message}`);
    }
  };
  watchFile(configFile, { interval: 500 }, reload);
  try {
    await once(server.listen(port, host), 'listening');
  } catch (error) {
    unwatchFile(configFile, reload);
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(
      code === 'EADDRINUSE'
        ? `Port ${port} on ${host} is already in use (another \`npm start\`?). Stop that server or choose another port: PORT=<port> npm start`
        : `Cannot listen on ${host}:${port}: ${message}`,
    );
  }
  const address = server.address() as AddressInfo;
  const name = host === '127.0.0.1' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const close = () =>
    new Promise<void>((done) => {
      unwatchFile(configFile, reload);
      server.close(() => done());
      server.closeAllConnections();
    });
  return { url: `http://${name}:${address.port}`, address, close };
}
