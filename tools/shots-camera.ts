/**
 * Photographs one view of a served build for `npm run shots`, the same way on both sides: a fresh tab of the view's
 * size with reduced motion (the carousels hold still), after the reader's pass (tools/harness/reader.ts) so every lazy
 * image and island is in, scrolled to the top, the whole page.
 */
import type { Browser, Page } from '@playwright/test';
import { captureFullPage } from './harness/capture.ts';
import { playwrightTab } from './harness/playwright-tab.ts';
import { readerPass } from './harness/reader.ts';
import { ROOT_NOT_FOUND_PATH } from './harness/site-paths.ts';
import { showTheme } from './harness/theme.ts';
import type { View } from './shots-views.ts';

/** A build as a server serves it, with the not-found page a host without the URL rules sends (its 404.html). */
export interface Site {
  origin: string;
  notFoundHtml: string;
}

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

/**
 * How long a step may go without progress. Steps take seconds; but Chromium now and then stops painting a tab (3 of
 * about 3,000 here: requestAnimationFrame never fires again while its scripts still run), which stalls the reader's
 * pass or the capture for good, and only a fresh tab paints again.
 */
const STALL_MS = 60_000;

/** A tab Chromium stopped painting. */
class Unpainted extends Error {}

/** Whether the tab still paints: an animation frame within two seconds. */
function paints(page: Page): Promise<boolean> {
  const frame = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), 2000);
      }),
  );
  // A page whose scripts hang does not answer: no painting fault, so its step fails.
  const noAnswer = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10_000).unref());
  return Promise.race([frame, noAnswer]);
}

/** The view's shot, taken again in a fresh tab if Chromium stops painting the first; a step stuck otherwise fails. */
export async function photograph(browser: Browser, site: Site, view: View): Promise<Buffer> {
  try {
    return await attempt(browser, site, view);
  } catch (error) {
    if (!(error instanceof Unpainted)) throw error;
    console.warn(`  ${error.message}; taking it again in a fresh tab`);
    return attempt(browser, site, view);
  }
}

async function attempt(browser: Browser, site: Site, view: View): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    reducedMotion: 'reduce',
    javaScriptEnabled: view.js,
  });
  const page = await context.newPage();
  let step = 'opening the tab';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stalled = () => {};
  const stall = new Promise<never>((_, reject) => {
    stalled = () => reject(new Error(`${view.name}: no progress for ${STALL_MS / 1000} s while ${step}`));
  });
  const progress = (next: string) => {
    step = next;
    clearTimeout(timer);
    timer = setTimeout(stalled, STALL_MS).unref();
  };
  try {
    return await Promise.race([take(page, site, view, progress), stall]);
  } catch (error) {
    // A tab that stopped painting fails whichever step it is on, by a timeout or by making no progress.
    if (!(await paints(page).catch(() => true)))
      throw new Unpainted(`${view.name}: Chromium stopped painting its tab while ${step}`);
    throw error;
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}

async function take(page: Page, site: Site, view: View, progress: (step: string) => void) {
  // The Node server's URL rules send /missing to a language's not-found page; the root one is the page a host
  // without them sends, as in the browser suites.
  await page.route(
    (url) => url.pathname === ROOT_NOT_FOUND_PATH,
    (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: site.notFoundHtml }),
  );
  if (view.build === 'flags') await showTheme(page, view.theme);
  progress('loading the page');
  await page.goto(site.origin + view.path);
  if (view.js) {
    progress("on the reader's pass");
    await readerPass(playwrightTab(page));
  }
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  if (theme !== view.theme) throw new Error(`${view.name}: the page shows the ${theme} theme`);
  progress('decoding the images');
  await page.evaluate(decoded);
  progress('capturing');
  return captureFullPage(page);
}
