import { transformSync } from 'esbuild';
import source from '../browser/before-first-paint.ts?raw';
import { THEME_STORAGE_KEY } from '../config/site';

/**
 * The head script as the page inlines it: minified, because every byte of it comes before the first paint, and
 * wrapped in a function so that its names stay out of the page's global scope.
 */
export const BEFORE_FIRST_PAINT_SCRIPT = transformSync(source, {
  loader: 'ts',
  format: 'iife',
  minify: true,
  define: { THEME_KEY: JSON.stringify(THEME_STORAGE_KEY) },
}).code.trim();
