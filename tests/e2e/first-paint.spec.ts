/**
 * The first frame holds the whole hero, and nothing moves as the rest of the page arrives: over a slow
 * connection the HTML comes in pieces, whatever the browser paints first must already show every word
 * of the hero, and what each later piece adds must not push what is already painted.
 */
import { expect, test, type Page } from '@playwright/test';
import { ALL_PATHS } from './support';

/** The page hero, or the home page's carousel and tagline. */
const HERO = '.hero, .hero-carousel';

/** About 8 KB a second: the compressed page takes two seconds or more, so the parser meets it in pieces. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 8 * 1024,
    uploadThroughput: -1,
  });
  return cdp;
}

for (const path of ALL_PATHS) {
  test(`${path}: the first frame shows the whole hero, and nothing shifts as the rest arrives`, async ({ page }) => {
    await page.addInitScript((selector) => {
      const w = window as unknown as { firstFrame?: string | null; shifted: string[] };
      // The first animation frame runs just before the first paint, once nothing blocks rendering.
      requestAnimationFrame(() => (w.firstFrame = document.querySelector(selector)?.textContent ?? null));
      w.shifted = [];
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[])
          w.shifted.push(
            ...entry.sources.map(({ node }) => (node as Element | undefined)?.outerHTML.slice(0, 80) ?? '?'),
          );
      }).observe({ type: 'layout-shift', buffered: true });
    }, HERO);
    await throttle(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const parsed = await page.locator(HERO).first().textContent();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame))
      .toBe(parsed);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted)).toEqual([]);
  });
}

test('the hero carousel requests its scripts only once the first paint is on screen', async ({ page }) => {
  const cdp = await throttle(page);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  const paintedAt = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  await expect.poll(() => page.evaluate(paintedAt)).toBeGreaterThan(0);
  // Painted: the rest may come at full speed, and the carousel starts.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.locator('.carousel--hero')).toHaveAttribute('data-ready', '');
  const painted = await page.evaluate(paintedAt);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map(({ name, startTime }) => ({ name, startTime })),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const { name, startTime } of scripts) expect(startTime, name).toBeGreaterThanOrEqual(painted!);
});
