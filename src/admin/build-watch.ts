import { BUILD_JSON, type BuildJson, readBuildJson, type Unreadable } from '@/base/build-json.ts';

// Asking the site for its build.json while something waits for a build (a save not yet online, an entry or
// list whose state is not known): one request at a time, the next only after an interval that grows while
// the answer stays the same, none while the tab is hidden. So an open app never floods the site, and a
// forgotten tab asks nothing at all.

export type BuildAnswer = BuildJson | Unreadable;

export interface BuildWatchOptions {
  /** The site's build.json: the deployed app's own origin, `npm run cms`'s answer from the local site. */
  url: string;
  /** Called with each answer. */
  answer: (build: BuildAnswer) => void;
  /** Whether anything still waits for a build; the watch rests while nothing does. */
  waiting: () => boolean;
  document?: Document;
  fetch?: typeof globalThis.fetch;
  /** The first interval, the longest, and how much it grows after each answer that changed nothing. */
  firstMs?: number;
  longestMs?: number;
  growth?: number;
}

export interface BuildWatch {
  /** A save: ask now, then at the first interval again, as its build starts. */
  wake: () => void;
  /**
   * Something new is shown (an entry opened, a list): ask now, or once the last answer is as old as the first
   * interval, even when everything shown was final then.
   */
  look: () => void;
  stop: () => void;
}

/** What the site answered: its build.json, or why it cannot be read. */
export async function askSite(url: string, fetch = globalThis.fetch): Promise<BuildAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    return 'unreachable';
  }
  if (response.status === 404) return 'missing';
  if (!response.ok) return 'unreachable';
  return readBuildJson(await response.text());
}

/** The site's build.json, relative to the app's page (/admin/ → /build.json). */
export const BUILD_JSON_URL = `/${BUILD_JSON}`;

export function watchBuilds({
  url,
  answer,
  waiting,
  document = globalThis.document,
  fetch = globalThis.fetch,
  firstMs = 5_000,
  longestMs = 60_000,
  growth = 1.2,
}: BuildWatchOptions): BuildWatch {
  let interval = firstMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  let askAgain = false;
  let last = '';
  let askedAt = Number.NEGATIVE_INFINITY;
  let stopped = false;

  const hidden = () => document.visibilityState === 'hidden';
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || hidden() || !waiting()) return;
    timer = setTimeout(() => (waiting() ? ask() : undefined), interval);
  };
  async function ask() {
    timer = undefined;
    if (asking) {
      askAgain = true;
      return;
    }
    asking = true;
    askedAt = Date.now();
    const got = await askSite(url, fetch);
    asking = false;
    const same = JSON.stringify(got) === last;
    last = JSON.stringify(got);
    if (stopped) return;
    answer(got);
    // Unchanged (the build still runs, or the site does not answer): ask less often.
    if (same) interval = Math.min(interval * growth, longestMs);
    if (askAgain) {
      askAgain = false;
      return void ask();
    }
    schedule();
  }
  const wake = () => {
    interval = firstMs;
    if (stopped || hidden()) return;
    clearTimeout(timer);
    ask();
  };
  // Asks at once if the last answer is older than the first interval, else when it will be, so that
  // switching tabs back and forth, or opening one entry after another, asks no more often than that.
  const look = () => {
    if (hidden() || asking || stopped) return;
    clearTimeout(timer);
    const wait = askedAt + firstMs - Date.now();
    if (wait <= 0) ask();
    else timer = setTimeout(ask, wait);
  };
  const visibility = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting()) look();
  };
  document.addEventListener('visibilitychange', visibility);
  return {
    wake,
    look,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', visibility);
    },
  };
}
