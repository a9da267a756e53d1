// One municipality's validated content, provided at build time by vite/content-plugin.ts: the one the
// importing client entry's `?municipality=` names (src/pages/page-list.ts), else the home municipality's.
declare module 'virtual:content' {
  export const content: import('@/content/schema/content.ts').Content;
}
