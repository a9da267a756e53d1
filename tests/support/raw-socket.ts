import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

// Bytes over a socket, exactly as written: a request line no HTTP client would send (a malformed one,
// CONNECT, two Host headers, a path with `%2F` or `..`), and the answer as the server wrote it. For the
// probes of every server of the site (tests/e2e/server.spec.ts, nginx.spec.ts, cdn.spec.ts).

export interface SocketAnswer {
  status: number;
  /** Lower-case names; a header sent twice keeps its values joined by ", ". */
  headers: Record<string, string>;
  /** The body, de-chunked when the server sent it in chunks. */
  body: string;
}

export interface SocketOptions {
  /** Over TLS, trusting this certificate (PEM). */
  ca?: string;
  /** The TLS server name (SNI). */
  servername?: string;
  /** How long to wait for the server to answer and close (a server that hangs fails the test, not the run). */
  timeoutMs?: number;
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Whether `bytes` hold a whole answer (some servers keep the connection open despite `Connection: close`). */
function complete(bytes: Buffer): boolean {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = bytes.subarray(0, end).toString('latin1');
  const length = /^content-length:\s*(\d+)/im.exec(head);
  if (length) return bytes.length - end - 4 >= Number(length[1]);
  if (/^transfer-encoding:.*chunked/im.test(head))
    return bytes.subarray(-5).toString('latin1') === '0\r\n\r\n';
  return false;
}

/** The answer, or null when the server closed the connection without writing a byte. */
export function parseAnswer(bytes: Buffer): SocketAnswer | null {
  if (bytes.length === 0) return null;
  const end = bytes.indexOf('\r\n\r\n');
  const head = bytes.subarray(0, end < 0 ? bytes.length : end).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const rest = end < 0 ? Buffer.alloc(0) : bytes.subarray(end + 4);
  const body = /chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(rest) : rest;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/**
 * Writes `request` to `origin` (http: or https:) and reads one answer, to its end or until the server
 * closes the connection (a HEAD's or a 304's end is the close: send `Connection: close`). Rejects when the server neither
 * answers nor closes within `timeoutMs`, or refuses the TLS handshake.
 */
export function exchange(
  origin: string,
  request: string | Buffer,
  { ca, servername, timeoutMs = 10_000 }: SocketOptions = {},
): Promise<SocketAnswer | null> {
  const { protocol, hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    const socket: Socket =
      protocol === 'https:'
        ? tlsConnect({
            host: hostname,
            port: Number(port),
            ca,
            servername,
            checkServerIdentity: () => undefined,
          })
        : netConnect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      fail(new Error(`no answer and no close within ${timeoutMs} ms to ${String(request).split('\r\n')[0]}`));
    });
    socket.once(protocol === 'https:' ? 'secureConnect' : 'connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks))) socket.destroy();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answers and closes at once may reset a connection that still had bytes to send.
      if (error.code === 'ECONNRESET' && chunks.length > 0) return;
      fail(error);
    });
    socket.on('close', () => done(parseAnswer(Buffer.concat(chunks))));
  });
}

/** A GET (or another method) of `path` as written, with a Host header and `Connection: close`. */
export function requestText(path: string, host: string, { method = 'GET', headers = {} } = {}) {
  const lines = Object.entries({ Host: host, ...headers, Connection: 'close' }).map(
    ([k, v]) => `${k}: ${v}\r\n`,
  );
  return `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`;
}
