// The validated content, provided at build time by vite/content-plugin.ts.
declare module 'virtual:content' {
  export const content: import('@/content/schema/content.ts').Content;
}

// content/legal/privacy-policy.md, checked and rendered to HTML at build time by vite/content-plugin.ts.
declare module 'virtual:privacy-policy' {
  export const policy: import('@/content/schema/content.ts').PrivacyPolicy;
}
