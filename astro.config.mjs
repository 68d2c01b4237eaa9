// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { SITE_URL } from './src/config/site-url.mjs';
import { clientDirectivesIntegration } from './integrations/client-directives.mjs';
import { paletteIntegration } from './integrations/palette.mjs';
import { precompressIntegration } from './integrations/precompress.mjs';
import { cspInlineHashesIntegration } from './integrations/csp-inline-hashes.mjs';
import { shortCustomPropertiesIntegration } from './integrations/short-custom-properties.mjs';
import { singleQuotedAttributesIntegration } from './integrations/single-quoted-attributes.mjs';
import { shortSvgIdsIntegration } from './integrations/short-svg-ids.mjs';
import { islandMarkupIntegration } from './integrations/island-markup.mjs';
import { headScriptsIntegration } from './integrations/head-scripts.mjs';
import { stylesInHeadIntegration } from './integrations/styles-in-head.mjs';
import { islandRuntimeIntegration } from './integrations/island-runtime.mjs';
import launchGate from './integrations/launch-gate.mjs';
import contentCheck from './integrations/content-check.mjs';
import { HTML_LANG } from './src/i18n/languages.ts';
import { LANGUAGE_TABLE, checkLanguageTable } from './src/i18n/language-table.mjs';

checkLanguageTable(LANGUAGE_TABLE);

export default defineConfig({
  site: SITE_URL,
  // `file` output (dist/en/impact.html) keeps canonical URLs free of a trailing slash on every static host.
  trailingSlash: 'never',
  build: {
    format: 'file',
    // The CSS is small (3–5 KB gzip a page): inlining it saves the render-blocking round trip before LCP.
    inlineStylesheets: 'always',
  },
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  integrations: [
    // First: a build for a real origin stops before any work while the client's facts are missing.
    launchGate(),
    // Then the dictionaries and testimonials: nothing that would show broken on a page is built.
    contentCheck(),
    // The brand palette written into the CSS and the art, and the raster art rendered from its masters.
    paletteIntegration(),
    react(),
    clientDirectivesIntegration(),
    headScriptsIntegration(),
    sitemap({
      // Only real pages: not the not-found pages, nor the / redirect (it lands on /en).
      filter: (page) => !/\/404$/.test(new URL(page).pathname) && new URL(page).pathname !== '/',
      // URL codes → hreflang: the same tags as <html lang> and the pages' alternates.
      i18n: { defaultLocale: 'en', locales: HTML_LANG },
      serialize: (item) => {
        // x-default → the English page, next to the four languages the i18n option lists.
        const en = item.links?.find((link) => link.lang === 'en');
        return en ? { ...item, links: [...(item.links ?? []), { lang: 'x-default', url: en.url }] } : item;
      },
    }),
    stylesInHeadIntegration(),
    // Before the CSP hashes: on pages that load scripts anyway, the island runtime leaves the HTML for a file.
    islandRuntimeIntegration(),
    // Short names for the CSS custom properties of the finished pages; before the CSP hashes their styles.
    shortCustomPropertiesIntegration(),
    // Short ids inside the inline SVGs (a drawing's gradients, masks …); before the CSP hashes, as a style may name one.
    shortSvgIdsIntegration(),
    // The islands without the attributes and end marks Astro's runtime does not need; before their JSON is
    // single-quoted.
    islandMarkupIntegration(),
    // The islands' JSON props in single quotes, their quotes raw rather than &quot;.
    singleQuotedAttributesIntegration(),
    // Hashes the inline code Astro does not (is:inline scripts) into each page's CSP <meta>.
    cspInlineHashesIntegration(),
    // Last, so it also compresses the files the integrations above wrote.
    precompressIntegration(),
  ],
  // No Markdown code blocks here; Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  security: {
    // Astro hashes the scripts and styles it bundles into a <meta> CSP: no 'unsafe-inline'.
    // integrations/csp-inline-hashes.mjs adds every other inline script and style of the built page and
    // moves the <meta> above them. The servers add what a <meta> cannot carry (frame-ancestors),
    // see lib/url-rules.mjs.
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        // Vite inlines small fonts into the CSS as data: URLs.
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
});
