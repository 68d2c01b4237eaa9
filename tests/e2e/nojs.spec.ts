import { expect } from '@playwright/test';
import { ALL_PATHS, NOT_FOUND_PATHS, test } from './support';

// Without JavaScript the navbar island never hydrates: its server-rendered HTML must be enough.
test.use({ javaScriptEnabled: false });

const PATHS = [...ALL_PATHS, ...NOT_FOUND_PATHS];

for (const width of [320, 390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PATHS) {
      test(`${path} is readable and its nav links work`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        const main = page.locator('main');
        await expect(main).toBeVisible();
        expect((await main.innerText()).trim().length, 'main has text').toBeGreaterThan(20);

        const nav = page.getByRole('navigation').first();
        const links = nav.getByRole('link');
        expect(await links.count()).toBeGreaterThan(0);
        for (const link of await links.all()) await expect(link).toBeInViewport();
        // The bar wraps its links rather than pushing the page wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        if (width < 992) {
          // Several rows tall there, it scrolls away with the page rather than cover it.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expect(page.locator('header.nav')).not.toBeInViewport();
        }

        // Follow a nav link other than the current page's and land on a real page.
        const target = nav.locator('a[href]:not([aria-current="page"])').first();
        const href = await target.getAttribute('href');
        await target.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.locator('h1').first()).toBeVisible();
      });
    }
  });
}
