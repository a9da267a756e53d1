// `npm run dev`: Vite's dev server, rendering each page per request as the build does (scripts/dev/) and
// hydrating it with hot module replacement; content files are live (vite/content-plugin.ts). Every
// municipality at its path, drafts too (marked as drafts). http://localhost:5173, or $PORT; MUNICIPALITY and
// MUNICIPALITIES_DIR as for the build.
import { createServer, type ViteDevServer } from 'vite';
import { contentProblemReport } from '../../src/content/problems.ts';
import { contentSelection } from '../../src/content/selection.ts';
import { contentProblems } from '../../src/content/validated-content.ts';
import { PAGE_KINDS } from '../../src/pages/page-list.ts';
import { DEFAULT_PORT, portFromEnv, ROOT } from '../settings.ts';
import { devPage } from './document.ts';

const root = ROOT;
const port = (() => {
  try {
    return portFromEnv(DEFAULT_PORT.dev);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

/** Set while a page failed to render for another reason than content: any saved file may fix it. */
let renderFailed = false;

/** Answers every path that Vite (modules, /@vite/client, the files in public/) leaves: as a page. */
function pages(vite: ViteDevServer) {
  // Vite's /__open-in-editor opens any file a request names in an editor, and a page on another site may
  // send that request to localhost: nothing here uses it, so it answers 404 before Vite's own middleware.
  vite.middlewares.use('/__open-in-editor', (_req, res) => res.writeHead(404).end());
  vite.watcher.on('change', () => {
    if (renderFailed) vite.environments.client.hot.send({ type: 'full-reload', path: '*' });
  });
  return () =>
    vite.middlewares.use(async (req, res, next) => {
      try {
        const { status, html, location, type: mime } = await devPage(vite, root, req.url ?? '/');
        renderFailed = false;
        const type = { 'Content-Type': mime ?? 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
        res.writeHead(status, location ? { ...type, Location: location } : type);
        res.end(html);
      } catch (error) {
        // Vite logs it and answers with its error overlay, the stack mapped to the sources.
        renderFailed = true;
        next(error);
      }
    });
}

const vite = await createServer({
  root,
  appType: 'custom',
  // The site reads no .env variables; Vite would restart the server (and drop connections) on every save.
  envDir: false,
  plugins: [{ name: '100in100-dev-pages', configureServer: pages }],
  server: {
    // Also for a restart (vite.config.ts changed): a busy port is an error, not a move to the next one.
    port,
    strictPort: true,
    host: '127.0.0.1',
    // Vite serves files outside its URLs' folders (/@fs/…) only below the project (its default here,
    // pinned so a parent folder that looks like a workspace cannot widen it), and never .env or keys.
    fs: { strict: true, allow: [root] },
    watch: {
      // Build output is no source: a build running beside the dev server must not trigger updates.
      ignored: ['**/dist/**', '**/.build/**', '**/.serve/**', '**/test-results/**'],
      // A file saved in place is first emptied, then written: a change counts once its size has held
      // for 40 ms, so a busy machine never shows an empty stylesheet or content file in between.
      awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 },
    },
  },
  // Without an index.html Vite would find the dependencies only as the first page loads them, and then
  // reload that page; the client entries name them all up front.
  optimizeDeps: { entries: Object.values(PAGE_KINDS) },
});
// Not vite.listen(): it first probes the port with a throw-away listener, which resets a connection made
// in that moment (a browser tab opened as the port opens). The server's own listen waits for Vite.
vite.httpServer?.once('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
  // Editors start the preview too: in German, like the content's messages.
  const why = error.code === 'EADDRINUSE' ? 'ist schon belegt' : 'darf nicht verwendet werden';
  console.error(
    `Port ${port} ${why}: das Programm dort beenden oder einen anderen Port wählen, z. B. PORT=${port + 1} npm run dev.`,
  );
  process.exit(1);
});
vite.httpServer?.listen(port, '127.0.0.1', () => {
  const problems = contentProblems(root);
  if (problems.length > 0) console.error(contentProblemReport(problems));
  // Since this process started: loading the code, Vite and the first content check.
  const ms = Math.round(performance.now());
  // PORT=0 takes any free port: name the one it took.
  const address = vite.httpServer?.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const { only } = contentSelection();
  const what = only ? `für ${only}` : 'mit allen Gemeinden (auch den Entwürfen)';
  const site = `Die Website ${what} läuft: http://localhost:${listening}`;
  console.log(`${site} (bereit nach ${ms} ms; Ctrl+C beendet)`);
});
