// `npm run dev`: Vite's dev server in middleware mode, rendering each page per request with
// src/entry-server.tsx (the same pages, head tags and document as the build) and hydrating it with hot
// module replacement. Content files are live: saving one reloads the page, or shows its problems in the
// browser and here. http://localhost:5173, or $PORT; MUNICIPALITY and MUNICIPALITIES_DIR as for the build.
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { countProblems, formatProblems } from '../src/content/problems.ts';
import { contentSelection } from '../src/content/selection.ts';
import type * as EntryServer from '../src/entry-server.tsx';
import { PAGES } from '../src/pages/page-list.ts';
import { type ContentPluginApi, contentProblemReport } from '../vite/content-plugin.ts';
import { devDocument, entryStyles, pageForPath, problemDocument } from './dev/document.ts';
import { iconLinks } from './prerender/document.ts';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 5173);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port number (1-65535).`);
  process.exit(1);
}

// Our own server, so a busy port is an error rather than a silent move to the next one (Vite's
// strictPort), and so the hot-update socket shares the page's port instead of opening one of its own.
// It answers from its first moment: a request that arrives while Vite starts (a browser tab opened as
// soon as the port is open) waits for it instead of finding no listener and hanging.
// (If Vite cannot start, the process ends, and with it every waiting connection.)
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let started: (handler: Handler) => void = () => {};
const handlerReady = new Promise<Handler>((resolve) => {
  started = resolve;
});
const http = createHttpServer((req, res) => {
  void handlerReady.then((handle) => handle(req, res));
});
await new Promise<void>((listening) => {
  const refused = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    // Editors start the preview too: in German, like the content's messages.
    const why = error.code === 'EADDRINUSE' ? 'ist schon belegt' : 'darf nicht verwendet werden';
    console.error(
      `Port ${port} ${why}: das Programm dort beenden oder einen anderen Port wählen, z. B. PORT=${port + 1} npm run dev.`,
    );
    process.exit(1);
  };
  http.once('error', refused);
  http.listen(port, '127.0.0.1', () => {
    http.off('error', refused);
    listening();
  });
});

const vite = await createServer({
  root,
  appType: 'custom',
  server: {
    middlewareMode: true,
    hmr: { server: http },
    // Vite serves files outside its URLs' folders (/@fs/…) only below the project (its default here,
    // pinned so a parent folder that looks like a workspace cannot widen it), and never .env or keys.
    fs: { strict: true, allow: [root] },
    watch: {
      // Build output is no source: a build running beside the dev server must not trigger updates.
      ignored: ['**/dist/**', '**/.build/**', '**/.serve/**', '**/test-results/**'],
      // A file saved in place is first emptied, then written; read in between (a busy machine), the page
      // showed an empty stylesheet or a broken content file until the next save. A change counts once the
      // file's size has held for 40 ms.
      awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 },
    },
  },
  // Without an index.html Vite would find the dependencies only as the first page loads them, and then
  // reload that page; the client entries name them all up front.
  optimizeDeps: { entries: PAGES.map((page) => page.entry) },
});
// Vite's /__open-in-editor opens any file a request names in an editor: a page on another site may send
// that request to localhost. Nothing here uses it, so its middleware goes.
const editorMiddleware = vite.middlewares.stack.findIndex(({ route }) => route === '/__open-in-editor');
if (editorMiddleware < 0)
  throw new Error('Vite no longer adds /__open-in-editor: remove this guard in scripts/dev.ts');
vite.middlewares.stack.splice(editorMiddleware, 1);

function contentApi(): ContentPluginApi {
  const api = vite.config.plugins.find((plugin) => plugin.name === '100in100-content')?.api;
  if (!api) throw new Error('vite.config.ts does not use the content plugin (vite/content-plugin.ts)');
  return api as ContentPluginApi;
}
const content = contentApi();

/** Set while the page could not be rendered for another reason than content: any saved file may fix it. */
let renderFailed = false;
vite.watcher.on('change', () => {
  if (renderFailed) vite.environments.client.hot.send({ type: 'full-reload', path: '*' });
});

function send(res: ServerResponse, status: number, html: string, head: boolean) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(head ? undefined : html);
}

async function answerPage(url: string, res: ServerResponse, head: boolean) {
  const transform = (html: string) => vite.transformIndexHtml(url, html);
  const problems = content.problems();
  if (problems.length > 0) {
    const title = `Der Inhalt hat ${countProblems(problems)}`;
    const hint = 'Datei korrigieren und speichern: diese Seite lädt sich dann von selbst neu.';
    send(res, 500, await transform(problemDocument(title, formatProblems(problems), hint)), head);
    return;
  }
  try {
    const server = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer;
    const pages = server.renderPages((path) => existsSync(join(root, 'public', path)));
    const { page, status } = pageForPath(new URL(url, 'http://localhost').pathname, pages);
    const styles = await entryStyles(vite.environments.client, page.entry);
    const icons = iconLinks(readFileSync(join(root, 'public', 'favicon.svg'), 'utf8'));
    send(res, status, await devDocument(transform, page, styles, icons), head);
    renderFailed = false;
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    vite.ssrFixStacktrace(error);
    console.error(error.stack ?? error.message);
    renderFailed = true;
    const hint = 'Fix it and save: this page reloads by itself.';
    const page = problemDocument('The page could not be rendered', error.stack ?? error.message, hint);
    send(res, 500, await transform(page), head);
  }
}

started((req, res) => {
  // Vite answers its own URLs (modules, /@vite/client) and the files in public/; every other path is a page.
  vite.middlewares(req, res, () => {
    answerPage(req.url ?? '/', res, req.method === 'HEAD').catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
});

const { slug } = contentSelection();
const problems = content.problems();
if (problems.length > 0) console.error(contentProblemReport(problems));
// Since this process started: loading the code, Vite and the first content check.
const ms = Math.round(performance.now());
console.log(`Die Website für ${slug} läuft: http://localhost:${port} (bereit nach ${ms} ms; Ctrl+C beendet)`);

async function stop(server: ViteDevServer) {
  await server.close();
  http.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(vite));
