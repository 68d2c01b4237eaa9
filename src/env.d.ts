/** Lets `.astro` files use the project's `client:demand` directive (src/islands/demand-directive.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:demand'?: boolean | 'visible';
  }
}

export {};
