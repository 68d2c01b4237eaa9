// @ts-check
/**
 * html-validate on the built site (npm run test:static). The recommended rules, less only what Astro
 * and React legitimately emit; each exception says why.
 */
import { defineConfig } from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  // Astro writes some <style> elements into <body>: integrations/styles-in-head.mjs moves them into <head>.
  elements: ['html5'],
  rules: {
    // React renders some attribute names in camelCase (hrefLang); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean attributes as hidden="" and inert="" while Astro writes bare ones: both are valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Lists whose bullets are removed with `list-style: none` keep role="list": Safari/VoiceOver stops
    // announcing them as lists otherwise (the same exception as in eslint.config.js).
    'no-redundant-role': 'off',
    // React's useId() ids (_r1R_3d_) are valid HTML ids (any non-space characters) but not CSS-friendly.
    'valid-id': ['error', { relaxed: true }],
    // React self-closes void elements (<img/>), Astro does not: both are valid HTML.
    'void-style': 'off',
  },
});
