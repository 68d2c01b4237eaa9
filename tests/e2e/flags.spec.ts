import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

// Runs against dist-flags/: the site built with SITE_FLAGS turning every optional feature on.

test('showStore adds a store link', async ({ page }) => {
  await gotoHydrated(page, '/es');
  await expect(page.getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', /^https:\/\//);
});

test('showBuyButton adds a buy button that opens an e-mail', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await expect(page.getByRole('link', { name: 'Buy now' })).toHaveAttribute('href', /^mailto:/);
});

test('showThemeButton adds a toggle that switches and remembers the theme', async ({ page }) => {
  await gotoHydrated(page, '/en/impact');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const bgLight = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(bgLight);
  expect(await page.evaluate(() => localStorage.getItem('adhera-theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('adhera-theme'))).toBe('light');
});

test('showLanguages (on by default) shows the language dropdown', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await expect(page.getByRole('button', { name: /Change language/ })).toBeVisible();
});
