// The app's German: Decap's own German locale, in Swiss spelling (ss for the sharp s, U+00DF), with the strings it leaves
// in English filled in and the messages an editor reads most worded as the site's checks word theirs.

export type Phrases = { [key: string]: string | Phrases };

const swiss = (phrases: Phrases): Phrases =>
  Object.fromEntries(
    Object.entries(phrases).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\u00df/g, 'ss') : swiss(value),
    ]),
  );

const merge = (base: Phrases, over: Phrases): Phrases =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => {
      const a = base[key];
      const b = over[key];
      if (b === undefined) return [key, a as string | Phrases];
      if (typeof a === 'object' && typeof b === 'object') return [key, merge(a, b)];
      return [key, b];
    }),
  );

/** Decap's English that its German locale leaves, and the messages the editors read, in their words. */
const FILLED: Phrases = {
  auth: {
    login: 'Anmelden',
    loginWithGitHub: 'Mit GitHub anmelden',
    loginWithGitLab: 'Mit GitLab anmelden',
    loginWithGitea: 'Mit Gitea anmelden',
    loginWithForgejo: 'Mit Forgejo anmelden',
  },
  collection: {
    collectionTop: {
      viewAsList: 'Als Liste zeigen',
      viewAsGrid: 'Als Kacheln zeigen',
      newButton: 'Neu: %{collectionLabel}',
    },
    entries: { unpublishedHeader: 'Nicht veröffentlichte Einträge' },
  },
  editor: {
    editorControl: { field: { optional: 'freiwillig', widgetLabel: 'Feld %{widgetLabel}' } },
    editorInterface: { toggleNotes: 'Notizen zeigen oder verbergen' },
    editorNotesPane: {
      title: 'Notizen',
      emptyState: 'Noch keine Notizen.',
      addNote: 'Notiz hinzufügen',
      addPlaceholder: 'Notiz schreiben …',
      editPlaceholder: 'Notiz ändern …',
      save: 'Speichern',
      cancel: 'Abbrechen',
      edit: 'Ändern',
      delete: 'Löschen',
      resolve: 'Erledigt',
      unresolve: 'Wieder offen',
      confirmDelete: 'Diese Notiz wirklich löschen?',
      shortcut: 'Tipp: Ctrl+Enter fügt die Notiz hinzu',
    },
    // «Zurück zu allen Website» reads wrong for a collection named in the singular.
    editorToolbar: {
      status: 'Status: %{status}',
      backCollection: 'Zurück zu: %{collectionLabel}',
    },
    editorControlPane: {
      widget: {
        required: '%{fieldLabel}: Dieses Feld ist leer. Erwartet einen Wert.',
        regexPattern: '%{fieldLabel}: %{pattern}',
        range: '%{fieldLabel}: Erwartet eine Zahl von %{minValue} bis %{maxValue}.',
        min: '%{fieldLabel}: Erwartet eine Zahl von mindestens %{minValue}.',
        max: '%{fieldLabel}: Erwartet eine Zahl von höchstens %{maxValue}.',
        rangeCount: '%{fieldLabel}: Erwartet %{minCount} bis %{maxCount} Einträge.',
        rangeCountExact: '%{fieldLabel}: Erwartet genau %{count} Einträge.',
        rangeMin: '%{fieldLabel}: Erwartet mindestens %{minCount} Einträge.',
        rangeMax: '%{fieldLabel}: Erwartet höchstens %{maxCount} Einträge.',
      },
    },
    editorWidgets: {
      markdown: {
        strikethrough: 'Durchgestrichen',
        code: 'Code',
        link: 'Link',
        richText: 'Formatierter Text',
        markdown: 'Markdown',
        toggleMode: { rich: 'Zu formatiertem Text wechseln', markdown: 'Zu Markdown wechseln' },
      },
      image: {
        chooseMultiple: 'Bilder wählen',
        addMore: 'Weitere Bilder hinzufügen',
        removeAll: 'Alle Bilder entfernen',
      },
      file: {
        chooseMultiple: 'Dateien wählen',
        addMore: 'Weitere Dateien hinzufügen',
        removeAll: 'Alle Dateien entfernen',
      },
      object: { expand: 'Aufklappen', collapse: 'Zuklappen' },
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: 'Schliessen', download: 'Herunterladen' } },
  ui: {
    errorBoundary: { detailsHeading: 'Einzelheiten' },
    settingsDropdown: { account: 'Konto' },
    toast: {
      noteAdded: 'Notiz hinzugefügt',
      onFailToAddNote: 'Notiz nicht hinzugefügt: %{details}',
      noteUpdated: 'Notiz geändert',
      onFailToUpdateNote: 'Notiz nicht geändert: %{details}',
      noteDeleted: 'Notiz gelöscht',
      onFailToDeleteNote: 'Notiz nicht gelöscht: %{details}',
      noteResolved: 'Notiz erledigt',
      noteReopened: 'Notiz wieder offen',
      onFailToToggleNote: 'Notiz nicht geändert: %{details}',
      onFailToPersist: 'Nicht gespeichert. %{details}',
      missingRequiredField:
        'Nicht gespeichert: Ein Feld ist leer oder falsch. Die rote Meldung beim Feld sagt, was hingehört.',
      entrySaved: 'Gespeichert',
      entryPublished: 'Veröffentlicht',
    },
  },
  workflow: { workflow: { dateFormat: 'D. MMMM' }, workflowCard: { lastChangeNoAuthor: '%{date}' } },
};

/** Decap's German phrases (as decap-cms-app registers them), made Swiss and complete. */
export const swissGerman = (decapGerman: Phrases): Phrases => merge(swiss(decapGerman), FILLED);
