/**
 * `client:demand`: hydrates an island on its first interaction, or (="visible") once in view.
 * @returns {import('astro').AstroIntegration}
 */
export function demandDirectiveIntegration() {
  return {
    name: 'adhera:demand-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'demand', entrypoint: './src/islands/demand-directive.ts' }),
    },
  };
}
