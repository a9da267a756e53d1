// What the browser gets of the validated content (src/content/browser-content.ts), provided at build time by
// vite/content-plugin.ts.
declare module 'virtual:content' {
  export const content: import('@/content/browser-content.ts').BrowserContent;
}

// The whole validated content, for the server build alone (src/entry-server.tsx and the build-only parts it
// hands the pages); a module of the browser that imports it fails the build.
declare module 'virtual:build-content' {
  export const content: import('@/content/schema/content.ts').Content;
}

// content/legal/privacy-policy.md, checked and rendered to HTML at build time by vite/content-plugin.ts.
declare module 'virtual:privacy-policy' {
  export const policy: import('@/content/schema/content.ts').PrivacyPolicy;
}
