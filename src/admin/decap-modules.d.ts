// Decap's own slug function, for the file name a new entry will get (src/admin/new-slug.ts).
declare module 'decap-cms-core/dist/esm/lib/formatters' {
  export function getProcessSegment(slugConfig: unknown): (value: string) => string;
}
