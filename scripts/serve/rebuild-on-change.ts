import { existsSync, type FSWatcher, watch } from 'node:fs';

// `npm start` builds the site again when its content changes while it runs, as a host builds after each
// commit: a save in `npm run cms` reaches the site `npm start` serves, and the editing app sees it online
// (docs/deploy.md). Watched rather than checked on each request: a visitor's request never waits for a build,
// and nothing runs while nothing changes. After a change, once the folders have been quiet a moment, the
// build's own staleness check decides (scripts/build/build-state.ts); the site is served from the last good
// build meanwhile. One build at a time: a change during a build starts one more after it. A build that fails
// (content only the build checks) leaves the site as it was, as on a host; the next change tries again.

export interface RebuildOptions {
  /** The folders whose files the editors change: content/, public/ and any other municipality folder. */
  dirs: string[];
  /** Why the site must be built, or null when its build is current. */
  staleReason: () => string | null;
  /** Builds the site; rejects when the build fails (having printed why). */
  build: () => Promise<void>;
  say: (line: string) => void;
  /** How long the folders must be quiet before the check: one save can be several file events. */
  settleMs?: number;
}

export interface Rebuilder {
  /** Whether a change came during the running build, so that one more build follows it. */
  again: () => boolean;
  /** Resolves once no build runs or waits (for tests and a clean stop). */
  idle: () => Promise<void>;
  close: () => void;
}

export function rebuildOnChange({
  dirs,
  staleReason,
  build,
  say,
  settleMs = 200,
}: RebuildOptions): Rebuilder {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const check = async () => {
    timer = undefined;
    const reason = staleReason();
    if (!reason || closed) return;
    say(reason);
    try {
      await build();
    } catch (error) {
      say(
        `npm start: ${(error as Error).message} Still serving the previous build; the next change builds again.`,
      );
    }
  };
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = check().finally(() => {
      running = undefined;
      if (again && !closed) {
        again = false;
        schedule();
      }
    });
  };
  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(run, settleMs);
  };

  const watchers: FSWatcher[] = dirs
    .filter((dir) => existsSync(dir))
    .map((dir) =>
      watch(dir, { recursive: true }, schedule).on('error', (error) =>
        say(`npm start: cannot watch ${dir} for changes: ${error.message}`),
      ),
    );
  return {
    again: () => again,
    idle: async () => {
      while (timer || running) {
        await (running ?? new Promise((next) => setTimeout(next, settleMs)));
      }
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
