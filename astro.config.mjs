// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { SITE_URL } from './src/config/site-url.mjs';

export default defineConfig({
  site: SITE_URL,
  // `file` output (dist/en/impact.html) keeps canonical URLs free of a trailing slash on every static host.
  trailingSlash: 'never',
  build: { format: 'file' },
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  integrations: [react()],
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'es', 'pt', { path: 'br', codes: ['pt-BR'] }],
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  redirects: { '/': '/en' },
});
