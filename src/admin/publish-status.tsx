import type { CmsBackend } from 'decap-cms-core';
import { store } from 'decap-cms-core/dist/esm/redux';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { textHash } from '@/base/build-json.ts';
import { type ContentFileName, contentFilesWhere } from '@/content/content-files.ts';
import { announce } from './announcer.ts';
import { appContent } from './app-content.ts';
import { BUILD_JSON_URL, type BuildAnswer, type BuildWatch, watchBuilds } from './build-watch.ts';
import { entryKind } from './check-entry.ts';
import { historyUrl, pageOf } from './entry-links.ts';
import { forgetSave, lastSave, latestSave, onFileTexts, type Save, textOf } from './file-texts.ts';
import type { PublishSettings } from './publish-settings.ts';
import { afterSave, badge, clockTime, type Following, type OnSite, onSite, standing } from './site-status.ts';
import { undo, undoChanges } from './undo.ts';
import './publish-status.css';

// Where a saved change stands on the public site, shown where Decap showed its deploy preview (the editor's
// toolbar, `<redaktion-stand>`) and beside each entry of a list (`<redaktion-online>`): two custom elements
// that Decap's patched components render (vite/decap-patches.ts), each drawn by React here, so Decap's code
// needs nothing of ours. The site's build.json is asked for by one watch for the whole app (build-watch.ts),
// while an element shows a file whose state is not yet final; the words are site-status.ts's.

/** The app's settings of this start (src/admin/main.tsx fetches them): the backend and how to follow a save. */
let backend: CmsBackend | undefined;
let following: Following = { limitMs: 15 * 60_000, local: false, site: '' };
let siteOrigin = '';

// One answer of the site for the whole app, and the hashes of the texts the app knows, computed once each.
let build: BuildAnswer | undefined;
const hashes = new Map<string, string>();
let version = 0;
const subscribers = new Set<() => void>();
const notify = () => {
  version += 1;
  for (const subscriber of subscribers) subscriber();
};
const subscribe = (subscriber: () => void) => {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
};
/** Re-renders a component whenever anything the status depends on changed. */
const useStatusVersion = () => useSyncExternalStore(subscribe, () => version);

const hashing = new Set<string>();
/** The hash of `text`, or undefined while it is computed (crypto.subtle answers later; then all draw anew). */
function hashOf(text: string): string | undefined {
  const known = hashes.get(text);
  if (known === undefined && !hashing.has(text)) {
    hashing.add(text);
    textHash(text).then((hash) => {
      hashes.set(text, hash);
      hashing.delete(text);
      notify();
    });
  }
  return known;
}

/** The content file at `path`, by its name in src/content/content-files.ts. */
const kindOfPath = (path: string): ContentFileName | undefined =>
  contentFilesWhere((file) => (file.folder ? path.startsWith(`${file.path}/`) : path === file.path))[0]?.[0];

/** Whether the site should show the file: a municipality switched off is a draft, on no page. */
function shownOnSite(path: string, text: string): boolean {
  if (kindOfPath(path) !== 'municipality') return true;
  try {
    return (JSON.parse(text) as { published?: unknown }).published === true;
  } catch {
    return true;
  }
}

/** What the site has of the file at `path`, as saved. */
function fileOnSite(path: string): OnSite {
  const text = textOf(path);
  if (text === undefined) return { kind: 'unknown' };
  const expected = shownOnSite(path, text) ? hashOf(text) : null;
  return expected === undefined ? { kind: 'unknown' } : onSite(path, expected, build);
}

const final = (state: OnSite) => state.kind === 'online' || state.kind === 'off';

/** The paths the elements on the page show: the watch asks the site while one of them is not final. */
const shown = new Map<HTMLElement, string>();
let watch: BuildWatch | undefined;
const waiting = () => [...new Set(shown.values())].some((path) => !final(fileOnSite(path)));

/** The entry open in the editor, as far as its status needs it. */
interface OpenEntry {
  path: string;
  collection: string;
  slug: string;
  data: Record<string, unknown>;
}
function openEntry(): OpenEntry | undefined {
  const entry = store.getState().entryDraft.get('entry') as
    | { get(key: string): unknown; getIn(path: string[]): unknown }
    | undefined;
  const path = entry?.get('path');
  if (!entry || typeof path !== 'string' || !path || entry.get('newRecord') === true) return undefined;
  const data = entry.get('data') as { toJS?: () => Record<string, unknown> } | undefined;
  return {
    path,
    collection: String(entry.get('collection') ?? ''),
    slug: String(entry.get('slug') ?? ''),
    data: data?.toJS?.() ?? {},
  };
}
/** The parts of the open entry the toolbar shows, so that typing into the form does not draw it anew. */
const entryKey = () => {
  const entry = openEntry();
  return entry ? JSON.stringify([entry.path, entry.slug, entry.data.name, entry.data.published]) : '';
};

const NEW_TAB = ' (öffnet in einem neuen Tab)';
/** Below this width a panel takes the window's width: beside its button it would be cut. */
const NARROW = 640;

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="redaktion-stand-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="redaktion-sr">{NEW_TAB}</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

/**
 * A panel that opens below its button (the HTML popover: Escape and a click elsewhere close it, and the focus
 * goes back to the button). Opened, it takes the focus: its first button, or itself where it has none, so
 * that a screen reader reads it and the keyboard is in it.
 */
function Panel({
  id,
  label,
  buttons,
  onClose,
  children,
}: {
  id: string;
  label: string;
  buttons?: React.ReactNode;
  onClose?: () => void;
  children: React.ReactNode;
}) {
  // What it says, read out with its name as it takes the focus.
  const description = `${id}-text`;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    // Below the button that opened it, ending where it ends; on a phone across the window. Placed again when
    // the window changes size while it is open (a window narrowed to a phone's width, a phone turned).
    const place = () => {
      const button = document.querySelector(`[popovertarget="${id}"]`);
      const rect = button?.getBoundingClientRect();
      if (!rect) return;
      const narrow = window.innerWidth < NARROW;
      panel.style.top = `${Math.round(rect.bottom + 6)}px`;
      panel.style.right = `${narrow ? 8 : Math.max(8, Math.round(window.innerWidth - rect.right))}px`;
      panel.style.left = narrow ? '8px' : 'auto';
      panel.style.width = narrow ? 'auto' : '';
    };
    const opening = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') place();
    };
    const resized = () => {
      if (panel.matches(':popover-open')) place();
    };
    const focus = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') (panel.querySelector('button') ?? panel).focus();
      else onClose?.();
    };
    panel.addEventListener('beforetoggle', opening);
    panel.addEventListener('toggle', focus);
    window.addEventListener('resize', resized);
    return () => {
      panel.removeEventListener('beforetoggle', opening);
      panel.removeEventListener('toggle', focus);
      window.removeEventListener('resize', resized);
    };
  }, [id, onClose]);
  return (
    <div
      ref={ref}
      id={id}
      className="redaktion-panel"
      popover="auto"
      role="dialog"
      aria-label={label}
      aria-describedby={description}
      tabIndex={-1}
    >
      <p className="redaktion-panel-title">{label}</p>
      <div id={description}>{children}</div>
      {buttons && <div className="redaktion-panel-buttons">{buttons}</div>}
    </div>
  );
}

function UndoPanel({ save, entry }: { save: Save; entry: OpenEntry }) {
  const [outcome, setOutcome] = useState<{ busy?: boolean; message?: string }>({});
  const reset = useCallback(() => setOutcome({}), []);
  const changes = undoChanges(save, entry.collection, entry.slug);
  const close = () => document.getElementById('redaktion-undo')?.hidePopover();
  const run = async () => {
    setOutcome({ busy: true });
    const result = await undo(save);
    if (result.done) {
      // The status line says the new save, as after any save.
      setOutcome({});
      close();
      document.querySelector<HTMLElement>('[popovertarget="redaktion-undo"]')?.focus();
    } else {
      setOutcome({ message: result.message });
      announce(result.message);
      // «Wiederherstellen», which had the focus, is gone: «Schliessen» takes it.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('#redaktion-undo button')?.focus());
    }
  };
  const time = clockTime(new Date(save.at).toISOString(), Date.now());
  return (
    <Panel
      id="redaktion-undo"
      label="Rückgängig machen"
      // Opened again, it offers the undo again: a refusal was about the moment it was tried.
      onClose={reset}
      buttons={
        <>
          {!outcome.message && (
            <button type="button" className="redaktion-primary" disabled={outcome.busy} onClick={run}>
              {outcome.busy ? 'Wird wiederhergestellt …' : 'Wiederherstellen'}
            </button>
          )}
          <button type="button" onClick={close}>
            {outcome.message ? 'Schliessen' : 'Abbrechen'}
          </button>
        </>
      }
    >
      {outcome.message ? (
        <p className="redaktion-panel-refusal">{outcome.message}</p>
      ) : (
        <>
          <p>
            {changes.length > 0
              ? `Stellt wieder her, was vor dem Speichern um ${time} gespeichert war:`
              : `Stellt den Text der Datei von vor dem Speichern um ${time} wieder her (dieselben Werte, anders geschrieben).`}
          </p>
          {changes.length > 0 && (
            <ul>
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}

/** `<redaktion-stand>`: where the entry open in the editor stands on the site, its undo and its history. */
function ToolbarStatus({ host }: { host: ToolbarElement }) {
  useStatusVersion();
  const entry = openEntry();
  const path = entry?.path;
  host.path = path;
  useEffect(() => {
    if (!path) return;
    shown.set(host, path);
    lookSoon();
    return () => {
      shown.delete(host);
    };
  }, [host, path]);
  const save = path ? lastSave(path) : undefined;
  const state = path ? fileOnSite(path) : ({ kind: 'unknown' } as OnSite);
  const line = save ? afterSave(state, save.at, Date.now(), following) : standing(state, following);
  // The limit passes without an answer of the site: the line changes then.
  const lateAt = save && !final(state) ? save.at + following.limitMs : undefined;
  useEffect(() => {
    if (lateAt === undefined || lateAt <= Date.now()) return;
    const timer = setTimeout(notify, lateAt - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [lateAt]);
  // After a save, each new state is said once sayAfterSave has said the first; an entry merely opened says
  // nothing.
  const said = save ? line?.said : undefined;
  useEffect(() => {
    if (!save || !said || !path || !introduced.has(save.at) || spoken.get(path) === said) return;
    spoken.set(path, said);
    announce(said);
  }, [save, said, path]);
  if (!entry || !path) return null;
  const kind = entryKind(entry.collection, entry.slug);
  const page = state.kind === 'online' && kind ? pageOf(kind, entry, appContent.site.homeMunicipality) : null;
  const history = backend ? historyUrl(backend, path) : undefined;
  return (
    <div className="redaktion-stand" data-tone={line?.tone}>
      {line && <span className="redaktion-stand-text">{line.text}</span>}
      {line?.details && (
        <>
          <button type="button" className="redaktion-stand-button" popoverTarget="redaktion-details">
            {line.question}
          </button>
          <Panel id="redaktion-details" label={line.text}>
            <p>{line.details}</p>
          </Panel>
        </>
      )}
      {page && <ExternalLink href={`${siteOrigin}${page.path}`}>{`${page.name} ansehen`}</ExternalLink>}
      {save && save.before !== null && (
        <>
          <button type="button" className="redaktion-stand-button" popoverTarget="redaktion-undo">
            Rückgängig machen
          </button>
          <UndoPanel key={save.at} save={save} entry={entry} />
        </>
      )}
      {history && <ExternalLink href={history}>Verlauf ansehen</ExternalLink>}
    </div>
  );
}

/** `<redaktion-online data-path="…">`: one word on an entry of a list: whether what is saved is online. */
function ListBadge({ host, path }: { host: HTMLElement; path: string }) {
  useStatusVersion();
  useEffect(() => {
    shown.set(host, path);
    lookSoon();
    return () => {
      shown.delete(host);
    };
  }, [host, path]);
  const word = badge(fileOnSite(path));
  if (!word) return null;
  return (
    <span className="redaktion-online" data-tone={word.tone}>
      <span className="redaktion-sr">, </span>
      {word.text}
    </span>
  );
}

/** A custom element drawn by a React root of its own, unmounted after Decap's commit that removed it. */
abstract class StatusElement extends HTMLElement {
  root: Root | undefined;
  abstract draw(): React.ReactNode;
  connectedCallback() {
    this.root ??= createRoot(this);
    this.root.render(this.draw());
  }
  disconnectedCallback() {
    const root = this.root;
    this.root = undefined;
    queueMicrotask(() => root?.unmount());
  }
}

class ToolbarElement extends StatusElement {
  /** The path of the entry it shows. */
  path: string | undefined;
  draw() {
    return <ToolbarStatus host={this} />;
  }
  override disconnectedCallback() {
    // The editor left the entry: its undo is no longer offered.
    if (this.path) forgetSave(this.path);
    super.disconnectedCallback();
  }
}

class ListElement extends StatusElement {
  draw() {
    return <ListBadge host={this} path={this.dataset.path ?? ''} />;
  }
}

let looking: ReturnType<typeof setTimeout> | undefined;
/** An element came: ask the site once for all that came together, unless it answered a moment ago. */
function lookSoon() {
  if (looking) return;
  looking = setTimeout(() => {
    looking = undefined;
    watch?.look();
  }, 0);
}

/** What the live region last said of each file's save, and the saves it has said at all. */
const spoken = new Map<string, string>();
const introduced = new Set<number>();

/**
 * Says the save just made, in one message: «Gespeichert.», a note about it where there is one (a page past the
 * first round trip, weight-watch.ts), and where it stands on the site. Called after Decap's save (main.tsx's
 * postSave); the toolbar then says each change of that state.
 */
export function sayAfterSave(note?: string) {
  const save = latestSave();
  const line = save ? afterSave(fileOnSite(save.path), save.at, Date.now(), following) : undefined;
  if (save && line) {
    introduced.add(save.at);
    spoken.set(save.path, line.said);
  }
  const where = line?.said.replace(/^Gespeichert\.\s*/, '');
  announce(['Gespeichert.', note, where].filter(Boolean).join(' '));
}

/** Starts following saves to the site, for the app of this start (its backend and publish.json). */
export function startPublishStatus(settings: PublishSettings, appBackend: CmsBackend) {
  backend = appBackend;
  siteOrigin = settings.site ?? window.location.origin;
  following = {
    limitMs: settings.onlineLimitMinutes * 60_000,
    local: appBackend.name === 'proxy',
    site: siteOrigin,
  };
  watch = watchBuilds({
    url: BUILD_JSON_URL,
    waiting,
    answer: (answer) => {
      build = answer;
      notify();
    },
  });
  onFileTexts((saved) => {
    notify();
    // A save: ask the site now and then at the first interval, as its build starts.
    if (saved) watch?.wake();
  });
  let key = '';
  store.subscribe(() => {
    const now = entryKey();
    if (now !== key) {
      key = now;
      notify();
    }
  });
  customElements.define('redaktion-stand', ToolbarElement);
  customElements.define('redaktion-online', ListElement);
}
