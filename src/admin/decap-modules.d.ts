// Decap's own slug function, for the file name a new entry will get (src/admin/new-slug.ts).
declare module 'decap-cms-core/dist/esm/lib/formatters' {
  export function getProcessSegment(slugConfig: unknown): (value: string) => string;
}

// The backends and the locale src/admin/decap.ts registers, which ship without types; registered as they are.
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: never;
}
declare module 'decap-cms-backend-gitlab' {
  export const GitLabBackend: never;
}
declare module 'decap-cms-backend-gitea' {
  export const GiteaBackend: never;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: never;
}
declare module 'decap-cms-locales' {
  export const de: Record<string, unknown>;
}
declare module 'decap-cms-widget-*' {
  const widget: { Widget(): import('decap-cms-core').CmsWidgetParam };
  export default widget;
}

// Decap's store, which the app reads the entry being edited from (weight-watch.ts, and the status of the entry
// open in the editor, publish-status.tsx): Decap names no event for a change to the form. And the actions and
// format lookup its editor uses, for undo (undo.ts). Only what the app uses is declared.
declare module 'decap-cms-core/dist/esm/redux' {
  /** An Immutable.js map of Decap's state, as far as the app reads it. */
  interface Immutable {
    get(key: string): unknown;
    getIn(path: string[]): unknown;
    toJS(): Record<string, unknown>;
  }
  export const store: {
    getState(): { entryDraft: Immutable; collections: Immutable };
    dispatch(action: unknown): unknown;
    subscribe(listener: () => void): () => void;
  };
}
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export function createDraftFromEntry(entry: Record<string, unknown>): unknown;
  export function persistEntry(collection: unknown): unknown;
}
declare module 'decap-cms-core/dist/esm/formats/formats' {
  export function resolveFormat(
    collection: unknown,
    entry: { path: string },
  ): { fromFile(text: string): Record<string, unknown> };
}
