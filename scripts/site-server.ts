import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import { contentType } from 'mime-types';
import serveStatic from 'serve-static';
import { CACHE_REVALIDATE, cacheControl, type ServeConfig } from './headers.ts';
import { chooseEncoding, ENCODINGS, type Encoding, filesBelow } from './precompress.ts';

// `npm start`'s server: the files of one build served by serve-static (Express's static middleware, on
// `send`; chosen by measurement, see docs/architecture.md), each as the build's Brotli or gzip copy
// when the client takes one (scripts/precompress.ts) and otherwise with gzip from `compression`, behind a guard that
// allows only GET and HEAD, answers the pages' routes with their HTML and gives every other path that is
// no public file the not-found page with status 404. Headers and routes come from the build's
// .serve/<dist folder>.json (scripts/headers.ts), re-read when a rebuild rewrites it: the CSP names the
// hashes of the new build's inline styles and scripts.

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

// Files of the build that are no URL of the site: the HTML is reached through its route only, `_headers`
// and `_redirects` are for other hosts, the compressed copies are sent in place of their file, and a
// dotfile (but for /.well-known/) is nobody's business.
const HIDDEN = /(\.html|\.br|\.gz|\/_headers|\/_redirects)$|\/\.(?!well-known\/)/;
const NONE: ReadonlySet<Encoding> = new Set();

/** URL path → the compressed copies the build wrote of that file. */
function compressedCopies(root: string) {
  const copies = new Map<string, Set<Encoding>>();
  for (const file of filesBelow(root)) {
    const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
    if (!encoding) continue;
    const path = `/${relative(root, file).slice(0, -encoding.suffix.length).split(sep).join('/')}`;
    copies.set(path, (copies.get(path) ?? new Set()).add(encoding.name));
  }
  return copies;
}

/**
 * The URL paths of the files the site serves: the build's files but the hidden ones. A request is served
 * a file only when its fully decoded path is one of these, so no encoding (`%2F`, `%5c`, `%2e%2e`, `//`,
 * double encoding) can name another file.
 */
function publicPaths(root: string) {
  const paths = new Set<string>();
  for (const file of filesBelow(root)) {
    const path = `/${relative(root, file).split(sep).join('/')}`;
    if (!HIDDEN.test(path)) paths.add(path);
  }
  return paths;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Site {
  handle: Handler;
  /** Answers a request with `status` and the site's headers, e.g. 417 for an expectation it cannot meet. */
  refuse: (req: IncomingMessage, res: ServerResponse, status: number) => void;
  /** A whole response with the site's headers, for a socket that has no request object (bad request, CONNECT). */
  rawAnswer: (status: number) => string;
}

/** How many times the request names a header (Node keeps only the first of some, Host among them). */
const count = (req: IncomingMessage, name: string) =>
  req.rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === name).length;

function siteHandler(configFile: string): Site {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as ServeConfig;
  if (typeof config.routes !== 'object' || typeof config.headers !== 'object' || !config.pageHeaders)
    throw new Error(`${configFile} was written by an older build: run \`npm run build\``);
  const root = resolve(dirname(configFile), config.public);
  const copies = compressedCopies(root);
  const served = publicPaths(root);
  const notFoundPath = `/${config.notFound}`;
  const notFoundPage = Object.fromEntries(
    [{ name: 'identity', suffix: '' }, ...ENCODINGS].flatMap(({ name, suffix }) =>
      name === 'identity' || copies.get(notFoundPath)?.has(name as Encoding)
        ? [[name, readFileSync(join(root, config.notFound + suffix))]]
        : [],
    ),
  ) as Partial<Record<Encoding | 'identity', Buffer>>;
  // A page (or its compressed copy) gets the headers with its own CSP; every other file the site's.
  const pageHeaders = config.pageHeaders;
  const setHeaders = (res: ServerResponse, path: string) => {
    const file = path.slice(1).replace(/\.(br|gz)$/, '');
    for (const [name, value] of Object.entries(pageHeaders[file] ?? config.headers))
      res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControl(path));
  };
  const answer = (req: IncomingMessage, res: ServerResponse, status: number, headers = {}) => {
    setHeaders(res, status === 404 ? notFoundPath : '/');
    // A compressed copy chosen for a file that then could not be read is not what this answer sends.
    res.removeHeader('Content-Encoding');
    const encoding =
      status === 404
        ? chooseEncoding(req.headers['accept-encoding'], copies.get(notFoundPath) ?? NONE)
        : undefined;
    const body =
      status === 404 ? (notFoundPage[encoding?.name ?? 'identity'] as Buffer) : Buffer.from(`${status}\n`);
    const type = status === 404 ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    const coding = encoding ? { 'Content-Encoding': encoding.name, Vary: 'Accept-Encoding' } : {};
    res.writeHead(status, { ...headers, ...coding, 'Content-Type': type, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const files = serveStatic(root, {
    index: false,
    redirect: false,
    // Only paths of publicPaths reach it: the dotfiles but /.well-known/ are excluded there already.
    dotfiles: 'allow',
    // No partial responses: the site needs none, and each extra range is work for the server.
    acceptRanges: false,
    cacheControl: false,
    // The ETag is enough to revalidate, and every header byte counts against a page's first round trip.
    lastModified: false,
    setHeaders: (res, file) => setHeaders(res, `/${relative(root, file).split(sep).join('/')}`),
  });
  // Typed for Express, but a plain node:http middleware (as serve-static).
  const gzip = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  const handle: Handler = (req, res) => {
    // One Host, or none from an HTTP/1.0 client (RFC 9112, 3.2): two could each be read by a different proxy.
    const hosts = count(req, 'host');
    if (hosts > 1 || (hosts === 0 && req.httpVersion !== '1.0')) return answer(req, res, 400);
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(req, res, 405, { Allow: 'GET, HEAD' });
    let path = (req.url ?? '/').replace(/[?#].*$/s, '');
    try {
      path = decodeURIComponent(path);
    } catch {
      return answer(req, res, 404);
    }
    const page = config.routes[path];
    if (!page && !served.has(path)) return answer(req, res, 404);
    // serve-static is handed the file's own path, never the request's spelling of it.
    const file = page ? `/${page}` : path;
    req.url = encodeURI(file);
    const encoding = chooseEncoding(req.headers['accept-encoding'], copies.get(file) ?? NONE);
    if (encoding) {
      // serve-static sends the copy; its type is that of the file it stands for (send keeps a type already set).
      res.setHeader('Content-Encoding', encoding.name);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Type', contentType(extname(file)) || 'application/octet-stream');
      req.url = `${req.url}${encoding.suffix}`;
    }
    gzip(req, res, () =>
      files(req, res, (error?: { statusCode?: number; message?: string }) => {
        const status = error?.statusCode ?? 404;
        if (status >= 500) console.error(`npm start: ${req.method} ${path.slice(0, 200)}: ${error?.message}`);
        answer(req, res, status);
      }),
    );
  };
  const rawAnswer = (status: number) => {
    const body = `${status}\n`;
    const headers = {
      ...config.headers,
      'Cache-Control': CACHE_REVALIDATE,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      ...(status === 405 ? { Allow: 'GET, HEAD' } : {}),
      Connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
  };
  return { handle, refuse: (req, res, status) => answer(req, res, status), rawAnswer };
}

/** Node's names of the protocol errors it reports (the rest are a plain 400). */
const PROTOCOL_ERRORS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/** Serves the build named by `configFile`; rejects with a message a person can act on when it cannot. */
export async function startSiteServer({
  configFile,
  port,
  host = '127.0.0.1',
}: SiteServerOptions): Promise<SiteServer> {
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`the port must be a whole number from 0 to 65535 (PORT), not ${port}`);
  let site = siteHandler(configFile);
  // The Host check is the handler's, so that its 400 carries the site's headers like every other answer.
  const server: Server = createServer({ requireHostHeader: false }, (req, res) => site.handle(req, res));
  // Node answers these itself, without the site's headers, unless told otherwise: a request it cannot
  // parse or that is too large (400, 431), too slow (408), CONNECT (left hanging), an Expect it cannot meet.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || error.code === 'ECONNRESET' || inFlight?.headersSent) return socket.destroy();
    socket.end(site.rawAnswer(PROTOCOL_ERRORS[error.code ?? ''] ?? 400));
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(site.rawAnswer(405));
  });
  server.on('checkExpectation', (req, res) => site.refuse(req, res, 417));
  const reload = () => {
    try {
      site = siteHandler(configFile);
    } catch (error) {
      // A build that failed halfway leaves no new configuration; keep serving the last good one.
      console.error(`npm start: keeping the previous build: ${(error as Error).message}`);
    }
  };
  watchFile(configFile, { interval: 500 }, reload);
  const close = () =>
    new Promise<void>((done) => {
      unwatchFile(configFile, reload);
      server.close(() => done());
      server.closeAllConnections();
    });
  return new Promise((done, fail) => {
    const refused = (error: NodeJS.ErrnoException) => {
      unwatchFile(configFile, reload);
      fail(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is already in use (another \`npm start\`?). Stop that server or choose another port: PORT=<port> npm start`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      );
    };
    server.once('error', refused);
    server.listen(port, host, () => {
      server.off('error', refused);
      const address = server.address() as AddressInfo;
      const name = host === '127.0.0.1' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      done({ url: `http://${name}:${address.port}`, address, close });
    });
  });
}
