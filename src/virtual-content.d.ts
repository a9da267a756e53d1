// The validated content, provided at build time by vite/content-plugin.ts.
declare module 'virtual:content' {
  export const content: import('@/content/load').Content;
}
