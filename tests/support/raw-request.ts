import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type PeerCertificate, checkServerIdentity as tlsCheck } from 'node:tls';

// One HTTP(S) request with the path sent exactly as given (fetch and Playwright normalise `..`, `%2e` and
// the like before sending, which would hide what a server does with a hostile path). `ca` trusts a
// test's own certificate.

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Names and values as sent, in order (a header sent twice appears twice). */
  rawHeaders: string[];
  body: string;
  /** The body as received (still compressed when the server sent it so). */
  bytes: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A certificate to trust (PEM), for a server with a self-signed one. */
  ca?: string;
  /** The TLS server name (SNI) to ask for. */
  servername?: string;
  /** The request body. */
  body?: string;
}

export function rawRequest(
  origin: string,
  path: string,
  { method = 'GET', headers = {}, ca, servername, body }: RequestOptions = {},
): Promise<Answer> {
  const { protocol, hostname, port } = new URL(origin);
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    // The certificate is checked against the address asked, whatever Host header the test sends.
    const checkServerIdentity = (_: string, cert: PeerCertificate) => tlsCheck(hostname, cert);
    const options = {
      hostname,
      port,
      path,
      method,
      headers,
      ca,
      servername,
      checkServerIdentity,
      agent: false,
    };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const { statusCode, headers, rawHeaders } = res;
        done({ status: statusCode ?? 0, headers, rawHeaders, body: bytes.toString('utf8'), bytes });
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}
