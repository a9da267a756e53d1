import { realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import { z } from 'zod';
import { type Access, checkPath, Refused } from './content-paths.ts';
import { checkLogoUpload, prepareLogoUploads } from './logo-upload.ts';

// The local backend of the editing app (Decap CMS's `local_backend` mode): the app in the browser sends
// every read and write of this checkout to it as one JSON POST to /api/v1. Decap's protocol is
// decap-server's own (its local-fs middleware and request schema, `registerLocalFs`); what this module adds
// is what decap-server alone lacks, since it serves any file of the checkout (package.json, a listing of
// the project folder) to any page on localhost:
//
// - it listens on 127.0.0.1 only, so no other machine reaches it;
// - it answers only the app: a request must name the app's origin (`appOrigin`) in Origin, so another
//   site open in the editor's browser, and a request without Origin, is refused (403), and CORS allows that
//   one origin only; Host must be 127.0.0.1 or localhost with this port, so a foreign domain that resolves
//   to 127.0.0.1 (DNS rebinding) is refused too; the body must be application/json, which no page can send
//   to another origin without the preflight that CORS refuses;
// - it reads and writes only the content areas (scripts/cms/content-paths.ts): a path with `..`, an absolute
//   path, a symbolic link, a file outside content/municipalities/, content/site.json,
//   content/heat-pump-index.json, content/legal/ and public/partners/ is refused with a German message
//   before decap-server sees the request, so nothing is read or written;
// - an uploaded logo must be an SVG, PNG or WebP by name and content; an SVG is cleaned of scripts, event
//   handlers, embedded HTML and references outside the file (scripts/cms/logo-upload.ts), by the rules the
//   build checks every logo with (src/content/svg-safety.ts).
// A refusal is `{ "error": "…" }`, which the app shows the editor; `log` gets it for the terminal.

const require = createRequire(import.meta.url);
type DecapApp = ((req: IncomingMessage, res: ServerResponse) => void) & Record<string, unknown>;

/**
 * decap-server's local file system API on an express app of its own, for `project`, answering `origin`.
 * decap-server loads winston, joi, simple-git and express (two seconds on a busy machine), so it is loaded
 * once the server listens, while the editor opens the app; a request that comes earlier waits for it.
 */
async function decapApp(project: string, origin: string): Promise<DecapApp> {
  await new Promise((loaded) => setImmediate(loaded));
  const decap = require('decap-server/dist/middlewares.js') as {
    registerLocalFs(app: unknown, options?: { logLevel?: string }): Promise<void>;
  };
  const express = createRequire(require.resolve('decap-server/package.json'))('express') as () => DecapApp;
  // decap-server reads its folder and allowed origin from the environment as it registers; it is given
  // the same folder and origin as the checks here, and the environment is left as it was.
  const app = express();
  const saved = { GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY, ORIGIN: process.env.ORIGIN };
  process.env.GIT_REPO_DIRECTORY = project;
  process.env.ORIGIN = origin;
  const registered = decap.registerLocalFs(app, { logLevel: 'error' });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await registered;
  return app;
}

/** A request body beyond this is refused unread: a few content files and a logo (base64) fit well. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
export const API_PATH = '/api/v1';

export interface LocalBackendOptions {
  /** The project folder whose content the app edits. */
  root: string;
  /** The port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** The app's origin, e.g. http://localhost:5173: the only one answered. */
  appOrigin: string;
  /** Where refusals and cleaned uploads are reported, one German line each. */
  log?: (line: string) => void;
}

export interface LocalBackend {
  /** The API's address, for Decap's `local_backend.url`. */
  url: string;
  close(): Promise<void>;
}

// The parts of a request that name a path; everything else is left to decap-server's own schema.
const path = z.unknown();
const dataFile = z.object({ path, newPath: path.optional() });
const asset = z.object({ path, content: z.string(), encoding: z.literal('base64') });
const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info') }),
  z.object({ action: z.literal('getDeployPreview') }),
  z.object({ action: z.literal('entriesByFolder'), params: z.object({ folder: path, depth: z.literal(1) }) }),
  z.object({ action: z.literal('entriesByFiles'), params: z.object({ files: z.array(z.object({ path })) }) }),
  z.object({ action: z.literal('getEntry'), params: z.object({ path }) }),
  z.object({
    action: z.literal('persistEntry'),
    params: z.object({
      entry: dataFile.optional(),
      dataFiles: z.array(dataFile).optional(),
      assets: z.array(asset),
    }),
  }),
  z.object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: path }) }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path }) }),
  z.object({ action: z.literal('persistMedia'), params: z.object({ asset }) }),
  z.object({ action: z.literal('deleteFile'), params: z.object({ path }) }),
  z.object({ action: z.literal('deleteFiles'), params: z.object({ paths: z.array(path) }) }),
]);
type BackendRequest = z.infer<typeof requestSchema>;
type Asset = z.infer<typeof asset>;

/** Every path a request names, with what it does there; the uploads among them. */
function pathsOf(request: BackendRequest): { uses: [unknown, Access][]; uploads: Asset[] } {
  switch (request.action) {
    case 'info':
    case 'getDeployPreview':
      return { uses: [], uploads: [] };
    case 'entriesByFolder':
      return { uses: [[request.params.folder, 'list']], uploads: [] };
    case 'entriesByFiles':
      return { uses: request.params.files.map((file) => [file.path, 'read']), uploads: [] };
    case 'getEntry':
    case 'getMediaFile':
      return { uses: [[request.params.path, 'read']], uploads: [] };
    case 'getMedia':
      return { uses: [[request.params.mediaFolder, 'list']], uploads: [] };
    case 'persistEntry': {
      const { entry, dataFiles = [], assets } = request.params;
      const files = entry ? [entry, ...dataFiles] : dataFiles;
      for (const file of files) {
        // decap-server moves every file of the old folder along; a rename stays in its folder.
        if (
          file.newPath !== undefined &&
          posix.dirname(String(file.newPath)) !== posix.dirname(String(file.path))
        ) {
          throw new Refused(`«${String(file.newPath)}» liegt nicht im Ordner von «${String(file.path)}».`);
        }
      }
      const uses: [unknown, Access][] = files.flatMap((file) =>
        file.newPath === undefined
          ? [[file.path, 'write'] as [unknown, Access]]
          : [
              [file.path, 'write'],
              [file.newPath, 'write'],
            ],
      );
      return {
        uses: [...uses, ...assets.map((a): [unknown, Access] => [a.path, 'upload'])],
        uploads: assets,
      };
    }
    case 'persistMedia':
      return { uses: [[request.params.asset.path, 'upload']], uploads: [request.params.asset] };
    case 'deleteFile':
      return { uses: [[request.params.path, 'delete']], uploads: [] };
    case 'deleteFiles':
      return { uses: request.params.paths.map((p) => [p, 'delete']), uploads: [] };
  }
}

/** The request body, read up to MAX_BODY_BYTES; beyond that the rest is drained unread and refused. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size <= MAX_BODY_BYTES) resolve(Buffer.concat(chunks));
      else reject(new Refused(`Die Anfrage ist grösser als ${MAX_BODY_BYTES / 1024 / 1024} MB.`, 413));
    });
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** Starts the local backend for the project folder `root` on 127.0.0.1:`port`; resolves once it listens. */
export async function startLocalBackend({
  root,
  port,
  appOrigin,
  log = (line) => console.warn(line),
}: LocalBackendOptions): Promise<LocalBackend> {
  const project = realpathSync(root);
  const origin = new URL(appOrigin).origin;

  let hosts = new Set<string>();
  const refuse = (res: ServerResponse, status: number, message: string) => {
    log(`Lokaler Server: abgelehnt (${status}): ${message}`);
    answer(res, status, { error: message });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const host = (req.headers.host ?? '').toLowerCase();
    if (!hosts.has(host)) {
      return refuse(
        res,
        403,
        `Der Host «${host}» ist nicht dieser Server. Erwartet 127.0.0.1 oder localhost.`,
      );
    }
    if (req.headers.origin !== origin) {
      const from = req.headers.origin ? `von ${req.headers.origin}` : 'ohne Origin';
      return refuse(
        res,
        403,
        `Eine Anfrage ${from} wird nicht beantwortet. Erwartet das Bearbeitungsprogramm auf ${origin}.`,
      );
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    if (new URL(req.url ?? '/', 'http://x').pathname !== API_PATH)
      return answer(res, 404, { error: 'Nicht gefunden.' });
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      res.statusCode = 204;
      return res.end();
    }
    if (req.method !== 'POST') return answer(res, 405, { error: 'Erwartet POST.' });
    // The app sends JSON, which a page of another origin can only send after a preflight.
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      return refuse(res, 415, 'Erwartet eine Anfrage mit Content-Type application/json.');
    }

    let body: unknown;
    try {
      body = JSON.parse((await readBody(req)).toString('utf8'));
    } catch (error) {
      if (error instanceof Refused) return refuse(res, error.status, error.message);
      return refuse(res, 400, 'Die Anfrage ist kein JSON.');
    }
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success) {
      const action = (body as { action?: unknown } | null)?.action;
      return refuse(
        res,
        422,
        `Die Anfrage «${String(action).slice(0, 40)}» kennt der lokale Server nicht in dieser Form.`,
      );
    }
    if (parsed.data.action === 'getMedia') prepareLogoUploads();
    try {
      const { uses, uploads } = pathsOf(parsed.data);
      for (const [path, access] of uses) checkPath(project, path, access);
      // Written only when every path and every upload passed: a refusal writes nothing.
      const logos = await Promise.all(
        uploads.map((upload) => checkLogoUpload(upload.path as string, upload.content)),
      );
      uploads.forEach((upload, i) => {
        const removed = logos[i]?.removed ?? [];
        if (removed.length > 0) log(`Logo ${upload.path as string} bereinigt: ${removed.join('; ')}.`);
      });
      putUploads(
        body,
        parsed.data.action,
        logos.map((logo) => logo.content),
      );
    } catch (error) {
      if (error instanceof Refused) return refuse(res, error.status, error.message);
      throw error;
    }
    // body-parser (in decap-server) takes a body that is already read as it is.
    Object.assign(req, { body, _body: true });
    (await decap)(req, res);
  };

  const decap = decapApp(project, origin);
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`Lokaler Server: Fehler: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) answer(res, 500, { error: 'Interner Fehler des lokalen Servers.' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? // With its code, so that `npm run cms` can word it for its own variable (scripts/cms/start.ts).
            Object.assign(
              new Error(
                `Der Port ${port} auf 127.0.0.1 ist schon belegt. Erwartet einen freien Port (CMS_PORT=…).`,
              ),
              { code: error.code },
            )
          : error,
      ),
    );
    server.listen({ host: '127.0.0.1', port }, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  hosts = new Set([`127.0.0.1:${actualPort}`, `localhost:${actualPort}`]);
  return {
    url: `http://127.0.0.1:${actualPort}${API_PATH}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Puts the checked uploads into the body decap-server reads (zod's parse is a copy), in request order. */
function putUploads(body: unknown, action: BackendRequest['action'], contents: string[]) {
  const params = (body as { params: { asset: Asset; assets: Asset[] } }).params;
  const targets = action === 'persistMedia' ? [params.asset] : action === 'persistEntry' ? params.assets : [];
  targets.forEach((target, i) => {
    target.content = contents[i] ?? target.content;
  });
}
