/** The head script, built from src/browser/before-first-paint.ts by integrations/head-scripts.mjs. */
declare module 'virtual:head-scripts' {
  /** Every page's. */
  export const HEAD_SCRIPT: string;
  /** dist/404.html's, which also redirects as the URL rules would. */
  export const ROOT_NOT_FOUND_HEAD_SCRIPT: string;
}
