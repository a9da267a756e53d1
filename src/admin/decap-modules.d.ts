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

// Decap's store, which the app reads the entry being edited from while it is edited (weight-watch.ts): Decap
// names no event for a change to the form. Only what the app reads of it is declared.
declare module 'decap-cms-core/dist/esm/redux' {
  interface ImmutableMap {
    get(key: string): unknown;
  }
  export const store: {
    getState(): { entryDraft?: ImmutableMap };
    subscribe(listener: () => void): () => void;
  };
}
