// vite/published-municipalities.ts: the published municipalities' files, by slug (no draft is in the app).
declare module 'virtual:published-municipalities' {
  const municipalities: Record<string, unknown>;
  export default municipalities;
}

// vite/published-municipalities.ts: the paths of the site no municipality may take (src/content/slugs.ts).
declare module 'virtual:reserved-slugs' {
  const reserved: string[];
  export default reserved;
}

// Decap's own slug function, for the file name a new entry will get (src/admin/new-slug.ts).
declare module 'decap-cms-core/dist/esm/lib/formatters' {
  export function getProcessSegment(slugConfig: unknown): (value: string) => string;
}
