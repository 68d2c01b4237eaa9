/**
 * Full-page screenshots of every page at phone, tablet and desktop widths, light and dark, kept as
 * test artifacts for people to look at. Not a pixel-diff gate: they only fail if the page breaks.
 */
import { expect, test } from '@playwright/test';
import { scrollThrough, showTheme } from './support';

// One language per page keeps the run short while every page and language is seen.
const PAGES = ['/en', '/es/patients', '/pt/innovation', '/br/impact'];
const WIDTHS = [390, 820, 1280];

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    for (const path of PAGES) {
      // One page per test: a fresh tab each time, and a failure names the page it happened on.
      test(`screenshot of ${path} at ${width}px, ${theme}`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: Math.round(width < 600 ? width * 2.1 : width * 0.65) });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await showTheme(page, theme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Bring lazy images and islands in before the capture.
        await scrollThrough(page);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
            message: `${path} scrolls sideways at ${width}px`,
          })
          .toBeLessThanOrEqual(0);
        // Written into the test's output folder (kept after the run) and attached to the report.
        const file = testInfo.outputPath(`${path.replace(/\//g, '_').slice(1)}-${width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(file.split('/').pop()!, { path: file, contentType: 'image/png' });
      });
    }
  }
}
