/** Lets `.astro` files use the project's `client:interaction` directive (src/islands/interaction-directive.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

export {};
