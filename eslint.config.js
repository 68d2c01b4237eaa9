// @ts-check
/**
 * ESLint flat config: JavaScript and TypeScript recommended rules everywhere, Astro's rules and its
 * accessibility checks in .astro files, and the same jsx-a11y rules in the React islands.
 * eslint-plugin-jsx-a11y-x stands in for eslint-plugin-jsx-a11y, which does not support ESLint 10.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist*/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'review-pack/',
      'shots-report/',
      // Written by npm run hosts:write from deploy/cloudfront/edge.mjs; deploy/cloudfront/runtime.test.ts checks it.
      'deploy/cloudfront/adhera-edge.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    files: ['src/islands/**/*.{jsx,tsx}'],
    ...jsxA11y.configs.recommended,
    languageOptions: { ...jsxA11y.configs.recommended.languageOptions, globals: globals.browser },
  },
  {
    // Build scripts, the checks they share with the CLIs (lib/*.ts), configs, build-time site constants and tests
    // run under Node. The URL rules in lib/*.mjs run on every host's runtime, so they get no runtime's globals.
    files: [
      'tools/**',
      'integrations/**',
      'tests/**',
      'lib/**/*.ts',
      'src/config/**',
      'deploy/cloudfront/*.mjs',
      '*.{js,mjs,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser-side scripts bundled by Astro, the geometry checker the browser tests run in the page, and
    // the content admin's page scripts.
    files: ['src/browser/**', 'tests/geometry/checker.js', 'tools/admin/browser/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    rules: {
      // `_`-prefixed names mark parameters kept for a signature.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.astro'],
    rules: {
      // Our lists drop their bullets with `list-style: none`, and Safari/VoiceOver then stops announcing
      // them as lists unless role="list" is explicit: the role is not redundant there.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  // The Cloudflare Worker (on workerd), the Netlify Edge Function (on Deno) and the handler they share run where the
  // globals are the web platform's (fetch, Request, Response, URL).
  {
    files: ['deploy/cloudflare/**', 'deploy/netlify/**', 'deploy/fetch-handler.mjs'],
    languageOptions: { globals: globals.serviceworker },
  },
);
