import { createDraftFromEntry, persistEntry } from 'decap-cms-core/dist/esm/actions/entries';
import { resolveFormat } from 'decap-cms-core/dist/esm/formats/formats';
import { store } from 'decap-cms-core/dist/esm/redux';
import { entryKind } from './check-entry.ts';
import { entryChanges } from './entry-changes.ts';
import { readNow, type Save, writingText } from './file-texts.ts';
import { saveProblems } from './save-rules.ts';

// «Rückgängig machen»: the file's text from before a save, written back as a new save of the entry open in the
// editor. It passes the same rules (src/admin/save-rules.ts, and Decap's preSave again), goes through Decap's
// own save (its toast, the form showing the restored values, the commit on the git host) and is followed to
// the site like any save. The very bytes from before are written, not the form's serialisation of them
// (src/admin/file-texts.ts, writingText), so `git diff` against the commit before is empty. When the file
// changed since the save (another editor), nothing is written and the refusal says what changed.

export type UndoOutcome = { done: true } | { done: false; message: string };

const refused = (why: string): UndoOutcome => ({
  done: false,
  message: `Nicht rückgängig gemacht: ${why} Es wurde nichts geschrieben.`,
});

/** What undoing `save` changes in the open entry, field by field: «Ziel: 120 → 100». */
export function undoChanges(save: Save, collection: string, slug: string): string[] {
  const kind = entryKind(collection, slug);
  return kind && save.before !== null ? entryChanges(kind, save.after, save.before) : [];
}

/** Undoes `save` of the entry open in the editor. */
export async function undo(save: Save): Promise<UndoOutcome> {
  const { entryDraft, collections } = store.getState();
  const entry = entryDraft.get('entry') as { get(key: string): unknown; toJS(): Record<string, unknown> };
  const name = String(entry?.get('collection') ?? '');
  const slug = String(entry?.get('slug') ?? '');
  const kind = entryKind(name, slug);
  if (!kind || save.before === null || entry.get('path') !== save.path)
    return refused('Der Eintrag dieser Speicherung ist nicht mehr offen.');
  // The form would show the restored values in place of what was typed since.
  if (entryDraft.get('hasChanged') === true)
    return refused(
      'Im Formular steht eine Änderung, die noch nicht gespeichert ist. Zuerst veröffentlichen oder die Änderung zurücknehmen.',
    );
  let current: string;
  try {
    current = await readNow(save.path);
  } catch {
    return refused('Die Datei lässt sich gerade nicht lesen.');
  }
  if (current !== save.after) {
    const changes = entryChanges(kind, save.after, current);
    const what = changes.length > 0 ? changes.join('; ') : 'nur ihre Schreibweise';
    return refused(
      `Die Datei wurde seit dem Speichern anderswo geändert (${what}). Den Eintrag neu öffnen, um diesen Stand zu sehen.`,
    );
  }
  const collection = collections.get(name);
  const data = resolveFormat(collection, { path: save.path }).fromFile(save.before);
  const problems = saveProblems({ collection: name, slug, newRecord: false, data });
  if (problems.length > 0) return refused(`Der frühere Stand verletzt eine Regel: ${problems.join(' ')}`);
  const saved = entry.toJS();
  // The form shows the restored values, and Decap saves them as it saves a change typed into it.
  store.dispatch(createDraftFromEntry({ ...saved, data, raw: save.before }));
  try {
    await writingText(save.path, save.before, async () => {
      await store.dispatch(persistEntry(collection));
    });
  } catch {
    store.dispatch(createDraftFromEntry(saved));
    return {
      done: false,
      message:
        'Nicht rückgängig gemacht: Das Speichern ist gescheitert; die Meldung oben rechts sagt, warum.',
    };
  }
  return { done: true };
}
