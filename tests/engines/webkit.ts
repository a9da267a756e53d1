import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { Builder, Capabilities, type WebDriver } from 'selenium-webdriver';
import { startProcess } from '../support/process.ts';
import { tempDir } from '../support/temp-dir.ts';
import type { EngineDriver, Viewport } from './driver.ts';
import { startGate } from './gate.ts';

// WebKitGTK (Debian's webkit2gtk-driver): WebKitWebDriver speaks classic WebDriver and starts the
// MiniBrowser in automation mode, which needs a display: xvfb-run gives it a virtual one.

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// The MiniBrowser's toolbar keeps its window at least 447 px wide. GTK reads a user style sheet from
// $XDG_CONFIG_HOME; this one shrinks the toolbar (never the page, which WebKit draws itself) so the window
// can be as narrow as a phone.
const GTK_CSS =
  'window * { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n';

/**
 * Classic WebDriver reports neither console messages nor errors, and cannot run a script before the page's
 * own. The collector is injected at the first moment the driver lets a script run in the new document (page
 * load strategy "none", polling); the page's modules are imported only after its first contentful paint
 * (the loader in scripts/prerender), and a proxy (gate.ts) holds the site's scripts back until it is in place.
 * It proves so on every page: had React already taken over #root then, that is reported as a problem,
 * which fails the check of errors. What it cannot see: an error of the inline loader itself, which runs
 * while the document is parsed; a broken loader shows instead as a page that never hydrates.
 */
function installCollector() {
  const w = window as unknown as { __problems?: string[] };
  if (!w.__problems) {
    const problems: string[] = [];
    w.__problems = problems;
    addEventListener(
      'error',
      (e) => problems.push(`pageerror: ${e.message || (e.target as HTMLScriptElement)?.src}`),
      true,
    );
    addEventListener('unhandledrejection', (e) =>
      problems.push(`pageerror: ${e.reason?.message ?? e.reason}`),
    );
    addEventListener('securitypolicyviolation', (e) =>
      problems.push(`error: Content-Security-Policy blocked ${e.blockedURI} (${e.violatedDirective})`),
    );
    for (const [method, type] of [
      ['error', 'error'],
      ['warn', 'warning'],
    ] as const) {
      const original = console[method];
      console[method] = (...args: unknown[]) => {
        problems.push(`${type}: ${args.map(String).join(' ')}`);
        original.apply(console, args);
      };
    }
  }
  // The entry module calls hydrateRoot at its top level, which marks #root at once; the loader imports it
  // last (after React's chunk and the shared one, each in a task of its own), so an unmarked #root means no
  // code of the page has run yet.
  const root = document.getElementById('root');
  return Object.keys(root ?? {}).filter((key) => key.startsWith('__reactContainer$'));
}

export async function launchWebkit(site: string): Promise<EngineDriver> {
  for (const path of [WEBKIT_DRIVER, MINIBROWSER])
    if (!existsSync(path)) throw new Error(`${path} is missing: run scripts/ensure-system-packages.sh`);
  const config = tempDir('100in100-webkit-');
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await getPort();
  // Stopping its group ends Xvfb, the driver and the browser together.
  const server = await startProcess('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], {
    // TMPDIR too: xvfb-run (sh) keeps its auth file in a temp folder that it removes only on a normal exit,
    // and the stop below ends it by a signal; the folder goes with ours.
    env: { ...process.env, XDG_CONFIG_HOME: config, TMPDIR: config },
    ready: new URL(`http://127.0.0.1:${port}/status`),
    timeout: 15_000,
    name: 'WebKitWebDriver',
  });
  const stop = async () => {
    await server.stop();
    rmSync(config, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities(
        new Capabilities({
          browserName: 'MiniBrowser',
          pageLoadStrategy: 'none',
          // The dark scheme for the whole session (see checks.ts).
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--dark-mode'] },
        }),
      )
      .build();
  } catch (error) {
    await stop();
    throw error;
  }

  const gate = await startGate(site);
  const origin = gate.origin;
  let problems: string[] = [];
  let size = '';
  const collect = async () => {
    const found = (await driver.executeScript('return window.__problems || []').catch(() => [])) as string[];
    problems.push(...found);
    await driver.executeScript('if (window.__problems) window.__problems.length = 0').catch(() => {});
  };

  return {
    name: 'webkit',
    async open(path, viewport: Viewport) {
      await collect();
      if (size !== `${viewport.width}x${viewport.height}`) {
        // The window's size includes the (shrunk) toolbar above the page. Resizing a window to the size it
        // already has never completes in WebKitWebDriver (it waits for a resize), so only a change is asked.
        const [outerWidth, outerHeight, chrome] = (await driver.executeScript(
          'return [outerWidth, outerHeight, outerHeight - innerHeight]',
        )) as number[];
        const rect = { width: viewport.width, height: viewport.height + (chrome ?? 0) };
        if (rect.width !== outerWidth || rect.height !== outerHeight)
          await driver.manage().window().setRect(rect);
        size = `${viewport.width}x${viewport.height}`;
      }
      // The old document is marked, so that the new one is recognised even at the same URL.
      await driver.executeScript('window.__leaving = true');
      const url = new URL(path, origin).href;
      gate.hold();
      await driver.get(url);
      // WebKitWebDriver runs the script at the first moment it can in the new document (it holds scripts
      // back while the document loads): the collector goes in then.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const early = (await driver
          .executeScript(
            `if (window.__leaving || location.href !== ${JSON.stringify(url)}) return null;
             var __name = function (f) { return f; }; return (${installCollector.toString()})()`,
          )
          // The old document may unload while the script is on its way.
          .catch((error: Error) => {
            if (error.name === 'NoSuchFrameError') return null;
            throw error;
          })) as string[] | null;
        if (early) {
          gate.release();
          if (early.length > 0)
            problems.push(
              `collector: on ${path} injected only after the page's modules ran; errors before may be missed`,
            );
          break;
        }
        if (Date.now() > deadline) {
          gate.release();
          throw new Error(`${url} did not open within 30 s`);
        }
        await new Promise((done) => setTimeout(done, 10));
      }
    },
    run: (body) => driver.executeScript(body),
    // Classic WebDriver does not report the status of a navigation: the page asks its own URL again.
    status: async () =>
      (await driver.executeScript(
        'return fetch(location.href, { cache: "no-store" }).then(function (r) { return r.status; })',
      )) as number,
    async takeProblems() {
      await collect();
      const taken = problems;
      problems = [];
      return taken;
    },
    async screenshot(file) {
      writeFileSync(file, await driver.takeScreenshot(), 'base64');
    },
    async close() {
      await driver.quit().catch(() => {});
      await gate.stop();
      await stop();
    },
  };
}
