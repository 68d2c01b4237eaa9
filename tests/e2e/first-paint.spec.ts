/**
 * The first frame holds the whole hero, so the hero never grows or jumps as the rest of the page
 * arrives: over a slow connection the HTML comes in pieces, and whatever the browser paints first
 * must already show every word of the hero.
 */
import { expect, test } from '@playwright/test';
import { ALL_PATHS } from './support';

/** The page hero, or the home page's carousel and tagline. */
const HERO = '.hero, .hero-carousel';

for (const path of ALL_PATHS) {
  test(`${path}: the first frame shows the whole hero`, async ({ page }) => {
    await page.addInitScript((selector) => {
      const w = window as unknown as { firstFrame?: string | null };
      // The first animation frame runs just before the first paint, once nothing blocks rendering.
      requestAnimationFrame(() => (w.firstFrame = document.querySelector(selector)?.textContent ?? null));
    }, HERO);
    // About 8 KB a second: the compressed page takes two seconds or more, so the parser meets it in pieces.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 8 * 1024,
      uploadThroughput: -1,
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const parsed = await page.locator(HERO).first().textContent();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame))
      .toBe(parsed);
  });
}
