/**
 * Near-zero JavaScript: a visitor who only reads downloads no script file. The islands' code comes when it is
 * needed: the navbar's on a first interaction with it, a testimonial carousel's once it is scrolled into view.
 * (The home page's hero carousel starts at idle, for its autoplay.)
 */
import { expect, type Page } from '@playwright/test';
import { LANGS, NOT_FOUND_PATHS, PAGES, collectErrors, navbarHydrated, test } from './support';

/** Every page but the home page (whose hero carousel starts at idle), in every language. */
const READING_PAGES = LANGS.flatMap((lang) => PAGES.filter((page) => page).map((page) => `/${lang}${page}`));

/** The script files the page requests from now on. */
function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && urls.push(request.url()));
  return urls;
}

/** Loaded, laid out and idle: by then, whatever starts by itself (an island in view, an idle task) has. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2000 }))),
      ),
  );
}

for (const path of [...READING_PAGES, ...NOT_FOUND_PATHS]) {
  test(`${path}: no script file until the navbar is used`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const scripts = scriptRequests(page);
      await page.goto(path);
      await settled(page);
      expect(scripts, `at ${width}px`).toEqual([]);
    }
    // The first interaction with the navbar brings its code (the page above is at 1280px).
    const scripts = scriptRequests(page);
    await page.locator('header.nav button.lang__button').focus();
    await navbarHydrated(page);
    expect(scripts.length).toBeGreaterThan(0);
  });
}

/**
 * A browser without the Popover API (Safari before 17, Firefox before 125) cannot run the islands' menu and
 * language list, so it keeps the page every browser gets without scripts, which works everywhere.
 */
test.describe('a browser without the Popover API', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => delete (HTMLElement.prototype as { popover?: unknown }).popover);
  });

  for (const path of ['/en', '/br/patients']) {
    test(`${path}: gets the page without scripts, and no island starts`, async ({ page }) => {
      const scripts = scriptRequests(page);
      const errors = collectErrors(page);
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
      // The links sit in the bar, on screen, with no menu button; the page is no wider than the screen.
      const nav = page.getByRole('navigation').first();
      await expect(nav.locator('button.nav__toggle')).toBeHidden();
      for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      // What would start an island does nothing: a focus in the bar, the carousels scrolled into view.
      await nav.getByRole('link').last().focus();
      await page.locator('.carousel').last().scrollIntoViewIfNeeded();
      await settled(page);
      expect(scripts).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
