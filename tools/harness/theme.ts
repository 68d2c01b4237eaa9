/**
 * Puts a page in a theme as the theme toggle does, once its HTML is parsed: for the browser suites and
 * `npm run shots` alike. Only the build with the toggle (npm run build:flags) carries the dark theme's CSS.
 */
import type { Page } from '@playwright/test';

export function showTheme(page: Page, theme: 'light' | 'dark') {
  return page.addInitScript((value) => {
    document.addEventListener('DOMContentLoaded', () => (document.documentElement.dataset.theme = value));
  }, theme);
}
