// The text of each content file as the app last read it from the git host (an entry opened, a list loaded) or
// wrote it (a save), and the saves of this visit. The site's status compares these texts with what the site
// was built from (src/admin/site-status.ts); undo writes back the text from before a save (src/admin/undo.ts).
// Decap hands its listeners the entry's data, not the file's bytes, so each backend is wrapped where the text
// passes: its reads and its persistEntry (src/admin/decap.ts registers the wrapped backends).

export interface Save {
  path: string;
  /** The file's text before the save; null for a file the save created. */
  before: string | null;
  after: string;
  /** When it was saved (ms since 1970). */
  at: number;
}

/** An entry as Decap's backends hand it over: the file and its text. */
interface LoadedEntry {
  file: { path: string };
  data: string;
}
interface DataFile {
  path: string;
  newPath?: string;
  raw: string;
}
interface Implementation {
  getEntry(path: string): Promise<LoadedEntry>;
  entriesByFolder(...args: unknown[]): Promise<LoadedEntry[]>;
  entriesByFiles(...args: unknown[]): Promise<LoadedEntry[]>;
  allEntriesByFolder?(...args: unknown[]): Promise<LoadedEntry[]>;
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: unknown): Promise<unknown>;
}
// biome-ignore lint/suspicious/noExplicitAny: Decap constructs each backend with its own arguments
type BackendClass = new (...args: any[]) => Implementation;

const texts = new Map<string, string>();
const saves = new Map<string, Save>();
let latest: Save | undefined;
const listeners = new Set<(saved: boolean) => void>();
const changed = (saved = false) => {
  for (const listener of listeners) listener(saved);
};

/** The last known text of the file at `path`, or undefined before the app has read it. */
export const textOf = (path: string) => texts.get(path);

/** The last save of the file at `path` in this visit. */
export const lastSave = (path: string) => saves.get(path);

/** The last save of this visit, of any file. */
export const latestSave = () => latest;

/** Forgets the save of `path`: the editor left its entry, and undo is no longer offered. */
export function forgetSave(path: string) {
  if (saves.delete(path)) changed();
}

/** Calls `listener` whenever a text changes, with `saved` when the app wrote it; answers how to stop. */
export function onFileTexts(listener: (saved: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(entries: LoadedEntry[]) {
  for (const entry of entries) if (typeof entry?.data === 'string') texts.set(entry.file.path, entry.data);
  if (entries.length > 0) changed();
}

/** The text undo writes for `path` in place of the form's serialisation: the very bytes from before the save. */
let restoring: { path: string; text: string } | undefined;

/** Runs `save` (Decap's persist of the restored entry) with the file at `path` written as `text`. */
export async function writingText<T>(path: string, text: string, save: () => Promise<T>): Promise<T> {
  restoring = { path, text };
  try {
    return await save();
  } finally {
    restoring = undefined;
  }
}

let current: Implementation | undefined;

/** Reads the file at `path` from the git host now, bypassing what the app has seen of it. */
export async function readNow(path: string): Promise<string> {
  if (!current) throw new Error('Kein Backend angemeldet.');
  const entry = await current.getEntry(path);
  read([entry]);
  return entry.data;
}

/** `Backend` with its reads and writes recorded here. */
export function recorded<T extends BackendClass>(Backend: T): T {
  const Recorded = class extends Backend {
    // biome-ignore lint/suspicious/noExplicitAny: as Decap passes them
    constructor(...args: any[]) {
      super(...args);
      current = this;
    }
    override async getEntry(path: string) {
      const entry = await super.getEntry(path);
      read([entry]);
      return entry;
    }
    override async entriesByFolder(...args: unknown[]) {
      const entries = await super.entriesByFolder(...args);
      read(entries);
      return entries;
    }
    override async entriesByFiles(...args: unknown[]) {
      const entries = await super.entriesByFiles(...args);
      read(entries);
      return entries;
    }
    override async allEntriesByFolder(...args: unknown[]) {
      const entries = (await super.allEntriesByFolder?.(...args)) ?? [];
      read(entries);
      return entries;
    }
    override async persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: unknown) {
      const dataFiles = entry.dataFiles.map((file) =>
        restoring?.path === file.path ? { ...file, raw: restoring.text } : file,
      );
      const before = dataFiles.map((file) => texts.get(file.path) ?? null);
      const result = await super.persistEntry({ ...entry, dataFiles }, options);
      const at = Date.now();
      dataFiles.forEach((file, i) => {
        const path = file.newPath ?? file.path;
        texts.set(path, file.raw);
        latest = { path, before: before[i] ?? null, after: file.raw, at };
        saves.set(path, latest);
      });
      changed(true);
      return result;
    }
  };
  // Decap searches and sorts with allEntriesByFolder where a backend has one (the git hosts), and
  // otherwise by entriesByFolder (the local backend): the wrapper may not add one.
  if (!Backend.prototype.allEntriesByFolder)
    delete (Recorded.prototype as Partial<Implementation>).allEntriesByFolder;
  return Recorded;
}
