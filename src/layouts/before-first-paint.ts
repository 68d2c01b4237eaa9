import { transformSync } from 'esbuild';
import source from '../browser/before-first-paint.ts?raw';
import { FLAGS, THEME_STORAGE_KEY } from '../config/site';

/**
 * The head script as a page inlines it: minified, because every byte of it comes before the first paint, and
 * wrapped in a function so that its names stay out of the page's global scope. With `theme` (the toggle is shown)
 * it applies the visitor's stored theme.
 */
export function beforeFirstPaintScript({ theme }: { theme: boolean }): string {
  return transformSync(source, {
    loader: 'ts',
    format: 'iife',
    minify: true,
    define: { THEME_KEY: theme ? JSON.stringify(THEME_STORAGE_KEY) : 'null' },
  }).code.trim();
}

/** This build's head script. */
export const BEFORE_FIRST_PAINT_SCRIPT = beforeFirstPaintScript({ theme: FLAGS.showThemeButton });
