// What the browser gets of one municipality's validated content (src/content/browser-content.ts), provided
// at build time by vite/content-plugin.ts: the municipality the importing client entry's `?municipality=`
// names (src/pages/page-list.ts), else the home municipality. The server render receives the whole content
// as an argument (src/entry-server.tsx), so no module of the browser can reach it.
declare module 'virtual:content' {
  export const content: import('@/content/browser-content.ts').BrowserContent;
}
