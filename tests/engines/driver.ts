// What a check needs from a browser, whichever engine runs it: one small interface, one adapter per engine
// (chromium.ts, firefox.ts, webkit.ts). The checks (checks.ts) are written once against it.

export interface Viewport {
  width: number;
  height: number;
}

export interface EngineDriver {
  readonly name: string;
  /** Loads a path of the site in a window of this inner size; resolves once the document has been parsed. */
  open(path: string, viewport: Viewport): Promise<void>;
  /** Runs a function body (with `return`) in the page; a returned promise is awaited. */
  run(body: string): Promise<unknown>;
  /** The HTTP status of the document last opened. */
  status(): Promise<number>;
  /**
   * JavaScript errors, console errors and warnings of every page opened since the last call, each as one
   * line (`pageerror: …`, `error: …`, `warning: …`), then forgotten.
   */
  takeProblems(): Promise<string[]>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by a check that an engine cannot do: the runner reports it as skipped, with this reason. */
export class CannotCheck extends Error {}

/**
 * Runs `fn` in the page with JSON-serialisable arguments. The function is sent as source text, so it must
 * not use anything from its module; `__name` is what tsx (esbuild's keepNames) wraps named inner functions in.
 */
export function inPage<A extends unknown[], R>(
  driver: EngineDriver,
  fn: (...args: A) => R | Promise<R>,
  ...args: A
): Promise<Awaited<R>> {
  return driver.run(
    `var __name = function (f) { return f; }; return (${fn.toString()}).apply(null, ${JSON.stringify(args)});`,
  ) as Promise<Awaited<R>>;
}
