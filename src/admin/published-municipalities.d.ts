// vite/published-municipalities.ts: the published municipalities' files, by slug (no draft is in the app).
declare module 'virtual:published-municipalities' {
  const municipalities: Record<string, unknown>;
  export default municipalities;
}
