import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

// A pass-through proxy in front of the site that can hold back the site's scripts: WebKit's error collector
// (webkit.ts) is injected while they are held, so no module of the page can have run before it. The scripts
// are served uncacheable through it, so that every page's scripts pass the gate (none from the cache).

export interface Gate {
  origin: string;
  /** From now on, requests for /assets/*.js wait. */
  hold: () => void;
  /** Lets the waiting requests (and all later ones) through. */
  release: () => void;
  stop: () => Promise<void>;
}

export async function startGate(upstream: string): Promise<Gate> {
  const target = new URL(upstream);
  let held = false;
  let waiting: (() => void)[] = [];
  const server = createServer((incoming, outgoing) => {
    const script = /^\/assets\/[^/?]+\.js(\?|$)/.test(incoming.url ?? '');
    const forward = () => {
      const proxied = request(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (response) => {
          // Not kept: a script from the browser's cache would run without passing the gate.
          if (script) response.headers['cache-control'] = 'no-store';
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      proxied.on('error', () => outgoing.destroy());
      incoming.pipe(proxied);
    };
    if (held && script) waiting.push(forward);
    else forward();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const release = () => {
    held = false;
    for (const forward of waiting) forward();
    waiting = [];
  };
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => {
      held = true;
    },
    release,
    stop: () =>
      new Promise<void>((done) => {
        release();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
