import { expect } from '@playwright/test';
import { ALL_PATHS, NOT_FOUND_PATHS, test } from './support';

// Without JavaScript the navbar island never hydrates: its server-rendered HTML must be enough. Each page is loaded
// once and read at each width as a window resized from a phone's to a laptop's, then a nav link is followed.
test.use({ javaScriptEnabled: false });

const WIDTHS = [320, 390, 1280];

/** In the page: how many of the nav's links show, and those of them outside the window, by their text. */
function linksOutOfView(nav: Element) {
  const shown = [...nav.querySelectorAll('a[href]')].filter((link) =>
    link.checkVisibility({ visibilityProperty: true }),
  );
  const outside = shown.filter((link) => {
    const box = link.getBoundingClientRect();
    return !(
      box.width &&
      box.height &&
      box.right > 0 &&
      box.bottom > 0 &&
      box.left < innerWidth &&
      box.top < innerHeight
    );
  });
  return { shown: shown.length, outside: outside.map((link) => link.textContent!.trim() || link.getAttribute('href')) };
}

for (const path of [...ALL_PATHS, ...NOT_FOUND_PATHS]) {
  test(`${path} is readable and its nav links work at ${WIDTHS.join(', ')}px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(path);
    const nav = page.getByRole('navigation').first();
    const target = nav.locator('a[href]:not([aria-current="page"])').first();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(page.locator('h1').first(), `${width}px`).toBeVisible();
      const main = page.locator('main');
      await expect(main).toBeVisible();
      expect((await main.innerText()).trim().length, 'main has text').toBeGreaterThan(20);

      const { shown, outside } = await nav.evaluate(linksOutOfView);
      expect(shown, `${width}px: nav links shown`).toBeGreaterThan(0);
      expect(outside, `${width}px: nav links outside the window`).toEqual([]);
      // The bar wraps its links rather than pushing the page wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBe(width);
      // The link to follow takes a tap at every width (nothing covers it): a trial click, which does not navigate.
      await target.click({ trial: true });
      if (width < 992) {
        // Several rows tall there, it scrolls away with the page rather than cover it.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await expect(page.locator('header.nav'), `${width}px`).not.toBeInViewport();
      }
    }

    // Follow a nav link other than the current page's and land on a real page.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const href = await target.getAttribute('href');
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('h1').first()).toBeVisible();
  });
}
