/**
 * Photographs one view of a served build for `npm run shots`, the same way on both sides: a fresh tab of the view's
 * size with reduced motion (the carousels hold still), after the reader's pass (tests/reader.ts) so every lazy
 * image and island is in, scrolled to the top, the whole page.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { captureFullPage } from '../tests/contrast/capture.ts';
import { readThrough } from '../tests/reader.ts';
import { ROOT_NOT_FOUND_PATH } from '../tests/site-paths.ts';
import { showTheme } from '../tests/theme.ts';
import type { View } from './shots-views.ts';
import { CHROMIUM_ARGS, findChromium } from './system-deps.mjs';

/** A build as a server serves it, with the not-found page a host without the URL rules sends (its 404.html). */
export interface Site {
  origin: string;
  notFoundHtml: string;
}

export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: run `node tools/system-deps.mjs chromium`.');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** The reader's pass in a Playwright page: waits for states by polling them on each frame. */
const reader = (page: Page) =>
  readThrough({
    evaluate: (fn) => page.evaluate(fn),
    until: async (state) => void (await page.waitForFunction(state)),
  });

/**
 * Resolves once the fonts are in and every image that has loaded is decoded. An image that was never on screen
 * (below the first screen without JavaScript, where no reader's pass scrolls to it) may have loaded and not be
 * decoded yet, and a capture then shows its box empty: /en's product art at 820 px did, in one capture of two.
 */
async function decoded() {
  await document.fonts.ready;
  const loaded = [...document.images].filter((image) => image.complete && image.naturalWidth);
  await Promise.all(loaded.map((image) => image.decode()));
}

export async function photograph(browser: Browser, site: Site, view: View): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    reducedMotion: 'reduce',
    javaScriptEnabled: view.js,
  });
  try {
    const page = await context.newPage();
    // The Node server's URL rules send /missing to a language's not-found page; the root one is the page a host
    // without them sends, as in the browser suites.
    await page.route(
      (url) => url.pathname === ROOT_NOT_FOUND_PATH,
      (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: site.notFoundHtml }),
    );
    if (view.build === 'flags') await showTheme(page, view.theme);
    await page.goto(site.origin + view.path);
    if (view.js) await reader(page);
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    if (theme !== view.theme) throw new Error(`${view.name}: the page shows the ${theme} theme`);
    await page.evaluate(decoded);
    return await captureFullPage(page);
  } finally {
    await context.close();
  }
}
