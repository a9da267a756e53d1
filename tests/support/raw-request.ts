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
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A certificate to trust (PEM), for a server with a self-signed one. */
  ca?: string;
}

export function rawRequest(
  origin: string,
  path: string,
  { method = 'GET', headers = {}, ca }: RequestOptions = {},
): Promise<Answer> {
  const { protocol, hostname, port } = new URL(origin);
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    // The certificate is checked against the address asked, whatever Host header the test sends.
    const checkServerIdentity = (_: string, cert: PeerCertificate) => tlsCheck(hostname, cert);
    const options = { hostname, port, path, method, headers, ca, checkServerIdentity, agent: false };
    const req = request(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}
