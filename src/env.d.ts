declare module 'astro' {
  /** The project's directives (src/islands/demand-directive.ts, painted-directive.ts). */
  interface AstroClientDirectives {
    'client:demand'?: boolean | 'visible';
    'client:painted'?: boolean;
  }
}

declare global {
  namespace App {
    /** Set by src/middleware.ts for every page: its language, the translator for it, its claims' sources. */
    interface Locals {
      lang: import('./i18n/languages').Lang;
      t: import('./i18n/translate').Translate;
      sources: import('./data/page-sources').PageSources;
    }
  }
}

export {};
