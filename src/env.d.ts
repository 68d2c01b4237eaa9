declare module 'astro' {
  /** The project's `client:demand` directive (src/islands/demand-directive.ts). */
  interface AstroClientDirectives {
    'client:demand'?: boolean | 'visible';
  }
}

declare global {
  namespace App {
    /** Set by src/middleware.ts for every page: its language and the translator for it. */
    interface Locals {
      lang: import('./i18n/languages').Lang;
      t: import('./i18n/translate').Translate;
    }
  }
}

export {};
