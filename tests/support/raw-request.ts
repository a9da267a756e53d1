import { request } from 'node:http';

// One HTTP request with the path sent exactly as given (fetch and Playwright normalise `..`, `%2e` and
// the like before sending, which would hide what a server does with a hostile path).

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(
  origin: string,
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}
