import { expect } from '@playwright/test';
import {
  HTML_LANG,
  LANGS,
  MENU_LABELS,
  PAGES,
  ROOT_NOT_FOUND_PATH,
  UNSUPPORTED_CODE,
  asHostWithoutRules,
  copy,
  rootNotFoundHtml,
  test,
  type Lang,
} from './support';
import { OTHER_UNSUPPORTED_CODE } from '../../lib/url-cases.mjs';
import { recordWhatShows, showed, whatShowed } from '../what-shows';

/** The navbar's links in a language (one per page of the page table with a menu label), as its dictionary words them. */
const navLabels = (lang: Lang) => MENU_LABELS.map((key) => copy(lang, key));

for (const lang of LANGS) {
  for (const slug of PAGES) {
    const path = `/${lang}${slug}`;
    test(`${path} renders in its language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(/Adhera/);
      const nav = page.getByRole('navigation', { name: /navega|navigation/i });
      for (const label of navLabels(lang)) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          new RegExp(`^/${lang}/`),
        );
      }
    });
  }
}

test('/ goes to /en', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the static redirect page works without server rules', async ({ page }) => {
  await page.goto('/index.html');
  await expect(page).toHaveURL(/\/en$/);
});

test('canonical URLs have no trailing slash: /en/impact/ goes to /en/impact', async ({ page }) => {
  const response = await page.goto('/en/impact/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/impact$/);
});

test.describe('not-found pages', () => {
  test('an unknown path gets the English page with status 404 and the spec wording', async ({ page }) => {
    const response = await page.goto('/nothing/here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404!');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: "Something's Missing" })).toBeVisible();
    await expect(page.getByText('The webpage your are looking for is not here !', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back', exact: true })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Go To Home', exact: true })).toHaveAttribute('href', '/');
  });

  for (const lang of LANGS) {
    test(`/${lang}/anything shows the not-found page in its language`, async ({ page }) => {
      const response = await page.goto(`/${lang}/anything`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      const heading = copy(lang, 'menu.notFound.subtitle');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(heading);
    });
  }

  test('the round home icon shows from 576px and links home', async ({ page }) => {
    await page.setViewportSize({ width: 576, height: 800 });
    await page.goto('/es/missing');
    const icon = page.getByRole('link', { name: 'Página de inicio' });
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('href', '/');
    const box = await icon.boundingBox();
    expect(box && Math.abs(box.width - box.height)).toBeLessThan(1);
    await page.setViewportSize({ width: 575, height: 800 });
    await expect(icon).toBeHidden();
  });
});

test.describe('unsupported language codes fall back to pt', () => {
  for (const [from, to] of [
    [`/${UNSUPPORTED_CODE}`, '/pt'],
    [`/${OTHER_UNSUPPORTED_CODE}/innovation`, '/pt/innovation'],
    ['/xx/patients', '/pt/patients'],
  ]) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.pt);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }

  test('the root not-found page does it in the browser, on any static host', async ({ page }) => {
    // Serve the root 404 document for an unsupported code's page as a host without rewrite rules would.
    const path = `/${OTHER_UNSUPPORTED_CODE}/innovation`;
    await asHostWithoutRules(page, path);
    await page.addInitScript(recordWhatShows);
    await page.goto(path);
    await expect(page).toHaveURL(/\/pt\/innovation$/);
    await expect.poll(() => page.evaluate(showed, '/pt/innovation painted')).toBe(true);
    // The English not-found page never shows on the way.
    expect(await page.evaluate(whatShowed)).toBe('/pt/innovation content\n/pt/innovation painted\n');
  });
});

test.describe('not-found page outside the language folders', () => {
  test.use({ locale: 'es-ES' });
  test('is the whole page in the browser language, from the server', async ({ page }) => {
    const response = await page.goto('/missing-page');
    expect(response?.status()).toBe(404);
    expect(response?.headers().vary).toMatch(/Accept-Language/);
    await expect(page).toHaveURL(/\/missing-page$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Falta algo');
    await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
    // The bar and its links are Spanish too, not only the text.
    const nav = page.getByRole('navigation', { name: /navega/i });
    await expect(nav.getByRole('link', { name: navLabels('es')[0], exact: true })).toHaveAttribute(
      'href',
      '/es/patients',
    );
  });
});

test.describe('not-found page outside the language folders, without JavaScript', () => {
  test.use({ locale: 'pt-BR', javaScriptEnabled: false });
  test('is in the browser language all the same', async ({ page }) => {
    await page.goto('/missing-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'Ops! Está faltando alguma coisa',
    );
  });
});

/**
 * dist/404.html, which a host without the rules sends for any unknown path: the English page, whole (such a host
 * cannot send the browser's), with the language-code rule (above) done by its script.
 */
test.describe('root not-found page on a host without rules', () => {
  test('is what the browser suites get at ROOT_NOT_FOUND_PATH', async ({ page }) => {
    const response = await page.goto(ROOT_NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toBe(rootNotFoundHtml());
  });

  for (const [locale, path] of [
    ['es-ES', '/missing-page'],
    ['pt-BR', '/es/gone'],
  ] as const) {
    test.describe(`${locale} at ${path}`, () => {
      test.use({ locale });
      test('is in one language, English: bar, text and links', async ({ page }) => {
        await asHostWithoutRules(page, path);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page).toHaveTitle(/^Page not found/);
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText("Something's Missing");
        const nav = page.getByRole('navigation', { name: 'Main navigation' });
        await expect(nav.getByRole('link', { name: navLabels('en')[0], exact: true })).toHaveAttribute(
          'href',
          '/en/patients',
        );
      });
    });
  }
});
