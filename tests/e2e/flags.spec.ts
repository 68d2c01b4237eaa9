import { expect, test, type Page } from '@playwright/test';
import { PALETTE } from '../../src/config/palette.mjs';
import { PRODUCT_NAME } from '../../src/config/site';
import { computedRgb } from '../colour-notation';
import { LANGS, THEME_KEY, collectErrors, copy, gotoHydrated } from './support';

const storedTheme = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_KEY);

// Runs against dist-flags/: the site built with SITE_FLAGS turning every optional feature on.

test('showStore adds a store link', async ({ page }) => {
  await gotoHydrated(page, '/es');
  await expect(page.getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', /^https:\/\//);
});

for (const path of ['/en', '/en/impact']) {
  test(`${path}: showBuyButton adds a buy button that opens an e-mail`, async ({ page }) => {
    await gotoHydrated(page, path);
    const buy = page.getByRole('link', { name: 'Buy now' });
    await expect(buy).toHaveAttribute('href', /^mailto:/);
    // Styled as a button (a filled pill) on pages with no button of their own too.
    await expect(buy).toHaveCSS('border-radius', '999px');
    await expect(buy).toHaveCSS('background-color', computedRgb(PALETTE.brand));
  });
}

for (const lang of LANGS) {
  test(`/${lang}/patients: the buy e-mail's subject is in the page's language`, async ({ page }) => {
    await page.goto(`/${lang}/patients`);
    const href = await page.getByRole('link', { name: copy(lang, 'menu.buy') }).getAttribute('href');
    const subject = new URL(href ?? '').searchParams.get('subject');
    expect(subject).toBe(copy(lang, 'menu.buySubject').replace('{{product}}', PRODUCT_NAME));
  });
}

test('showThemeButton adds a toggle that switches and remembers the theme', async ({ page }) => {
  await gotoHydrated(page, '/en/impact');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const body = page.locator('body');
  // The light and dark page backgrounds (--color-bg: white in src/styles/global.css, the palette's night in
  // src/styles/dark-theme.css).
  await expect(body).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(body).toHaveCSS('background-color', computedRgb(PALETTE.night));
  await expect.poll(() => storedTheme(page)).toBe('dark');

  // On a fresh page the first tap hydrates the navbar, and still switches the theme.
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const toLight = page.getByRole('button', { name: 'Switch to light theme' });
  await expect(toLight).toBeVisible();
  await toLight.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(body).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect.poll(() => storedTheme(page)).toBe('light');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the theme toggle, which could do nothing, is not offered', async ({ page }) => {
    await page.goto('/en/impact');
    await expect(page.getByRole('link', { name: 'Buy now' })).toBeVisible();
    await expect(page.getByRole('button', { name: /theme/ })).toBeHidden();
  });
});

test.describe('a stored theme, where the toggle is shown', () => {
  test('is applied before the first paint, without any script file', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', computedRgb(PALETTE.night));
  });

  /** Warnings the page logs while it loads with the given storage, and its errors. */
  async function loadLogged(page: Page, setUp: (key: string) => void) {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const errors = collectErrors(page);
    await page.addInitScript(setUp, THEME_KEY);
    await gotoHydrated(page, '/en');
    return { warnings, errors };
  }

  test('junk in storage gives light and is only logged', async ({ page }) => {
    const { warnings, errors } = await loadLogged(page, (key) => localStorage.setItem(key, '{"oops"'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(warnings.join('\n')).toMatch(/theme/i);
    expect(errors).toEqual([]);
  });

  test('unavailable storage gives light and is only logged', async ({ page }) => {
    const { warnings, errors } = await loadLogged(page, () => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new Error('denied');
        },
      });
    });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(warnings.join('\n')).toMatch(/theme/i);
    expect(errors).toEqual([]);
  });
});

test('showLanguages (on by default) shows the language dropdown', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await expect(page.getByRole('button', { name: /Change language/ })).toBeVisible();
});
