/**
 * The navigation bar: active links, the language dropdown, the coloured bar on scroll and the mobile
 * menu. Its server HTML works before the island hydrates (popovers, CSS); the island, hydrated on the
 * first interaction, adds the inert page behind the open panel and closing at 992px and on return.
 */
import { expect, test, type Page } from '@playwright/test';
import { PALETTE } from '../../src/config/palette.mjs';
import { computedRgb } from '../colour-notation';
import { SHORT_WINDOWS, focusedFullyShown } from '../geometry/viewports';
import { AUTONYM, LANGS, MENU_LABELS, THEME_KEY, copy, gotoHydrated, navbarHydrated } from './support';

/** Whether a tap at (x, y) would land on the page itself (main or the footer) rather than something over it. */
function pageUnder(page: Page, x: number, y: number) {
  return page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('main, body > footer'), [x, y]);
}

/** The bar's background colour, as the visitor sees it. */
function barColour(page: Page) {
  return page.locator('header.nav').evaluate((el) => getComputedStyle(el).backgroundColor);
}

/** The scrolled bar's colour: the brand's. */
const BRAND = computedRgb(PALETTE.brand);

test.describe('active link', () => {
  test('marks the current section with aria-current', async ({ page }) => {
    await page.goto('/es/innovation');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Innovación y tecnología' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Adhera', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('home is active only on an exact match', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Adhera', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).locator('[aria-current]')).toHaveCount(0);
  });
});

test.describe('language dropdown', () => {
  test('offers the other languages with flags and their own names', async ({ page }) => {
    await gotoHydrated(page, '/en/impact');
    const button = page.getByRole('button', { name: /Change language/ });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('list', { name: 'Language' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(LANGS.filter((lang) => lang !== 'en').map((lang) => AUTONYM[lang]));
    for (const img of await list.locator('img').all()) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await expect(page.getByText('Deutsch')).toHaveCount(0);
    // It hangs under its button, inside the window.
    const [listBox, buttonBox] = [(await list.boundingBox())!, (await button.boundingBox())!];
    expect(listBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('goes to the same page under the new code, keeping query and hash', async ({ page }) => {
    await gotoHydrated(page, '/en/impact?utm_source=test#top');
    await page.getByRole('button', { name: /Change language/ }).click();
    await expect(page.getByRole('list', { name: 'Language' })).toBeVisible();
    // Keeping the query and hash is the island's work: the server HTML's links cannot know them.
    await navbarHydrated(page);
    await page.getByRole('link', { name: 'Português (Brasil)' }).click();
    await expect(page).toHaveURL(/\/br\/impact\?utm_source=test#top$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await gotoHydrated(page, '/pt');
    const button = page.getByRole('button', { name: /Mudar de idioma/ });
    await button.click();
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toBeVisible();
    await english.focus();
    await expect(english).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(english).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('closes on a click outside it', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await page.getByRole('button', { name: /Change language/ }).click();
    const list = page.getByRole('list', { name: 'Language' });
    await expect(list).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(list).toBeHidden();
  });

  test('closes when focus leaves it', async ({ page }) => {
    await gotoHydrated(page, '/en');
    const button = page.getByRole('button', { name: /Change language/ });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('list', { name: 'Language' });
    for (const name of ['Español', 'Português (Portugal)', 'Português (Brasil)']) {
      await page.keyboard.press('Tab');
      await expect(list.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
  });

  test('shows the visible language code in its accessible name', async ({ page }) => {
    await page.goto('/br');
    await expect(page.getByRole('button', { name: /^BR – Mudar de idioma/ })).toBeVisible();
  });

  test('works from the keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/es/patients');
    const button = page.getByRole('button', { name: /Cambiar idioma/ });
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/patients$/);
  });
});

test('the bar turns coloured and stays on top as soon as the page scrolls', async ({ page }) => {
  await page.goto('/en/patients');
  const header = page.locator('header.nav');
  const plain = await barColour(page);
  expect(plain).not.toBe(BRAND);
  // One pixel is enough.
  await page.evaluate(() => window.scrollTo({ top: 1, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1);
  await expect.poll(() => barColour(page)).toBe(BRAND);
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => barColour(page)).toBe(plain);
});

test('the English links fit on one row at 992px', async ({ page }) => {
  await page.setViewportSize({ width: 992, height: 800 });
  await page.goto('/en');
  const tops = await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

test('the focus ring stands out on the coloured bar', async ({ page }) => {
  await page.goto('/en');
  const link = page.getByRole('link', { name: 'Impact on Healthcare' });
  await link.focus();
  await expect(link).toBeFocused();
  // Reach it by keyboard, so it shows the keyboard focus ring.
  await page.keyboard.press('Shift+Tab');
  await expect(link).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  // Scroll after focusing: focusing a header link scrolls the page back to the top.
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
  await expect.poll(() => barColour(page)).toBe(BRAND);
  await expect(link).toBeFocused();
  await expect(link).toHaveCSS('outline-color', 'rgb(255, 255, 255)');
});

test.describe('mobile menu', () => {
  test('opens on a tap before the island code arrives, and the island takes it over when it does', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    // The home page adds its island code once it has painted: hold that file until the tap is done.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/island-runtime\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    // The browser runs the popover by itself: the links are there to follow at once.
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeVisible();
    expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#main')).toHaveAttribute('inert');
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps keyboard focus out of the page behind the open panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await navbarHydrated(page);
    const behind = page.locator('#main :focus, body > footer :focus, .skip-link:focus');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      await expect(behind).toHaveCount(0);
    }
  });

  test('from 992px the links show inline and there is no hamburger', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeVisible();
  });

  test('at 991px a hamburger opens a panel, locks scrolling and shows an overlay', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // An overlay covers the page beside the panel: a tap there does not reach the page.
    await expect.poll(() => pageUnder(page, 10, 400)).toBe(false);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    // Tapping the overlay closes the menu and gives the page back.
    await page.mouse.click(10, 400);
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect.poll(() => pageUnder(page, 10, 400)).toBe(true);
  });

  test('the same button closes it, and the bar stays in view above the panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panelLink = page.getByRole('link', { name: 'Patients & Technologists' });
    await expect(panelLink).toBeVisible();
    await expect(page.getByRole('link', { name: 'Adhera', exact: true })).toBeInViewport();
    await toggle.click();
    await expect(panelLink).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the language submenu opens and closes inside the panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/es');
    await page.getByRole('button', { name: 'Menú' }).click();
    const languages = page.getByRole('button', { name: /Cambiar idioma/ });
    await expect(languages).toBeVisible();
    await languages.click();
    const portugues = page.getByRole('link', { name: 'Português (Portugal)', exact: true });
    await expect(portugues).toBeVisible();
    await expect(portugues).toBeInViewport();
    await languages.click();
    await expect(portugues).toBeHidden();
    // The panel stays open.
    await expect(page.getByRole('link', { name: copy('es', 'menu.impact') })).toBeVisible();
  });

  test('closes on Escape and returns focus to the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes when the window grows to 992px', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await navbarHydrated(page);
    await expect(page.locator('main')).toHaveAttribute('inert');
    await page.setViewportSize({ width: 992, height: 800 });
    // The page scrolls and takes focus again, with nothing covering it.
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await expect.poll(() => pageUnder(page, 10, 400)).toBe(true);
    await page.setViewportSize({ width: 991, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeHidden();
  });

  test('closes on navigation, and is closed when the visitor comes back', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Menu' }).click();
    await navbarHydrated(page);
    await page.getByRole('link', { name: 'Innovation & Technology' }).click();
    await expect(page).toHaveURL(/\/en\/innovation$/);
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('link', { name: 'Impact on Healthcare' })).toBeHidden();
    await expect.poll(() => pageUnder(page, 10, 400)).toBe(true);
  });
});

test.describe('before the island has loaded (every script file blocked)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  });

  test('the 390px menu opens on the first tap and shows the links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en/innovation');
    await page.getByRole('button', { name: 'Menu' }).click();
    const names = MENU_LABELS.map((key) => copy('en', key));
    for (const name of names) await expect(page.getByRole('link', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: names.at(-1) })).toBeHidden();
  });

  for (const width of [390, 1280]) {
    test(`the language list opens at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/es/impact');
      if (width < 992) await page.getByRole('button', { name: 'Menú' }).click();
      await page.getByRole('button', { name: /Cambiar idioma/ }).click();
      const english = page.getByRole('link', { name: 'English' });
      await expect(english).toBeVisible();
      await expect(english).toBeInViewport();
      await english.click();
      await expect(page).toHaveURL(/\/en\/impact$/);
    });
  }
});

for (const window of SHORT_WINDOWS) {
  test(`at ${window.width}×${window.height} every language is reached by keyboard, fully in view, and by pointer`, async ({
    page,
  }) => {
    await page.setViewportSize(window);
    await gotoHydrated(page, '/es/patients');
    const menu = page.getByRole('button', { name: 'Menú' });
    if (await menu.isVisible()) await menu.click();
    const button = page.getByRole('button', { name: /Cambiar idioma/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const options = page.locator('#nav-languages a');
    for (let index = 0; index < (await options.count()); index++) {
      await page.keyboard.press('Tab');
      await expect(options.nth(index)).toBeFocused();
      expect(await page.evaluate(focusedFullyShown)).toBe('');
    }
    await options.last().click();
    await expect(page).toHaveURL(/\/br\/patients$/);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the other languages are plain links', async ({ page }) => {
    await page.goto('/es/impact');
    await page.getByRole('link', { name: 'Português (Brasil)' }).click();
    await expect(page).toHaveURL(/\/br\/impact$/);
  });

  for (const width of [390, 1280]) {
    test(`the links show and work at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pt');
      const link = page.getByRole('link', { name: 'Impacto na saúde' });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/pt\/impact$/);
    });
  }
});

test.describe('theme (toggle hidden by configuration)', () => {
  test('no toggle is shown while showThemeButton is false', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('button', { name: /theme/ })).toHaveCount(0);
  });

  test('a stored theme is not applied: with the toggle hidden, the page is light', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
    await gotoHydrated(page, '/en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});
