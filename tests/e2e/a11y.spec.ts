import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { PALETTE } from '../../src/config/palette.mjs';
import { computedRgb } from '../colour-notation';
import { ALL_PATHS, FLAGS_BUILD_URL, NOT_FOUND_PATHS, gotoHydrated, showTheme, test } from './support';

// Every page in every language, and the not-found pages (per language, and dist/404.html).
const PATHS = [...ALL_PATHS, ...NOT_FOUND_PATHS];
/** Each theme's page background (src/styles/global.css, src/styles/dark-theme.css). */
const BACKGROUND = { light: '#ffffff', dark: PALETTE.night };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's findings, one line per rule with the elements it failed on; `within` narrows the check to a part. Legacy
 * mode runs axe in the page itself rather than finishing in a blank page it opens (for cross-origin frames, which
 * the site has none of), and axe lists the nodes of violations only: a third of the time, the same findings.
 */
async function violations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Carousels stand still under reduced motion, so every run checks the same frame.
test.use({ reducedMotion: 'reduce' });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    // The dark theme ships only with its toggle.
    if (theme === 'dark') test.use({ baseURL: FLAGS_BUILD_URL });
    test.beforeEach(({ page }) => showTheme(page, theme));

    for (const path of PATHS) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // The theme's own background: a page without the dark theme's rules would be checked in light twice.
        await expect(page.locator('body')).toHaveCSS('background-color', computedRgb(BACKGROUND[theme]));
        expect(await violations(page)).toEqual([]);
      });
    }

    // States that exist only after interaction: the open language list and the open mobile menu.
    test('the open language list has no axe violations', async ({ page }) => {
      await gotoHydrated(page, '/en/patients');
      await page.getByRole('button', { name: /Change language/ }).click();
      await expect(page.getByRole('list', { name: 'Language' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the open mobile menu has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await gotoHydrated(page, '/pt/impact');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: /Mudar de idioma/ }).click();
      await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
      // The page behind the open panel is inert by design (no main, no h1 left to find): check the navbar.
      expect(await violations(page, 'header.nav')).toEqual([]);
    });
  });
}
