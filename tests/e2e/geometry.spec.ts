/**
 * Every control usable on every screen: on every page and not-found page, in every language, at every
 * width of VIEWPORTS, the rules of tests/geometry/checker.js hold with the mobile menu closed, with it
 * open (while there is a menu button) and with the language list open. One test per page loads it once
 * and walks its widths as a window resized from a phone's to a laptop's, each in all three states. The
 * build with every flag on (a store link, a buy button and the theme toggle in the bar), in the dark theme it
 * alone carries, must not scroll sideways. Reduced motion holds the carousels still, so no slide moves under a
 * measurement; the layout is the same either way.
 */
import { expect } from '@playwright/test';
import { VIEWPORTS } from '../geometry/viewports';
import { walkWidths } from '../geometry/walk';
import {
  ALL_PATHS,
  FLAGS_BUILD_URL,
  NOT_FOUND_PATHS,
  SAMPLE_PATHS,
  gotoHydrated,
  playwrightTab,
  readerPass,
  showTheme,
  test,
} from './support';

test.use({ reducedMotion: 'reduce' });

for (const path of [...ALL_PATHS, ...NOT_FOUND_PATHS]) {
  test(`${path} at every width`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0]);
    await gotoHydrated(page, path);
    expect(await walkWidths(playwrightTab(page), VIEWPORTS)).toEqual([]);
  });
}

test.describe('every flag on, dark theme', () => {
  test.use({ baseURL: FLAGS_BUILD_URL });
  test.beforeEach(({ page }) => showTheme(page, 'dark'));

  // One page of each kind, and each language, on the build whose bar carries every optional control.
  for (const path of SAMPLE_PATHS) {
    test(`${path} never scrolls sideways at a phone's, a tablet's or a laptop's width`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      for (const width of [390, 820, 1280]) {
        await page.setViewportSize(VIEWPORTS.find((viewport) => viewport.width === width)!);
        await readerPass(playwrightTab(page));
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
            message: `${path} scrolls sideways at ${width}px`,
          })
          .toBeLessThanOrEqual(0);
      }
    });
  }
});
