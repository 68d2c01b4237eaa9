/**
 * The project's island directives: `client:demand` hydrates on a first interaction, or (="visible") once in
 * view; `client:painted` at idle once the first content is on screen.
 * @returns {import('astro').AstroIntegration}
 */
export function clientDirectivesIntegration() {
  return {
    name: 'adhera:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'demand', entrypoint: './src/islands/demand-directive.ts' });
        addClientDirective({ name: 'painted', entrypoint: './src/islands/painted-directive.ts' });
      },
    },
  };
}
