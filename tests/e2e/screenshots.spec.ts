/**
 * Full-page screenshots of every page at phone, tablet and desktop widths, light and dark (dark from the build that
 * shows the theme toggle), in Chromium, and at phone and desktop widths in Firefox and WebKit, kept as test
 * artifacts for people to look at. Not a pixel-diff gate: they only fail if the page breaks.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { readThrough } from '../engines/engine';
import { PORTS } from '../ports';
import { firefoxEngine } from '../firefox/support';
import { webkitEngine } from '../webkit/support';
import { FLAGS_BUILD_URL, scrollThrough, showTheme } from './support';

// One language per page keeps the run short while every page and language is seen.
const PAGES = ['/en', '/es/patients', '/pt/innovation', '/br/impact'];
const WIDTHS = [390, 820, 1280];
/** A phone's window is tall and narrow, a tablet's or laptop's wide. */
const viewportHeight = (width: number) => Math.round(width < 600 ? width * 2.1 : width * 0.65);

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    for (const path of PAGES) {
      // One page per test: a fresh tab each time, and a failure names the page it happened on.
      test(`screenshot of ${path} at ${width}px, ${theme}`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: viewportHeight(width) });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await showTheme(page, theme);
        // The dark theme ships only with its toggle.
        await page.goto(theme === 'dark' ? FLAGS_BUILD_URL + path : path);
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

/**
 * Firefox's and WebKit's pictures, beside Chromium's (its light ones), for a reviewer to compare the three
 * engines: each as its suite drives it (tests/firefox/support.ts, tests/webkit/support.ts), on the same
 * nginx, with reduced motion, at a phone's and a laptop's width. WebKit's WebDriver captures the viewport
 * only, so in both each page is captured a window at a time and the pieces stacked.
 */
const ENGINES = [
  firefoxEngine({ sitePort: PORTS.site, serveSite: false, reducedMotion: true }),
  webkitEngine({ driverPort: PORTS.webkitScreenshots, sitePort: PORTS.site, serveSite: false, reducedMotion: true }),
];

for (const engine of ENGINES) {
  test.describe(engine.name, () => {
    // One browser for these tests, so one worker runs them, in turn.
    test.describe.configure({ mode: 'serial' });
    test.beforeAll(() => engine.start());
    test.afterAll(() => engine.stop());

    for (const width of [390, 1280]) {
      for (const path of PAGES) {
        test(`${engine.name} screenshot of ${path} at ${width}px, light`, async () => {
          const testInfo = test.info();
          const page = await engine.open({ width, height: viewportHeight(width) });
          expect(await page.goto(path)).toBe(200);
          await readThrough(page);
          const size = await page.evaluate(() => ({
            sideways: document.documentElement.scrollWidth - window.innerWidth,
            height: document.documentElement.scrollHeight,
            window: window.innerHeight,
            // The bar and the shadow it casts once the page scrolls (--shadow reaches 28 px under it).
            bar: Math.ceil(document.querySelector('header.nav')!.getBoundingClientRect().height) + 28,
          }));
          expect(size.sideways, `${path} scrolls sideways at ${width}px in ${engine.name}`).toBeLessThanOrEqual(0);
          // Each window after the first goes on under the bar that sticks at its top, so the bar shows once.
          const pieces: { input: Buffer; top: number; left: number }[] = [];
          for (let top = 0; top < size.height; top = pieces.length * (size.window - size.bar)) {
            const shownFrom = await page.evaluate(async (y: number) => {
              window.scrollTo({ top: y, behavior: 'instant' });
              await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
              return window.scrollY;
            }, top);
            const shot = await page.screenshot();
            const under = pieces.length ? size.bar : 0;
            const input = await sharp(shot)
              .extract({ left: 0, top: under, width, height: size.window - under })
              .toBuffer();
            pieces.push({ input, top: shownFrom + under, left: 0 });
          }
          const name = `${path.replace(/\//g, '_').slice(1)}-${width}-light-${engine.name.toLowerCase()}.png`;
          const file = testInfo.outputPath(name);
          await sharp({ create: { width, height: size.height, channels: 3, background: '#ffffff' } })
            .composite(pieces)
            .png()
            .toFile(file);
          await testInfo.attach(file.split('/').pop()!, { path: file, contentType: 'image/png' });
          expect(await page.errors()).toEqual([]);
        });
      }
    }
  });
}
